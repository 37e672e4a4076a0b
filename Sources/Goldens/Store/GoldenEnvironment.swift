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
    /// Font file name → hash of its bytes: `xxh3-128:<hex>`. (A bare SHA-256 digest, from a manifest
    /// written before XXH3, differs from every font: it reads as changed.)
    package let fonts: [String: String]

    package init(tool: String, freeType: String, harfBuzz: String, fonts: [String: String]) {
        self.tool = tool
        self.freeType = freeType
        self.harfBuzz = harfBuzz
        self.fonts = fonts
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

    /// The prefix of a font digest made with XXH3-128.
    static let fontHashPrefix = "xxh3-128:"

    /// Hashes the font files (unreadable files hash as "unreadable"). `files`: hashes of files read
    /// before, by their stamps (a font whose stamp is unchanged is not read again).
    package static func fingerprint(tool: String, freeType: String, harfBuzz: String, fontFiles: [String], files: SceneCache? = nil)
        -> GoldenEnvironment
    {
        var fonts: [String: String] = [:]
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
        }
        return GoldenEnvironment(tool: tool, freeType: freeType, harfBuzz: harfBuzz, fonts: fonts)
    }

    /// What differs from another environment, in words ("FreeType 2.12.1 → 2.13.2, Inter-Regular.otf changed").
    package func differences(from other: GoldenEnvironment) -> [String] {
        var changes: [String] = []
        if tool != other.tool { changes.append("buttoncheck \(other.tool) → \(tool)") }
        if freeType != other.freeType { changes.append("FreeType \(other.freeType) → \(freeType)") }
        if harfBuzz != other.harfBuzz { changes.append("HarfBuzz \(other.harfBuzz) → \(harfBuzz)") }
        for name in Set(fonts.keys).union(other.fonts.keys).sorted() where fonts[name] != other.fonts[name] {
            changes.append(other.fonts[name] == nil ? "\(name) added" : fonts[name] == nil ? "\(name) not used now" : "\(name) changed")
        }
        return changes
    }

    var json: JSONOutput {
        .object([
            "tool": .string(tool), "freetype": .string(freeType), "harfbuzz": .string(harfBuzz),
            "fonts": .object(fonts.mapValues(JSONOutput.string)),
        ])
    }
}
