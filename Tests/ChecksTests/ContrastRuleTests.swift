import Checks
import Layout
import Raster
import Spec
import Testing
import Text

/// The contrast rules on real renders (Inter, @1x) of small specs, with exact measured values.
@Suite struct ContrastRuleTests {
    static let engine = try! TextEngine(fonts: .inter())

    private func input(
        _ content: String, backdrop: String = ##"{"type": "solid", "color": "#FFFFFF"}"##,
        sizes: [SizeCategory] = [.large], appearances: String = #"["light"]"#, platform: String = "ios"
    ) throws -> CheckInput {
        let json = """
            {"version": 2, "name": "T", "platform": "\(platform)", "viewport": {"width": 240, "height": 200, "scale": 1}, "appearances": \(appearances),
             "backdrop": \(backdrop), "content": \(content)}
            """
        let spec = try SpecLoader.load(bytes: Array(json.utf8), file: "t.json", baseDirectory: "/tmp")
        let rasterizer = Rasterizer(engine: Self.engine)
        var cases: [RenderedCase] = []
        for appearance in spec.appearances {
            for size in sizes {
                for state in spec.states {
                    let tree = try LayoutEngine.layout(spec, size: size, state: state, appearance: appearance, measurer: Self.engine)
                    cases.append(
                        RenderedCase(
                            appearance: appearance, size: size, state: state, tree: tree,
                            rendering: try rasterizer.render(tree), spec: spec))
                }
            }
        }
        return CheckInput(spec: spec, cases: cases)
    }

