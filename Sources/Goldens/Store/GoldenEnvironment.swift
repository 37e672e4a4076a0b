import Foundation
import Spec

/// What made a golden: the tool, the text stack and the exact font files. When it differs from the
/// current one, differences are expected, and reports say so in one line.
public struct GoldenEnvironment: Sendable, Hashable {
    public let tool: String
    public let freeType: String
    public let harfBuzz: String
    /// Font file name → SHA-256 of its bytes.
    public let fonts: [String: String]

    public init(tool: String, freeType: String, harfBuzz: String, fonts: [String: String]) {
        self.tool = tool
        self.freeType = freeType
        self.harfBuzz = harfBuzz
        self.fonts = fonts
    }

    /// Hashes the font files (unreadable files hash as "unreadable").
    public static func fingerprint(tool: String, freeType: String, harfBuzz: String, fontFiles: [String]) -> GoldenEnvironment {
        var fonts: [String: String] = [:]
        for file in Set(fontFiles) {
            let name = (file as NSString).lastPathComponent
            fonts[name] = FileManager.default.contents(atPath: file).map { SHA256.hex(Array($0)) } ?? "unreadable"
        }
        return GoldenEnvironment(tool: tool, freeType: freeType, harfBuzz: harfBuzz, fonts: fonts)
    }

    /// What differs from another environment, in words ("FreeType 2.12.1 → 2.13.2, Inter-Regular.otf changed").
    public func differences(from other: GoldenEnvironment) -> [String] {
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
        .object(["tool": .string(tool), "freetype": .string(freeType), "harfbuzz": .string(harfBuzz), "fonts": .object(fonts.mapValues(JSONOutput.string))])
    }
}
