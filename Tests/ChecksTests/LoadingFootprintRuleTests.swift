import Checks
import Spec
import Testing

// Monospace text: "Sign In" at Large is 7 × 8.5 = 59.5 pt, so the idle button is 59.5 + 2 × 16 =
// 91.5 pt wide; a replacing 20 pt spinner leaves 20 + 32 = 52 pt. Both are 44 pt tall.
@Suite("loading.footprint")
struct LoadingFootprintRuleTests {
    static func button(_ indicator: String, frame: String = "") -> String {
        RuleTest.stack(
            #"{"type": "button", "id": "sign-in", "title": "Sign In", "role": "primary"\#(frame), "states": {"loading": {"indicator": "\#(indicator)"}}}"#
        )
    }

    @Test("a spinner that replaces the title collapses the button")
    func replace() throws {
        let checked = try RuleTest.check(LoadingFootprintRule(), Self.button("replace"))
        #expect(
            checked.findings == [
                Finding(
                    rule: .loadingFootprint, file: RuleTest.file, location: checked.location("sign-in"), element: "sign-in",
                    appearance: .light, state: .loading, size: .large, measured: 39.5, threshold: 0.5, unit: .point,
                    message: "At large \"sign-in\" is 52 × 44 pt at (16, 16) while loading but 91.5 × 44 pt at (16, 16) idle, 39.5 pt off.",
                    fix:
                        "Keep the title of \"sign-in\" laid out and hidden (opacity 0) under a centred spinner, so loading keeps the idle footprint."
                )
            ])
    }

    @Test("every size is checked: at AX5 the title is 7 × 26.5 pt wide and the spinner 62 pt")
    func everySize() throws {
        let checked = try RuleTest.check(LoadingFootprintRule(), Self.button("replace"), sizes: [.xSmall, .AX5])
        #expect(checked.sizes == [.xSmall, .AX5])
        // AX5: idle 185.5 + 32 = 217.5 × (62 + 22 = 84); loading 62 + 32 = 94 × (62 + 22 = 84).
        #expect(checked.findings.last?.measured == 123.5)
    }

    @Test("an overlay keeps the footprint at every size")
    func overlay() throws {
        #expect(try RuleTest.check(LoadingFootprintRule(), Self.button("overlay"), sizes: SizeCategory.dynamicTypeSizes).findings.isEmpty)
    }

    @Test("a full-width frame keeps the width, but at xxxLarge the 27 pt spinner is shorter than the 29 pt title line")
    func fullWidthReplace() throws {
        let fullWidth = Self.button("replace", frame: #", "frame": {"maxWidth": "infinity"}"#)
        let checked = try RuleTest.check(LoadingFootprintRule(), fullWidth, sizes: [.large, .xxxLarge])
        #expect(
            checked.messages == [
                "At xxxLarge \"sign-in\" is 268 × 49 pt at (16, 16) while loading but 268 × 51 pt at (16, 16) idle, 2 pt off."
            ])
    }

    @Test("a centred button that shrinks also moves")
    func moves() throws {
        let content =
            #"{"type": "vstack", "alignment": "center", "padding": 16, "frame": {"maxWidth": "infinity"}, "children": [{"type": "text", "text": "Welcome", "frame": {"maxWidth": "infinity"}}, {"type": "button", "id": "sign-in", "title": "Sign In", "states": {"loading": {"indicator": "replace"}}}]}"#
        let checked = try RuleTest.check(LoadingFootprintRule(), content)
        // Idle x = 16 + (268 − 91.5) / 2 = 104.25; loading x = 16 + (268 − 52) / 2 = 124.
        #expect(
            checked.messages == [
                "At large \"sign-in\" is 52 × 44 pt at (124, 46) while loading but 91.5 × 44 pt at (104.3, 46) idle, 39.5 pt off."
            ])
    }

    @Test("the tolerance is configurable")
    func tolerance() throws {
        var thresholds = Thresholds()
        thresholds.footprintTolerance = 40
        #expect(try RuleTest.check(LoadingFootprintRule(), Self.button("replace"), thresholds: thresholds).findings.isEmpty)
    }
}