    @Test func greyTextOnWhiteFailsWithTheExactRatio() throws {
        let findings = ContrastTextRule().check(
            try input(##"{"type": "vstack", "children": [{"type": "text", "id": "t", "text": "Hello", "color": "#777777"}]}"##),
            thresholds: Thresholds())
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.rule == .contrastText && finding.element == "t" && finding.state == .idle && finding.sizes == [.large])
        // #777 on white: 4.478…, just under 4.5 — never rounded up.
        #expect(abs(finding.measured! - 4.478089453577214) < 1e-12)
        #expect(finding.threshold == 4.5)
        #expect(
            finding.message
                == "The text \"t\" measures 4.47:1 against what is behind it (worst glyph \"H\", #777777 on #FFFFFF), below 4.50:1 for normal text at 17 pt."
        )
        #expect(finding.details["apca"] == "71.1")
    }

    @Test func textIsMeasuredAgainstTheSurfaceBehindIt() throws {
        // #767676 passes on the white screen (4.54:1) and fails on a #F2F2F7 card (format 2's background): 4.07:1.
        let content = ##"""
            {"type": "vstack", "spacing": 8, "children": [
              {"type": "text", "id": "on-card", "text": "Hello", "color": "#767676", "padding": 8, "background": {"color": "#F2F2F7", "cornerRadius": 8}},
              {"type": "text", "id": "on-screen", "text": "Hello", "color": "#767676"}]}
            """##
        let findings = ContrastTextRule().check(try input(content), thresholds: Thresholds())
        #expect(findings.map(\.element) == ["on-card"])
        let finding = try #require(findings.first)
        #expect(abs(finding.measured! - 4.0706) < 1e-4)
        #expect(
            finding.message
                == "The text \"on-card\" measures 4.07:1 against what is behind it (worst glyph \"H\", #767676 on #F2F2F7), below 4.50:1 for normal text at 17 pt."
        )
    }

    @Test func textOnAMaterialIsMeasuredAgainstTheVeiledBlur() throws {
        // A thick material over black: the blur of a uniform black is black, and the 78% white veil
        // over it is #C7C7C7 — what the text is measured against, not the black backdrop.
        let content = ##"""
            {"type": "vstack", "children": [
              {"type": "text", "id": "t", "text": "Hello", "color": "#808080", "padding": 8, "background": {"material": "thick"}}]}
            """##
        let findings = ContrastTextRule().check(
            try input(content, backdrop: ##"{"type": "solid", "color": "#000000"}"##),
            thresholds: Thresholds())
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(
            finding.message
                == "The text \"t\" measures 2.33:1 against what is behind it (worst glyph \"H\", #808080 on #C7C7C7), below 4.50:1 for normal text at 17 pt."
        )
    }

    @Test func largeTextNeedsOnlyThreeToOne() throws {
        let content =
            ##"{"type": "vstack", "children": [{"type": "text", "id": "t", "text": "Hello", "color": "#777777", "style": "title2"}]}"##
        #expect(ContrastTextRule().check(try input(content), thresholds: Thresholds()).isEmpty)
    }

    @Test func webSizesAreCSSPixels() throws {
        // #808080 on white is 3.95:1: enough for large text only. On the web 20 px regular and 17 px
        // bold are normal text (large starts at 24 px, or 18.66 px bold); on iOS 20 pt is large.
        let content = ##"""
            {"type": "vstack", "children": [
              {"type": "text", "id": "regular20", "text": "Hello", "size": 20, "color": "#808080"},
              {"type": "text", "id": "bold17", "text": "Hello", "size": 17, "weight": "bold", "color": "#808080"},
              {"type": "text", "id": "regular24", "text": "Hello", "size": 24, "color": "#808080"},
              {"type": "text", "id": "bold19", "text": "Hello", "size": 19, "weight": "bold", "color": "#808080"}]}
            """##
        let web = ContrastTextRule().check(try input(content, platform: "web"), thresholds: Thresholds())
        #expect(web.map(\.element) == ["regular20", "bold17"])
        #expect(web.map(\.threshold) == [4.5, 4.5])
        let grey = WCAGContrast.ratio(SRGBColor(red: 128 / 255, green: 128 / 255, blue: 128 / 255), SRGBColor(red: 1, green: 1, blue: 1))
        #expect(web.allSatisfy { abs($0.measured! - grey) < 1e-9 })
        #expect(
            web.first?.message
                == "The text \"regular20\" measures 3.94:1 against what is behind it (worst glyph \"H\", #808080 on #FFFFFF), below 4.50:1 for normal text at 20 px."
        )
        let ios = ContrastTextRule().check(try input(content), thresholds: Thresholds())
        #expect(ios.isEmpty)
        #expect(WCAGContrast.isLargeText(size: 18.66, isBold: true, platform: .web))
        #expect(!WCAGContrast.isLargeText(size: 18.65, isBold: true, platform: .web))
        #expect(!WCAGContrast.isLargeText(size: 23.99, isBold: false, platform: .web))
        #expect(WCAGContrast.isLargeText(size: 24, isBold: false, platform: .web))
    }

    @Test func aCheckboxsOwnStrokeAndFillNeedThreeToOne() throws {
        // iOS's unchecked stroke, tertiaryLabel (60, 60, 67, 0.3), lands on white as #C4C4C7: 1.73:1.
        let content = ##"""
            {"type": "vstack", "alignment": "leading", "padding": 8, "children": [
              {"type": "toggle", "id": "stock", "label": "Stock", "style": "checkbox"},
              {"type": "toggle", "id": "team", "label": "Team", "style": "checkbox", "colors": {"off": "#8A8A8E"}},
              {"type": "toggle", "id": "checked", "label": "Checked", "style": "checkbox", "isOn": true},
              {"type": "toggle", "id": "pale", "label": "Pale", "style": "checkbox", "isOn": true, "colors": {"on": "#A8D4FF"}},
              {"type": "toggle", "id": "wifi", "label": "Wi-Fi"}]}
            """##
        let findings = ContrastNonTextRule().check(try input(content), thresholds: Thresholds())
        #expect(findings.map(\.element) == ["stock", "pale"])
        #expect(
            findings.first?.message
                == "The checkbox stroke of \"stock\" (off) measures 1.74:1 against what is behind it (#C4C4C7 on #FFFFFF), below 3.00:1.")
        // The stock stroke is iOS's tertiaryLabel: the fix gives the name a value of the spec's own.
        #expect(
            findings.first?.fix == "Darken the stroke to #949497 (3.02:1, ΔE OK 0.154): it is iOS's tertiaryLabel; add a \"colors\" entry "
                + "\"tertiaryLabel\" ($.colors.tertiaryLabel) with #949497 in light.")
        #expect(
            findings.first?.edits.map { [$0.path, $0.member ?? "", $0.replacement] } == [
                ["$", "colors", ##"{"tertiaryLabel": "#949497"}"##]
            ])
        #expect(
            findings.last?.message
                == "The checkbox fill of \"pale\" (on) measures 1.55:1 against what is behind it (#A8D4FF on #FFFFFF), below 3.00:1.")
        #expect(findings.allSatisfy { $0.rule == .contrastNonText && $0.threshold == 3 && $0.state == .idle })
    }

    @Test func semiTransparentTextIsMeasuredAsItLandsOnEachPixel() throws {
        // tertiaryLabel (60, 60, 67, 0.3) composites over each white pixel; the ratio is that composite, as the 8-bit pixel
        // the PNG stores (#C4C4C7, not the unrounded #C4C4C6.9…), against white.
        let content = ##"{"type": "vstack", "children": [{"type": "text", "id": "t", "text": "Hi", "color": "tertiaryLabel"}]}"##
        let finding = try #require(ContrastTextRule().check(try input(content), thresholds: Thresholds()).first)
        let expected = WCAGContrast.ratio(SRGBColor(red8: 0xC4, green8: 0xC4, blue8: 0xC7), SRGBColor(red: 1, green: 1, blue: 1))
        #expect(finding.measured == expected)
    }

    @Test func theWorstGlyphOverAGradientIsReported() throws {
        // Black text over a backdrop that turns black at the right: the last letters are the worst.
        let gradient =
            ##"{"type": "linearGradient", "stops": [{"color": "#FFFFFF", "location": 0}, {"color": "#000000", "location": 1}], "start": {"x": 0, "y": 0}, "end": {"x": 1, "y": 0}}"##
        let content =
            ##"{"type": "vstack", "alignment": "leading", "children": [{"type": "text", "id": "t", "text": "ABCDEFGHIJKLMNOPQRSTUVWX", "size": 14, "color": "#000000", "lineLimit": 1}]}"##
        let finding = try #require(ContrastTextRule().check(try input(content, backdrop: gradient), thresholds: Thresholds()).first)
        #expect(finding.measured! < 4.5)
        #expect(["W", "X"].contains(finding.details["glyph"]))
    }

    @Test func disabledTitlesAreMeasuredByTheirOwnRule() throws {
        let content = """
            {"type": "vstack", "children": [{"type": "text", "id": "why", "text": "Accept the terms first."},
              {"type": "button", "id": "go", "title": "Continue", "style": "borderedProminent", "tint": "#0050B3",
               "states": {"disabled": {"cause": "precondition", "reason": "why"}}}]}
            """
        let checked = try input(content)
        #expect(ContrastTextRule().check(checked, thresholds: Thresholds()).isEmpty)
        let finding = try #require(ContrastDisabledRule().check(checked, thresholds: Thresholds()).first)
        #expect(finding.rule == .contrastDisabled && finding.element == "go" && finding.state == .disabled)
        // tertiaryLabel on tertiarySystemFill over white: #B9B9BC on #EFEFF0.
        #expect(finding.message.hasPrefix("The disabled title of \"go\" measures 1.70:1 (#B9B9BC on #EFEFF0), below 3.00:1"))
        #expect(finding.threshold == 3)
    }

    @Test func aDisabledFieldsAndTogglesTextIsMeasuredByTheDisabledRule() throws {
        // Format 2: in the disabled render a disabled field's label and value, and a disabled toggle's
        // label, are disabled text (tertiaryLabel by default): contrast.disabled's, not contrast.text's.
        let content = """
            {"type": "vstack", "alignment": "leading", "children": [
              {"type": "textField", "id": "email", "label": "Email", "value": "sam@example.com", "disabled": {"cause": "inFlight"}},
              {"type": "toggle", "id": "sync", "label": "Sync", "disabled": {"cause": "inFlight", "colors": {"label": "#3C3C43"}}}]}
            """
        let checked = try input(content)
        #expect(ContrastTextRule().check(checked, thresholds: Thresholds()).isEmpty)
        let findings = ContrastDisabledRule().check(checked, thresholds: Thresholds())
        // One finding per drawn text: the label on white, the value on the box's secondarySystemBackground.
        #expect(findings.map(\.element) == ["email", "email"])
        #expect(findings.map(\.state) == [.disabled, .disabled])
        #expect(
            findings[0].message
                == "The disabled label of \"email\" measures 1.74:1 (#C4C4C7 on #FFFFFF), below 3.00:1: grey on grey that reads as broken.")
        #expect(
            findings[1].message
                == "The disabled value of \"email\" measures 1.71:1 (#BBBBC1 on #F2F2F7), below 3.00:1: grey on grey that reads as broken.")
        #expect(
            findings[1].fix == "Darken the text to #8B8B91 (3.03:1, ΔE OK 0.155): it is iOS's tertiaryLabel; add a \"colors\" entry "
                + "\"tertiaryLabel\" ($.colors.tertiaryLabel) with #8B8B91 in light.")
        // In idle the same texts are enabled text, in black.
        #expect(checked.cases.filter { $0.state == .idle }.count == 1)
    }

    @Test func aTeamsLegibleDisabledColoursPass() throws {
        let content = """
            {"type": "vstack", "children": [{"type": "text", "id": "why", "text": "Accept the terms first."},
              {"type": "button", "id": "go", "title": "Continue", "style": "glassProminent", "tint": "#0050B3",
               "states": {"disabled": {"cause": "precondition", "reason": "why", "colors": {"fill": "#E5E5EA", "title": "#3C3C43"}}}}]}
            """
        #expect(ContrastDisabledRule().check(try input(content), thresholds: Thresholds()).isEmpty)
    }

    @Test func aConfiguredDisabledMinimumIsUsed() throws {
        let content = """
            {"type": "vstack", "children": [{"type": "button", "id": "go", "title": "Continue", "style": "borderedProminent",
              "states": {"disabled": {"cause": "inFlight", "colors": {"fill": "#E5E5EA", "title": "#6D6D72"}}}}]}
            """
        var thresholds = Thresholds()
        #expect(ContrastDisabledRule().check(try input(content), thresholds: thresholds).isEmpty)
        thresholds.disabledContrast = 4.5
        #expect(ContrastDisabledRule().check(try input(content), thresholds: thresholds).count == 1)
    }

    @Test func aPastelFillFailsNonTextContrastAndAStrongOnePasses() throws {
        let pastel =
            ##"{"type": "vstack", "children": [{"type": "button", "id": "b", "title": "Redeem", "style": "borderedProminent", "colors": {"fill": "#A8D4FF", "title": "#000000"}}]}"##
        let finding = try #require(ContrastNonTextRule().check(try input(pastel), thresholds: Thresholds()).first)
        #expect(
            finding.element == "b"
                && abs(
                    finding.measured!
                        - WCAGContrast.ratio(SRGBColor(red8: 0xA8, green8: 0xD4, blue8: 0xFF), SRGBColor(red: 1, green: 1, blue: 1)))
                    < 1e-12
        )
        let strong =
            ##"{"type": "vstack", "children": [{"type": "button", "id": "b", "title": "Redeem", "style": "borderedProminent", "tint": "#0050B3"}]}"##
        #expect(ContrastNonTextRule().check(try input(strong), thresholds: Thresholds()).isEmpty)
    }

    @Test func darkAppearanceIsMeasuredOnDarkPixels() throws {
        let content =
            ##"{"type": "vstack", "children": [{"type": "text", "id": "t", "text": "Hello", "color": {"light": "#000000", "dark": "#444444"}}]}"##
        let findings = ContrastTextRule().check(
            try input(
                content, backdrop: ##"{"type": "solid", "color": "systemBackground"}"##,
                appearances: #"["light", "dark"]"#), thresholds: Thresholds())
        #expect(findings.map(\.appearance) == [.dark])
    }
}
