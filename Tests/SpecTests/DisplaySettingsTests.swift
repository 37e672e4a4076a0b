import Spec
import Testing

// The spec's "settings" (format version 2): the display-setting combinations it is rendered under,
// read into values, and every misuse reported at its place with what to do.

private func load(_ settings: String, version: Int = 2) throws(SpecLoadError) -> ScreenSpec {
    let json = """
        {"version": \(version), "name": "X", "viewport": {"device": "iPhone 16"},
         "settings": \(settings),
         "content": {"type": "text", "text": "Hi"}}
        """
    return try SpecLoader.load(bytes: Array(json.utf8), file: "spec.json", baseDirectory: "/nonexistent-buttoncheck-dir")
}

private func diagnostics(_ settings: String, version: Int = 2) -> [String] {
    do {
        _ = try load(settings, version: version)
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}

@Suite("Display settings in a spec")
struct DisplaySettingsTests {
    @Test func withoutSettingsASpecRendersTheDefaultOnly() throws {
        let json = #"{"version": 1, "name": "X", "viewport": {"device": "iPhone 16"}, "content": {"type": "text", "text": "Hi"}}"#
        let spec = try SpecLoader.load(bytes: Array(json.utf8), file: "spec.json", baseDirectory: "/")
        #expect(spec.settings == [.none])
    }

    @Test func combinationsAreReadInTheSpecsOrder() throws {
        let spec = try load(#"[["boldText"], []]"#)
        #expect(spec.settings == [DisplaySettings([.boldText]), .none])
        #expect(spec.settings.map(\.name) == ["boldText", ""])
        #expect(spec.settings.map(\.description) == ["boldText", "default settings"])
    }

    @Test func aVersion1SpecIsToldToSayVersion2() {
        #expect(
            diagnostics(#"[[], ["boldText"]]"#, version: 1) == [
                #"spec.json:2:2: error: "settings" in the spec needs spec format version 2; set "version": 2 at the top of the spec (at $.settings)"#
            ])
    }

    @Test func anUnknownSettingGetsADidYouMean() {
        #expect(
            diagnostics(#"[[], ["boldTxt"]]"#) == [
                #"spec.json:2:20: error: unknown value "boldTxt" (did you mean "boldText"?); allowed: "boldText", "increaseContrast", "reduceTransparency", "buttonShapes" (at $.settings[1][0])"#
            ])
    }

    @Test func aSettingTwiceInOneCombinationAndACombinationTwiceAreErrors() {
        #expect(
            diagnostics(#"[["boldText", "boldText"], [], ["boldText"], []]"#) == [
                #"spec.json:2:28: error: "boldText" is listed twice in this combination; list each setting once (at $.settings[0][1])"#,
                #"spec.json:2:59: error: this combination (default settings) is listed twice, first at $.settings[1]; list each combination once (at $.settings[3])"#,
            ])
    }

    @Test func aCombinationIsAnArrayAndTheListIsNotEmpty() {
        #expect(
            diagnostics(#"["boldText"]"#) == [
                #"spec.json:2:15: error: expected a combination of display settings, an array such as ["boldText"] ([] for none), found a string (at $.settings[0])"#
            ])
        #expect(
            diagnostics("[]") == [
                #"spec.json:2:14: error: "settings" must list at least one combination of display settings; [[]] (no setting on) is the default (at $.settings)"#
            ])
    }

    @Test func aCombinationsNameReadsBack() {
        #expect(DisplaySettings(name: "boldText") == DisplaySettings([.boldText]))
        #expect(DisplaySettings(name: "") == DisplaySettings.none)
        #expect(DisplaySettings(name: "bold") == nil)
        #expect(DisplaySettings(name: "boldText+boldText") == nil)
    }
}
