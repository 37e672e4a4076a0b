import Foundation
import JSON
import Spec

/// `goldens/manifest.json`: for each golden, the hash of its decoded pixels (and of its file's
/// bytes), its size and the environment that made it; and, when the goldens were recorded at one
/// fixed scale (`--scale N`), that scale. Without it they are at device scale: each spec at its own
/// viewport scale.
///
///     {"version": 1, "scale": 1,
///      "environments": {"<id>": {"tool": …, "freetype": …, "harfbuzz": …, "fonts": {"Inter-Regular.otf": "xxh3-128:<hex>"}}},
///      "goldens": {"<spec>/<appearance>/<size>-<state>.png":
///                  {"hash": "xxh3-128", "pixels": "<hex>", "file": "<hex>", "width": 393, "height": 852, "environment": "<id>"}}}
///
/// `file` is optional. (An entry without `hash` is from a manifest written before XXH3, with SHA-256
/// digests: reading it fails with an error that says to record the goldens again.)
package struct GoldenManifest: Sendable, Equatable {
    package struct Entry: Sendable, Equatable {
        /// The kind of `pixels` and `file`.
        package let hash: HashKind
        /// The hash of the golden's decoded pixels and size.
        package let pixels: String
        /// The hash of the golden file's bytes, as written (lets verification skip decoding it).
        package let file: String?
        package let width: Int
        package let height: Int
        package let environment: String

        package init(hash: HashKind = .current, pixels: String, file: String? = nil, width: Int, height: Int, environment: String) {
            self.hash = hash
            self.pixels = pixels
            self.file = file
            self.width = width
            self.height = height
            self.environment = environment
        }
    }

    /// The fixed pixel scale of every golden; nil: device scale (each spec's own).
    package var scale: Int?
    package var environments: [String: GoldenEnvironment] = [:]
    package var goldens: [String: Entry] = [:]

    package init(scale: Int? = nil) {
        self.scale = scale
    }

    /// The id a new environment is stored under: the first 12 hex digits of its XXH3-128 digest.
    /// (Manifests recorded before hold ids made with SHA-256; `record` keeps the id an equal
    /// environment already has, so recording into them writes no second copy.)
    package static func identifier(_ environment: GoldenEnvironment) -> String {
        let text =
            [environment.tool, environment.freeType, environment.harfBuzz]
            .joined(separator: "\n") + "\n"
            + environment.fonts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "\n")
        return String(XXH3.hex(Array(text.utf8)).prefix(12))
    }

    /// The id `environment` has in this manifest: an equal environment's (the first by id), else a new one.
    package func identifier(of environment: GoldenEnvironment) -> String {
        environments.filter { $0.value == environment }.keys.min() ?? Self.identifier(environment)
    }

    /// Records a golden made in `environment` (`entry.environment` is replaced by its id).
    package mutating func record(_ path: String, _ entry: Entry, environment: GoldenEnvironment) {
        let id = identifier(of: environment)
        environments[id] = environment
        goldens[path] = Entry(
            hash: entry.hash, pixels: entry.pixels, file: entry.file, width: entry.width, height: entry.height, environment: id)
        // Drop environments no golden refers to any more.
        let used = Set(goldens.values.map(\.environment))
        environments = environments.filter { used.contains($0.key) }
    }

    /// Forgets the golden at `path` (and an environment no other golden refers to).
    package mutating func remove(_ path: String) {
        guard goldens.removeValue(forKey: path) != nil else { return }
        let used = Set(goldens.values.map(\.environment))
        environments = environments.filter { used.contains($0.key) }
    }

    package func environment(of path: String) -> GoldenEnvironment? {
        goldens[path].flatMap { environments[$0.environment] }
    }

    /// Sorted JSON with two spaces of indent and a final newline: the same manifest always gives
    /// the same bytes.
    package func encoded() -> [UInt8] {
        var object: [String: JSONOutput] = [
            "version": .int(1),
            "environments": .object(environments.mapValues(\.json)),
            "goldens": .object(
                goldens.mapValues { entry in
                    var fields: [String: JSONOutput] = [
                        "hash": .string(entry.hash.rawValue), "pixels": .string(entry.pixels), "width": .int(entry.width),
                        "height": .int(entry.height), "environment": .string(entry.environment),
                    ]
                    if let file = entry.file { fields["file"] = .string(file) }
                    return .object(fields)
                }),
        ]
        if let scale { object["scale"] = .int(scale) }
        return Array(JSONOutput.object(object).document.utf8)
    }

    /// Reads a manifest, validating every value (types, ranges, hash kinds and lengths, paths,
    /// environment references); every problem is reported with its line, column and JSONPath.
    package static func decode(_ bytes: [UInt8], source: String) throws(GoldenError) -> GoldenManifest {
        try ManifestReader(source: source).read(bytes)
    }
}
