import JSON
import Limits
import Spec

/// Reads `manifest.json` without trusting it: every value is checked for its type and range
/// before it is used (a scale or size from the file never sizes an allocation unchecked).
struct ManifestReader {
    /// The largest width or height an entry may claim (no larger PNG is read).
    static let maximumSide = Limits.maximumImageSide
    /// The largest pixel count an entry may claim (no larger PNG is read).
    static let maximumPixelCount = Limits.maximumImagePixels

    let source: String
    private var problems: [Diagnostic] = []
    /// Whether an entry hashed with SHA-256 was reported (once for the whole manifest).
    private var reportedSHA256 = false

    /// What an entry hashed with SHA-256 (a manifest written before XXH3) is told.
    static let sha256Problem =
        "this golden was recorded with SHA-256, which this buttoncheck no longer reads "
        + "(nor any golden of this manifest); record every golden again with --record all"

    /// The manifest itself: "version" required.
    static let manifestShape = JSONObjectShape(allowed: ["version", "scale", "environments", "goldens"], required: ["version"])
    /// One of "environments".
    static let environmentShape = JSONObjectShape(required: ["tool", "freetype", "harfbuzz", "fonts"])
    /// One of "goldens".
    static let entryShape = JSONObjectShape(required: ["pixels", "width", "height", "environment"], optional: ["hash", "file"])

    init(source: String) {
        self.source = source
    }

