import Foundation
import Spec
import Testing

// The increased-contrast colours SystemColor draws with Increase Contrast on are exactly the values of
// the cited table beside it (Sources/Spec/Reference/system-colors-increased-contrast.json), for every
// colour and both appearances; and a spec's colours pick them up, or its own "increaseContrast".

private enum Table {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Spec/Reference/system-colors-increased-contrast.json")

    /// appearance → colour name → [red, green, blue, alpha], each 0–255.
    static func values() throws -> [String: [String: [Int]]] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        #expect(root["_sources"] is [String: String])
        let table = try #require(root["increasedContrast"] as? [String: [String: [Int]]])
        return table
    }
}

private func spec(colors: String, version: Int = 2) -> Result<ScreenSpec, SpecLoadError> {
    let json = """
        {"version": \(version), "name": "X", "viewport": {"device": "iPhone 16"},
         "colors": \(colors),
         "content": {"type": "text", "text": "Hi", "color": "brand"}}
        """
    return Result { () throws(SpecLoadError) in
        try SpecLoader.load(bytes: Array(json.utf8), file: "spec.json", baseDirectory: "/nonexistent-buttoncheck-dir")
    }
}

@Suite("Increased-contrast colours")
struct IncreasedContrastTableTests {
    @Test("every iOS colour's increased-contrast values are the cited table's", arguments: Appearance.allCases)
    func tableMatches(appearance: Appearance) throws {
        let table = try #require(try Table.values()[appearance.rawValue])
        #expect(Set(table.keys) == Set(SystemColor.allCases.map(\.rawValue)))
        for color in SystemColor.allCases {
            let entry = try #require(table[color.rawValue])
            let expected = SRGBColor(red8: UInt8(entry[0]), green8: UInt8(entry[1]), blue8: UInt8(entry[2]), alpha: Double(entry[3]) / 255)
            #expect(color.increasedContrastColor(for: appearance) == expected, "\(color) \(appearance)")
        }
    }

    @Test func headlineValuesOfTheHIGTable() {
        #expect(SystemColor.systemBlue.increasedContrastColor(for: .light).description == "#0040DD")
        #expect(SystemColor.systemBlue.increasedContrastColor(for: .dark).description == "#409CFF")
        #expect(SystemColor.systemRed.increasedContrastColor(for: .light).description == "#D70015")
        #expect(SystemColor.systemGreen.increasedContrastColor(for: .light).description == "#248A3D")
        #expect(SystemColor.systemGray.increasedContrastColor(for: .dark).description == "#AEAEB2")
        #expect(SystemColor.secondaryLabel.increasedContrastColor(for: .light).description == "#3C3C43AD")
    }

    @Test func aSemanticNameCarriesItsIncreasedContrastVariantAndHexDoesNot() {
        let label = Color.system(.secondaryLabel)
        #expect(label.resolved(for: .light, increasedContrast: false) == SystemColor.secondaryLabel.color(for: .light))
        #expect(label.resolved(for: .light, increasedContrast: true) == SystemColor.secondaryLabel.increasedContrastColor(for: .light))
        let hex = Color(SRGBColor(red8: 1, green8: 2, blue8: 3), source: "#010203")
        #expect(hex.resolved(for: .dark, increasedContrast: true) == hex.dark)
    }

    @Test func aSpecColourMayNameItsOwnIncreasedContrastVariant() throws {
        let loaded = try spec(
            colors: ##"{"brand": {"light": "#1F5FBF", "dark": "#7FB2FF", "increaseContrast": {"light": "#0B3F8F", "dark": "#A9CCFF"}}}"##
        ).get()
        let brand = try #require(loaded.palette.custom["brand"])
        #expect(brand.resolved(for: .light, increasedContrast: false).description == "#1F5FBF")
        #expect(brand.resolved(for: .light, increasedContrast: true).description == "#0B3F8F")
        #expect(brand.resolved(for: .dark, increasedContrast: true).description == "#A9CCFF")
        // One colour for both appearances, and the halves' own variants when none is given.
        let single = try #require(
            try spec(colors: ##"{"brand": {"light": "#111111", "dark": "#EEEEEE", "increaseContrast": "#000000"}}"##).get().palette.custom[
                "brand"])
        #expect(single.resolved(for: .dark, increasedContrast: true).description == "#000000")
        let named = try #require(
            try spec(colors: ##"{"brand": {"light": "systemBlue", "dark": "systemRed"}}"##).get().palette.custom["brand"])
        #expect(named.resolved(for: .light, increasedContrast: true).description == "#0040DD")
        #expect(named.resolved(for: .dark, increasedContrast: true).description == "#FF6961")
    }

    @Test func misuseIsLocated() {
        #expect(
            spec(colors: ##"{"brand": {"light": "#111111", "dark": "#EEEEEE", "increaseContrast": "#000000"}}"##, version: 1).diagnostics
                == [
                    ##"spec.json:2:62: error: "increaseContrast" in adaptiveColor needs spec format version 2; set "version": 2 at the top of the spec (at $.colors.brand.increaseContrast)"##
                ])
        #expect(
            spec(
                colors:
                    ##"{"brand": {"light": "#111111", "dark": "#EEEEEE", "increaseContrast": {"light": "#000", "dark": "#FFF", "increaseContrast": "#000"}}}"##
            ).diagnostics == [
                ##"spec.json:2:136: error: an "increaseContrast" colour cannot have an "increaseContrast" of its own; give it a colour or {"light": …, "dark": …} (at $.colors.brand.increaseContrast.increaseContrast)"##,
                unknownBrand,
            ])
        #expect(
            spec(colors: ##"{"brand": {"light": "#111111", "dark": "#EEEEEE", "increaseContrast": "#12345"}}"##).diagnostics == [
                ##"spec.json:2:82: error: invalid hex colour "#12345"; write #RGB, #RRGGBB or #RRGGBBAA (at $.colors.brand.increaseContrast)"##,
                unknownBrand,
            ])
    }
}

/// A colour that failed to read is not defined, so the text that names it is reported too.
private let unknownBrand =
    ##"spec.json:3:53: error: unknown colour "brand"; use #RRGGBB, an iOS colour name such as "label" or "systemBlue", a name from the spec's "colors", or a {token} (at $.content.color)"##

extension Result where Success == ScreenSpec, Failure == SpecLoadError {
    fileprivate var diagnostics: [String] {
        switch self {
        case .success: []
        case .failure(let error): error.diagnostics.map(\.description)
        }
    }
}
