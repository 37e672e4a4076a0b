import Foundation

/// `goldens/manifest.json`: for each golden, the SHA-256 of its decoded pixels and the environment
/// that made it; and the pixel scale the goldens were rendered at.
///
///     {"version": 1, "scale": 1,
///      "environments": {"<id>": {"tool": …, "freetype": …, "harfbuzz": …, "fonts": {"Inter-Regular.otf": "<sha256>"}}},
///      "goldens": {"<spec>/<appearance>/<size>-<state>.png": {"pixels": "<sha256>", "width": 393, "height": 852, "environment": "<id>"}}}
public struct GoldenManifest: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public let pixels: String
        public let width: Int
        public let height: Int
        public let environment: String

        public init(pixels: String, width: Int, height: Int, environment: String) {
            self.pixels = pixels
            self.width = width
            self.height = height
            self.environment = environment
        }
    }

    public var scale: Int?
    public var environments: [String: GoldenEnvironment] = [:]
    public var goldens: [String: Entry] = [:]

    public init(scale: Int? = nil) {
        self.scale = scale
    }

    /// The id an environment is stored under: the first 12 hex digits of its digest.
    public static func identifier(_ environment: GoldenEnvironment) -> String {
        let text = [environment.tool, environment.freeType, environment.harfBuzz]
            .joined(separator: "\n") + "\n" + environment.fonts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "\n")
        return String(SHA256.hex(Array(text.utf8)).prefix(12))
    }

    /// Records a golden made in `environment`.
    public mutating func record(_ path: String, pixels: String, width: Int, height: Int, environment: GoldenEnvironment) {
        let id = Self.identifier(environment)
        environments[id] = environment
        goldens[path] = Entry(pixels: pixels, width: width, height: height, environment: id)
        // Drop environments no golden refers to any more.
        let used = Set(goldens.values.map(\.environment))
        environments = environments.filter { used.contains($0.key) }
    }

    public func environment(of path: String) -> GoldenEnvironment? {
        goldens[path].flatMap { environments[$0.environment] }
    }

    /// Pretty, sorted JSON with a final newline: the same manifest always gives the same bytes.
    public func encoded() -> [UInt8] {
        var object: [String: Any] = [
            "version": 1,
            "environments": environments.mapValues(\.json),
            "goldens": goldens.mapValues { ["pixels": $0.pixels, "width": $0.width, "height": $0.height, "environment": $0.environment] },
        ]
        if let scale { object["scale"] = scale }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return Array(data) + [UInt8(ascii: "\n")]
    }

    public static func decode(_ bytes: [UInt8], source: String) throws(GoldenStoreError) -> GoldenManifest {
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any], object["version"] as? Int == 1 else {
            throw .corruptManifest(path: source, reason: "not a version 1 manifest (a JSON object with \"version\": 1)")
        }
        var manifest = GoldenManifest(scale: object["scale"] as? Int)
        for (id, value) in object["environments"] as? [String: Any] ?? [:] {
            guard let environment = GoldenEnvironment(json: value) else {
                throw .corruptManifest(path: source, reason: "environment \"\(id)\" lacks tool, freetype, harfbuzz or fonts")
            }
            manifest.environments[id] = environment
        }
        for (path, value) in object["goldens"] as? [String: Any] ?? [:] {
            guard let entry = value as? [String: Any], let pixels = entry["pixels"] as? String, let width = entry["width"] as? Int,
                  let height = entry["height"] as? Int, let environment = entry["environment"] as? String else {
                throw .corruptManifest(path: source, reason: "the entry for \(path) lacks pixels, width, height or environment")
            }
            manifest.goldens[path] = Entry(pixels: pixels, width: width, height: height, environment: environment)
        }
        return manifest
    }
}
