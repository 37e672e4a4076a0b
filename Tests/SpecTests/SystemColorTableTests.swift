import Foundation
import Spec
import Testing

// UIKit's documented set of semantic colours (issue 31, item 3): every name, in light, dark and both
// Increase Contrast variants, with the default values exactly those of the cited table beside
// SystemColor (Sources/Spec/Reference/system-colors.json).

private enum DefaultTable {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Spec/Reference/system-colors.json")

    /// appearance → colour name → [red, green, blue (0–255), alpha (0–1)].
    static func values() throws -> [String: [String: [Double]]] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        #expect(root["_sources"] is [String: String])
        var table: [String: [String: [Double]]] = [:]
        for appearance in Appearance.allCases {
            let colors = try #require(root[appearance.rawValue] as? [String: [NSNumber]])
            table[appearance.rawValue] = colors.mapValues { $0.map(\.doubleValue) }
        }
        return table
    }
}

private func hex(_ color: SystemColor, _ appearance: Appearance, increased: Bool = false) -> String {
    (increased ? color.increasedContrastColor(for: appearance) : color.color(for: appearance)).description
}

@Suite("iOS semantic colours: the whole UIKit set")
struct SystemColorTableTests {
    @Test func theSetHasThirtyNineNamesWithTheSystemColoursGraysAndFamilies() {
        #expect(SystemColor.allCases.count == 39)
        #expect(
            SystemColor.names == [
                "black", "clear", "label", "link", "opaqueSeparator", "placeholderText", "quaternaryLabel", "quaternarySystemFill",
                "secondaryLabel", "secondarySystemBackground", "secondarySystemFill", "secondarySystemGroupedBackground", "separator",
                "systemBackground", "systemBlue", "systemBrown", "systemCyan", "systemFill", "systemGray", "systemGray2", "systemGray3",
                "systemGray4", "systemGray5", "systemGray6", "systemGreen", "systemGroupedBackground", "systemIndigo", "systemMint",
                "systemOrange", "systemPink", "systemPurple", "systemRed", "systemTeal", "systemYellow", "tertiaryLabel",
                "tertiarySystemBackground", "tertiarySystemFill", "tertiarySystemGroupedBackground", "white",
            ])
    }

    @Test("every iOS colour's default values are the cited table's", arguments: Appearance.allCases)
    func tableMatches(appearance: Appearance) throws {
        let table = try #require(try DefaultTable.values()[appearance.rawValue])
        #expect(Set(table.keys) == Set(SystemColor.allCases.map(\.rawValue)))
        for color in SystemColor.allCases {
            let entry = try #require(table[color.rawValue])
            let expected = SRGBColor(red8: UInt8(entry[0]), green8: UInt8(entry[1]), blue8: UInt8(entry[2]), alpha: entry[3])
            #expect(color.color(for: appearance) == expected, "\(color) \(appearance)")
        }
    }

    // Light, dark, light increased contrast, dark increased contrast: the HIG's system colours table
    // and UIKit's resolved values, as #RRGGBB (or #RRGGBBAA when translucent).
    @Test(
        "exact values in all four variants",
        arguments: [
            (SystemColor.systemOrange, "#FF9500", "#FF9F0A", "#C93400", "#FFB340"),
            (.systemYellow, "#FFCC00", "#FFD60A", "#B25000", "#FFD426"),
            (.systemMint, "#00C7BE", "#63E6E2", "#0C817B", "#66D4CF"),
            (.systemTeal, "#30B0C7", "#40C8E0", "#008299", "#5DE6FF"),
            (.systemCyan, "#32ADE6", "#64D2FF", "#0071A4", "#70D7FF"),
            (.systemIndigo, "#5856D6", "#5E5CE6", "#3634A3", "#7D7AFF"),
            (.systemPurple, "#AF52DE", "#BF5AF2", "#8944AB", "#DA8FFF"),
            (.systemPink, "#FF2D55", "#FF375F", "#D30F45", "#FF6482"),
            (.systemBrown, "#A2845E", "#AC8E68", "#7F6545", "#B59469"),
            (.systemGray2, "#AEAEB2", "#636366", "#8E8E93", "#7C7C80"),
            (.systemGray3, "#C7C7CC", "#48484A", "#AEAEB2", "#545456"),
            (.systemGray4, "#D1D1D6", "#3A3A3C", "#BCBCC0", "#444446"),
            (.systemGray5, "#E5E5EA", "#2C2C2E", "#D8D8DC", "#363638"),
            (.systemGray6, "#F2F2F7", "#1C1C1E", "#EBEBF0", "#242426"),
            (.link, "#007AFF", "#0984FF", "#007AFF", "#0984FF"),
            (.tertiarySystemGroupedBackground, "#F2F2F7", "#2C2C2E", "#EBEBF0", "#363638"),
            // Four of the 23 colours known before, unchanged.
            (.systemBlue, "#007AFF", "#0A84FF", "#0040DD", "#409CFF"),
            (.separator, "#3C3C434A", "#54545899", "#3C3C435E", "#545458AD"),
            (.quaternarySystemFill, "#74748014", "#7676802E", "#74748028", "#76768042"),
            (.secondarySystemGroupedBackground, "#FFFFFF", "#1C1C1E", "#FFFFFF", "#242426"),
        ])
    func fourVariants(_ color: SystemColor, _ light: String, _ dark: String, _ increasedLight: String, _ increasedDark: String) {
        #expect(hex(color, .light) == light)
        #expect(hex(color, .dark) == dark)
        #expect(hex(color, .light, increased: true) == increasedLight)
        #expect(hex(color, .dark, increased: true) == increasedDark)
    }

    @Test func aSpecAcceptsEveryNameAndAnUnknownOneGetsADidYouMean() throws {
        for name in SystemColor.names {
            let json = """
                {"version": 2, "name": "X", "viewport": {"device": "iPhone 16"},
                 "content": {"type": "text", "text": "Hi", "color": "\(name)"}}
                """
            #expect(throws: Never.self, "\(name)") {
                try SpecLoader.load(bytes: Array(json.utf8), file: "spec.json", baseDirectory: "/nonexistent-buttoncheck-dir")
            }
        }
        let json = """
            {"version": 2, "name": "X", "viewport": {"device": "iPhone 16"},
             "content": {"type": "text", "text": "Hi", "color": "systemOrnage"}}
            """
        let error = try #require(throws: SpecLoadError.self) {
            try SpecLoader.load(bytes: Array(json.utf8), file: "spec.json", baseDirectory: "/nonexistent-buttoncheck-dir")
        }
        #expect(
            error.diagnostics.map(\.description) == [
                ##"spec.json:2:53: error: unknown colour "systemOrnage" (did you mean "systemOrange"?); use #RRGGBB, an iOS colour name such as "label" or "systemBlue", a name from the spec's "colors", or a {token} (at $.content.color)"##
            ])
    }

    @Test func theSchemaOffersEveryNameAsAnExample() throws {
        let url = DefaultTable.url.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("specs/schema/buttoncheck-spec.schema.json")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let definitions = try #require(root["$defs"] as? [String: Any])
        let colorString = try #require(definitions["colorString"] as? [String: Any])
        let examples = try #require(colorString["examples"] as? [String])
        #expect(Set(SystemColor.names).subtracting(examples).isEmpty, "missing: \(Set(SystemColor.names).subtracting(examples).sorted())")
    }
}
