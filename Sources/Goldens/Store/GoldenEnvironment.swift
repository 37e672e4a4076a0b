import Files
import Foundation
import JSON
import Spec

/// What made a golden: the tool, the text stack and the exact font files. When it differs from the
/// current one, differences are expected, and reports say so in one line.
package struct GoldenEnvironment: Sendable, Hashable {
    package let tool: String
    package let freeType: String
    package let harfBuzz: String
    /// Font file name → hash of its bytes: `xxh3-128:<hex>`, or bare SHA-256 hex in manifests
    /// written before XXH3.
    package let fonts: [String: String]
    /// Font file name → path, for the environment measured here (not stored): lets `differences`
    /// compare with a SHA-256 digest of an older manifest.
    private let fontPaths: [String: String]
    /// SHA-256 digests of those files, made at most once each: `differences` runs for every case.
    private let legacyDigests = LegacyDigests()

    package init(tool: String, freeType: String, harfBuzz: String, fonts: [String: String]) {
        self.init(tool: tool, freeType: freeType, harfBuzz: harfBuzz, fonts: fonts, fontPaths: [:])
    }

    private init(tool: String, freeType: String, harfBuzz: String, fonts: [String: String], fontPaths: [String: String]) {
        self.tool = tool
        self.freeType = freeType
        self.harfBuzz = harfBuzz
        self.fonts = fonts
        self.fontPaths = fontPaths
    }

    package static func == (lhs: GoldenEnvironment, rhs: GoldenEnvironment) -> Bool {
        lhs.tool == rhs.tool && lhs.freeType == rhs.freeType && lhs.harfBuzz == rhs.harfBuzz && lhs.fonts == rhs.fonts
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(tool)
        hasher.combine(freeType)
        hasher.combine(harfBuzz)
        hasher.combine(fonts)
    }

    /// The prefix of a font digest made with XXH3-128 (a bare digest is SHA-256).
    static let fontHashPrefix = "xxh3-128:"

    /// Hashes the font files (unreadable files hash as "unreadable"). `files`: hashes of files read
    /// before, by their stamps (a font whose stamp is unchanged is not read again).
    package static func fingerprint(tool: String, freeType: String, harfBuzz: String, fontFiles: [String], files: SceneCache? = nil) -> GoldenEnvironment {
        var fonts: [String: String] = [:], paths: [String: String] = [:]
        for file in Set(fontFiles) {
            let name = (file as NSString).lastPathComponent
            let stamp = files == nil ? nil : FileStamp(path: file)
            if let stamp, let digest = files?.digest(ofFile: file, stamp: stamp) {
                fonts[name] = fontHashPrefix + digest
            } else {
                // XXH3, not SHA-256: every check hashes every face, and at SHA-256's speed that was a
                // few per cent of a whole check.
                let digest = FileManager.default.contents(atPath: file).map { data in data.withUnsafeBytes(XXH3.hex) }
                if let files, let stamp, let digest { files.learn(file: file, stamp: stamp, digest: digest) }
                fonts[name] = digest.map { fontHashPrefix + $0 } ?? "unreadable"
            }
            paths[name] = file
        }
        return GoldenEnvironment(tool: tool, freeType: freeType, harfBuzz: harfBuzz, fonts: fonts, fontPaths: paths)
    }

    /// What differs from another environment, in words ("FreeType 2.12.1 → 2.13.2, Inter-Regular.otf changed").
    package func differences(from other: GoldenEnvironment) -> [String] {
        var changes: [String] = []
        if tool != other.tool { changes.append("buttoncheck \(other.tool) → \(tool)") }
        if freeType != other.freeType { changes.append("FreeType \(other.freeType) → \(freeType)") }
        if harfBuzz != other.harfBuzz { changes.append("HarfBuzz \(other.harfBuzz) → \(harfBuzz)") }
        for name in Set(fonts.keys).union(other.fonts.keys).sorted() where fonts[name] != other.fonts[name] && !sameFont(name, as: other) {
            changes.append(other.fonts[name] == nil ? "\(name) added" : fonts[name] == nil ? "\(name) not used now" : "\(name) changed")
        }
        return changes
    }

    /// Whether this environment's font `name` is the one `other` hashed with SHA-256 (an older
    /// manifest): hashed again that way to compare.
    private func sameFont(_ name: String, as other: GoldenEnvironment) -> Bool {
        guard let theirs = other.fonts[name], !theirs.hasPrefix(Self.fontHashPrefix), theirs.count == HashKind.sha256.hexLength,
              let path = fontPaths[name], let ours = legacyDigests.sha256(ofFileAt: path) else { return false }
        return ours == theirs
    }

    /// SHA-256 digests of font files, each read and hashed once, shared by the copies of an
    /// environment (and the threads using them).
    private final class LegacyDigests: @unchecked Sendable {
        private let lock = NSLock()
        private var digests: [String: String?] = [:]

        func sha256(ofFileAt path: String) -> String? {
            lock.lock()
            defer { lock.unlock() }
            if let known = digests[path] { return known }
            let digest = FileManager.default.contents(atPath: path).map { SHA256.hex(Array($0)) }
            digests[path] = digest
            return digest
        }
    }

    var json: JSONOutput {
        .object(["tool": .string(tool), "freetype": .string(freeType), "harfbuzz": .string(harfBuzz), "fonts": .object(fonts.mapValues(JSONOutput.string))])
    }
}