    consuming func read(_ bytes: [UInt8]) throws(GoldenError) -> GoldenManifest {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes, document: "a goldens manifest")
        } catch {
            throw .invalidManifest(
                path: source, problems: [Diagnostic(file: source, location: error.location, path: "$", message: error.message)])
        }
        var manifest = GoldenManifest()
        guard let shaped = object(root, "$", what: "the manifest", shape: Self.manifestShape) else { return try finish(manifest) }
        for member in shaped.list {
            let path = JSONPath.member("$", member.key)
            switch member.key {
            case "version":
                if case .number(let value) = member.value.value, value == 1 { continue }
                problem(
                    member.value, path,
                    "\"version\" must be 1, found \(Self.shown(member.value.value)); this manifest was written by another version of buttoncheck"
                )
            case "scale":
                guard let value = integer(member.value, path, what: "\"scale\"") else { continue }
                if Limits.scale.contains(value) {
                    manifest.scale = value
                } else {
                    problem(member.value, path, "\"scale\" must be 1, 2 or 3, found \(value)")
                }
            case "environments":
                guard let environments = object(member.value, path, what: "\"environments\"") else { continue }
                for environment in environments {
                    if let value = readEnvironment(environment.value, JSONPath.member(path, environment.key)) {
                        manifest.environments[environment.key] = value
                    }
                }
            case "goldens":
                guard let goldens = object(member.value, path, what: "\"goldens\"") else { continue }
                for golden in goldens {
                    let entryPath = JSONPath.member(path, golden.key)
                    if let problem = Self.unsafeGoldenPath(golden.key) {
                        self.problem(at: golden.keyLocation, entryPath, problem)
                        continue
                    }
                    if let entry = readEntry(golden.value, entryPath) { manifest.goldens[golden.key] = entry }
                }
            default: continue  // an unknown key: reported below
            }
        }
        for unknown in shaped.unknownKeys {
            problem(
                at: unknown.member.keyLocation, unknown.path.description,
                "unknown key \"\(unknown.member.key)\"\(Suggestion.phrase(unknown.suggestion)); a manifest has \"version\", \"scale\", \"environments\" and \"goldens\""
            )
        }
        if !shaped.missingKeys.isEmpty { problem(root, "$", "missing \"version\": 1") }
        for (path, entry) in manifest.goldens.sorted(by: { $0.key < $1.key })
        where manifest.environments[entry.environment] == nil && !problems.contains(where: { $0.path.hasPrefix("$.environments") }) {
            let location = goldenLocation(root, path)
            problem(
                at: location, JSONPath.member(JSONPath.member(JSONPath.member("$", "goldens"), path), "environment"),
                "environment \"\(entry.environment)\" is not in \"environments\"")
        }
        return try finish(manifest)
    }

    private func finish(_ manifest: GoldenManifest) throws(GoldenError) -> GoldenManifest {
        guard problems.isEmpty else { throw .invalidManifest(path: source, problems: problems.sorted()) }
        return manifest
    }

    // MARK: Parts

    private mutating func readEnvironment(_ node: JSONNode, _ path: String) -> GoldenEnvironment? {
        guard let shaped = object(node, path, what: "an environment", shape: Self.environmentShape) else { return nil }
        var strings: [String: String] = [:]
        var fonts: [String: String]?
        for member in shaped.list {
            let memberPath = JSONPath.member(path, member.key)
            switch member.key {
            case "tool", "freetype", "harfbuzz":
                if let value = string(member.value, memberPath, what: "\"\(member.key)\"") { strings[member.key] = value }
            case "fonts":
                guard let entries = object(member.value, memberPath, what: "\"fonts\"") else { continue }
                var values: [String: String] = [:]
                for entry in entries {
                    if let value = string(entry.value, JSONPath.member(memberPath, entry.key), what: "a font's digest") {
                        values[entry.key] = value
                    }
                }
                fonts = values
            default: continue  // an unknown key: reported below
            }
        }
        for unknown in shaped.unknownKeys {
            problem(
                at: unknown.member.keyLocation, unknown.path.description,
                "unknown key \"\(unknown.member.key)\" in an environment; it has \"tool\", \"freetype\", \"harfbuzz\" and \"fonts\"")
        }
        let missing = shaped.missingKeys
        if !missing.isEmpty { problem(node, path, "an environment lacks " + missing.map { "\"\($0)\"" }.joined(separator: ", ")) }
        guard let tool = strings["tool"], let freeType = strings["freetype"], let harfBuzz = strings["harfbuzz"], let fonts else {
            return nil
        }
        return GoldenEnvironment(tool: tool, freeType: freeType, harfBuzz: harfBuzz, fonts: fonts)
    }

    private mutating func readEntry(_ node: JSONNode, _ path: String) -> GoldenManifest.Entry? {
        guard let shaped = object(node, path, what: "a golden's entry", shape: Self.entryShape) else { return nil }
        var kind: HashKind?  // manifests from before XXH3 have no "hash": SHA-256
        var pixels: (String, JSONNode)?
        var file: (String, JSONNode)?
        var width: Int?
        var height: Int?
        var environment: String?
        var valid = true
        for member in shaped.list {
            let memberPath = JSONPath.member(path, member.key)
            switch member.key {
            case "hash":
                guard let value = string(member.value, memberPath, what: "\"hash\"") else {
                    valid = false
                    continue
                }
                guard value != "sha256" else {
                    reportSHA256(node, path)
                    valid = false
                    continue
                }
                guard let known = HashKind(rawValue: value) else {
                    let allowed = HashKind.allCases.map(\.rawValue)
                    let suggestion = Suggestion.phrase(for: value, in: allowed)
                    problem(
                        member.value, memberPath,
                        "unknown hash kind \"\(Excerpt.clipped(value))\"\(suggestion); "
                            + "allowed: \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))")
                    valid = false
                    continue
                }
                kind = known
            case "pixels", "file":
                guard let value = string(member.value, memberPath, what: "\"\(member.key)\"") else {
                    valid = false
                    continue
                }
                if member.key == "pixels" { pixels = (value, member.value) } else { file = (value, member.value) }
            case "width", "height":
                guard let value = integer(member.value, memberPath, what: "\"\(member.key)\"") else {
                    valid = false
                    continue
                }
                guard (1...Self.maximumSide).contains(value) else {
                    problem(member.value, memberPath, "\"\(member.key)\" must be from 1 to \(Self.maximumSide) pixels, found \(value)")
                    valid = false
                    continue
                }
                if member.key == "width" { width = value } else { height = value }
            case "environment":
                environment = string(member.value, memberPath, what: "\"environment\"")
                if environment == nil { valid = false }
            default: continue  // an unknown key: reported below
            }
        }
        for unknown in shaped.unknownKeys {
            problem(
                at: unknown.member.keyLocation, unknown.path.description,
                "unknown key \"\(unknown.member.key)\" in a golden's entry; it has \"hash\", \"pixels\", \"file\", \"width\", \"height\" and \"environment\""
            )
            valid = false
        }
        let missing = shaped.missingKeys
        if !missing.isEmpty {
            problem(node, path, "a golden's entry lacks " + missing.map { "\"\($0)\"" }.joined(separator: ", "))
            return nil
        }
        guard let kind else {
            if valid { reportSHA256(node, path) }
            return nil
        }
        for (name, digest) in [("pixels", pixels), ("file", file)] where valid {
            guard let (value, valueNode) = digest else { continue }
            if value.count != kind.hexLength || !value.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) {
                problem(
                    valueNode, JSONPath.member(path, name),
                    "\"\(name)\" must be \(kind.hexLength) lower-case hex digits (a \(kind.rawValue) digest), found \"\(Excerpt.clipped(value))\""
                )
                valid = false
            }
        }
        if let width, let height, width * height > Self.maximumPixelCount {
            problem(node, path, "\(width)x\(height) is more than \(Self.maximumPixelCount) pixels, larger than any golden can be")
            valid = false
        }
        guard valid, let pixels, let width, let height, let environment else { return nil }
        return GoldenManifest.Entry(hash: kind, pixels: pixels.0, file: file?.0, width: width, height: height, environment: environment)
    }

    // MARK: Typed values

    /// The members of an object of `shape` (its unknown and missing keys for the caller to word).
    private mutating func object(_ node: JSONNode, _ path: String, what: String, shape: JSONObjectShape) -> JSONObjectMembers? {
        if let object = shape.read(node, at: JSONPath(rawDescription: path)) { return object }
        problem(node, path, "\(what) must be an object, found \(node.value.kindDescription)")
        return nil
    }

    /// The members of an object of any keys ("environments", "goldens", "fonts").
    private mutating func object(_ node: JSONNode, _ path: String, what: String) -> [JSONMember]? {
        if case .object(let members) = node.value { return members }
        problem(node, path, "\(what) must be an object, found \(node.value.kindDescription)")
        return nil
    }

    private mutating func string(_ node: JSONNode, _ path: String, what: String) -> String? {
        if case .string(let value) = node.value { return value }
        problem(node, path, "\(what) must be a string, found \(node.value.kindDescription)")
        return nil
    }

    /// A whole number within Int's range (a JSON number is a Double: 1e9, 9223372036854775807 and
    /// 2.5 are checked before any conversion).
    private mutating func integer(_ node: JSONNode, _ path: String, what: String) -> Int? {
        guard case .number(let value) = node.value else {
            problem(node, path, "\(what) must be a whole number, found \(node.value.kindDescription)")
            return nil
        }
        guard value.isFinite, value == value.rounded() else {
            problem(node, path, "\(what) must be a whole number, found \(Self.shown(node.value))")
            return nil
        }
        guard abs(value) < 1e15 else {
            problem(node, path, "\(what) is out of range: \(Self.shown(node.value)) is more than 999,999,999,999,999")
            return nil
        }
        return Int(value)
    }

    private mutating func reportSHA256(_ node: JSONNode, _ path: String) {
        guard !reportedSHA256 else { return }
        reportedSHA256 = true
        problem(node, path, Self.sha256Problem)
    }

    private mutating func problem(_ node: JSONNode, _ path: String, _ message: String) {
        problem(at: node.location, path, message)
    }

    private mutating func problem(at location: SourceLocation, _ path: String, _ message: String) {
        problems.append(Diagnostic(file: source, location: location, path: path, message: message))
    }

    private func goldenLocation(_ root: JSONNode, _ key: String) -> SourceLocation {
        guard case .object(let members) = root.value, let goldens = members.member("goldens"),
            case .object(let entries) = goldens.value.value, let entry = entries.member(key)
        else { return root.location }
        if case .object(let fields) = entry.value.value, let field = fields.member("environment") { return field.value.location }
        return entry.value.location
    }

    // MARK: Text

    /// A golden's path must stay inside the goldens folder: relative, with no empty, "." or ".."
    /// component and no control character, ending in ".png".
    static func unsafeGoldenPath(_ key: String) -> String? {
        let components = key.split(separator: "/", omittingEmptySubsequences: false)
        if key.hasPrefix("/") || components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
            || key.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) || key.contains("\\")
            || !key.hasSuffix(".png")
        {
            return "\"\(Excerpt.clipped(key))\" is not a golden's path inside the folder (<spec>/<appearance>/<size>-<state>.png)"
        }
        return nil
    }

    /// A number as the file wrote it, near enough: whole numbers without a fraction.
    static func shown(_ value: JSONValue) -> String {
        guard case .number(let number) = value else { return value.kindDescription }
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return "\(number)"
    }
}
