import Foundation
import Spec
import Testing

// A spec colour's own Reduce Transparency variant ("reduceTransparency" in an adaptive colour, format 2): drawn
// when the setting is on, with or without Increase Contrast; misuse is a located error.

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

@Suite("Reduce Transparency colours")
struct ReducedTransparencyColorTests {
    @Test func aSpecColourMayNameItsOwnReducedTransparencyVariant() throws {
        let loaded = try spec(
            colors:
                ##"{"brand": {"light": "#FFFFFF", "dark": "#EEEEEE", "increaseContrast": "#F0F0F0", "reduceTransparency": {"light": "#3C3C43", "dark": "#D0D0D0"}}}"##
        ).get()
        let brand = try #require(loaded.palette.custom["brand"])
        #expect(brand.resolved(for: .light, increasedContrast: false, reducedTransparency: false).description == "#FFFFFF")
        #expect(brand.resolved(for: .light, increasedContrast: true, reducedTransparency: false).description == "#F0F0F0")
        #expect(brand.resolved(for: .light, increasedContrast: false, reducedTransparency: true).description == "#3C3C43")
        // With both settings on, the Reduce Transparency colour is drawn.
        #expect(brand.resolved(for: .dark, increasedContrast: true, reducedTransparency: true).description == "#D0D0D0")
        // Without a variant the setting draws the colour as without it.
        let plain = try #require(
            try spec(colors: ##"{"brand": {"light": "secondaryLabel", "dark": "#EEEEEE"}}"##).get().palette.custom["brand"])
        #expect(!plain.hasReducedTransparencyVariant)
        #expect(
            plain.resolved(for: .light, increasedContrast: true, reducedTransparency: true)
                == plain.resolved(for: .light, increasedContrast: true))
        let single = try #require(
            try spec(colors: ##"{"brand": {"light": "#FFFFFF", "dark": "#FFFFFF", "reduceTransparency": "#6E6E73"}}"##).get().palette
                .custom[
                    "brand"])
        #expect(single.resolved(for: .dark, increasedContrast: false, reducedTransparency: true).description == "#6E6E73")
    }

    @Test func misuseIsLocated() {
        #expect(
            spec(colors: ##"{"brand": {"light": "#111111", "dark": "#EEEEEE", "reduceTransparency": "#000000"}}"##, version: 1).diagnostics
                == [
                    ##"spec.json:2:62: error: "reduceTransparency" in adaptiveColor needs spec format version 2; set "version": 2 at the top of the spec (at $.colors.brand.reduceTransparency)"##
                ])
        #expect(
            spec(
                colors:
                    ##"{"brand": {"light": "#111111", "dark": "#EEEEEE", "reduceTransparency": {"light": "#000", "dark": "#FFF", "reduceTransparency": "#000"}}}"##
            ).diagnostics == [
                ##"spec.json:2:140: error: a "reduceTransparency" colour cannot have a "reduceTransparency" of its own; give it a colour or {"light": …, "dark": …} (at $.colors.brand.reduceTransparency.reduceTransparency)"##,
                unknownBrand,
            ])
        #expect(
            spec(
                colors:
                    ##"{"brand": {"light": "#111111", "dark": "#EEEEEE", "increaseContrast": {"light": "#000", "dark": "#FFF", "reduceTransparency": "#000"}}}"##
            ).diagnostics == [
                ##"spec.json:2:138: error: an "increaseContrast" colour cannot have a "reduceTransparency" of its own; give it a colour or {"light": …, "dark": …} (at $.colors.brand.increaseContrast.reduceTransparency)"##,
                unknownBrand,
            ])
        #expect(
            spec(colors: ##"{"brand": {"light": "#111111", "dark": "#EEEEEE", "reduceTransparancy": "#000000"}}"##).diagnostics == [
                ##"spec.json:2:62: error: unknown key "reduceTransparancy" in adaptiveColor (did you mean "reduceTransparency"?) (at $.colors.brand.reduceTransparancy)"##
            ])
    }

    /// `increaseContrast` and `reduceTransparency` are read the same way: either inside the other is an error worded
    /// for both, and the first wrong one (in that order) ends the colour's read.
    @Test func eitherVariantInsideTheOtherIsLocated() {
        #expect(
            spec(
                colors:
                    ##"{"brand": {"light": "#111111", "dark": "#EEEEEE", "reduceTransparency": {"light": "#000", "dark": "#FFF", "increaseContrast": "#000"}}}"##
            ).diagnostics == [
                ##"spec.json:2:138: error: a "reduceTransparency" colour cannot have an "increaseContrast" of its own; give it a colour or {"light": …, "dark": …} (at $.colors.brand.reduceTransparency.increaseContrast)"##,
                unknownBrand,
            ])
    }

    @Test func theFirstWrongVariantEndsTheRead() {
        #expect(
            spec(colors: ##"{"brand": {"light": "#111111", "dark": "#EEEEEE", "increaseContrast": "#12", "reduceTransparency": "#34"}}"##)
                .diagnostics == [
                    ##"spec.json:2:82: error: invalid hex colour "#12"; write #RGB, #RRGGBB or #RRGGBBAA (at $.colors.brand.increaseContrast)"##,
                    unknownBrand,
                ])
        #expect(
            spec(colors: ##"{"brand": {"light": "#111111", "dark": "#EEEEEE", "increaseContrast": "#123", "reduceTransparency": "#34"}}"##)
                .diagnostics == [
                    ##"spec.json:2:112: error: invalid hex colour "#34"; write #RGB, #RRGGBB or #RRGGBBAA (at $.colors.brand.reduceTransparency)"##,
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
