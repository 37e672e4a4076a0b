import Checks
import JSON
import Spec
import Testing

// Monospace body title at Large: 22 pt line, 8.5 pt a character.
@Suite("target.size")
struct TargetSizeRuleTests {
    @Test("a small button: 34 + 2 × 10 = 54 pt wide, 22 + 2 × 5 = 32 pt tall")
    func smallButton() throws {
        let content = RuleTest.stack(
            #"{"type": "button", "id": "edit", "title": "Edit", "style": "plain", "controlSize": "small", "states": {"disabled": {"cause": "inFlight"}}}"#
        )
        let checked = try RuleTest.check(TargetSizeRule(), content)
        #expect(
            checked.findings == [
                Finding(
                    rule: .targetSize, file: RuleTest.file, location: checked.location("edit"), element: "edit",
                    appearance: .light, state: .idle, size: .large, measured: 32, threshold: 44, unit: .point,
                    message: "At large \"edit\" is 54 × 32 pt, under 44 × 44 pt (Apple HIG; WCAG 2.5.5 Target Size (Enhanced), AAA).",
                    fix:
                        "\"edit\" needs 12 pt more height: padding 6 pt top and bottom as a \"tapArea\" ({\"padding\": {\"vertical\": 6}}), "
                        + "a minimum frame of 44 × 44 pt, or a larger control size.",
                    details: ["heightNeeded": "12"])
            ])
        #expect(checked.findings.first?.edits == [])
    }

    @Test("a segmented picker's narrowest segment: 268 pt shared by seven is 38.3 pt")
    func narrowSegments() throws {
        let content = RuleTest.stack(
            #"{"type": "picker", "id": "size", "label": "Size", "options": ["36", "37", "38", "39", "40", "41", "42"]}"#)
        let checked = try RuleTest.check(TargetSizeRule(), content)
        #expect(checked.messages == ["At large the segment \"36\" of \"size\" is 38.3 × 44 pt, under 44 × 44 pt."])
        #expect(checked.findings.first?.measured == 268.0 / 7)
        // Seven segments of 44 pt need 308 pt, 40 more than the 268 they share; 268 pt holds six.
        #expect(
            checked.findings.first?.fix
                == "Give \"size\" 40 pt more width, so each of its 7 segments is 44 pt wide; or at most 6 segments in its 268 pt; or use a menu."
        )
        // Six segments are 44.7 pt wide, and a stepper's buttons are 47 × 44 pt: both pass.
        let six = RuleTest.stack(
            #"{"type": "picker", "id": "size", "label": "Size", "options": ["36", "37", "38", "39", "40", "41"]}"#,
            #"{"type": "stepper", "id": "guests", "label": "Guests: 2"}"#)
        #expect(try RuleTest.check(TargetSizeRule(), six).findings.isEmpty)
    }

    @Test("a date picker's button: its column of the 44 pt row, \"5\" (8.5 pt) plus 11 pt a side is 30.5 pt wide")
    func narrowDateButton() throws {
        let checked = try RuleTest.check(
            TargetSizeRule(), RuleTest.stack(#"{"type": "datePicker", "id": "day", "label": "Day", "value": "5"}"#))
        #expect(checked.messages == ["At large the date button of \"day\" is 30.5 × 44 pt, under 44 × 44 pt."])
        #expect(checked.findings.first?.fix == "The date button of \"day\" needs 13.5 pt more width: a longer date, or a minimum frame.")
        #expect(
            try RuleTest.check(TargetSizeRule(), RuleTest.stack(#"{"type": "datePicker", "id": "d", "label": "Date", "value": "1 Dec"}"#))
                .findings.isEmpty)
    }

    @Test("a date picker's, stepper's or picker's tapArea grows each of its targets (format 2)")
    func controlTapAreas() throws {
        let padded = RuleTest.stack(
            #"{"type": "datePicker", "id": "day", "label": "Day", "value": "5", "tapArea": {"padding": {"horizontal": 4}}}"#)
        #expect(
            try RuleTest.check(TargetSizeRule(), padded).messages == [
                "At large the tap area of the date button of \"day\" is 38.5 × 44 pt, under 44 × 44 pt."
            ])
        let grown = RuleTest.stack(
            #"{"type": "datePicker", "id": "day", "label": "Day", "value": "5", "tapArea": {"minWidth": 44, "minHeight": 44}}"#)
        #expect(try RuleTest.check(TargetSizeRule(), grown).findings.isEmpty)
        let segments = RuleTest.stack(
            #"{"type": "picker", "id": "size", "label": "Size", "options": ["1", "2", "3", "4", "5", "6", "7"], "tapArea": {"minWidth": 44}}"#
        )
        #expect(try RuleTest.check(TargetSizeRule(), segments).findings.isEmpty)
        let narrow = RuleTest.stack(#"{"type": "picker", "id": "size", "label": "Size", "options": ["1", "2", "3", "4", "5", "6", "7"]}"#)
        #expect(try RuleTest.check(TargetSizeRule(), narrow).findings.count == 1)
    }

    @Test("the smaller side is measured: a 40 pt wide button")
    func narrow() throws {
        let content = RuleTest.stack(#"{"type": "button", "id": "x", "title": "X", "frame": {"width": 40, "height": 60}}"#)
        let checked = try RuleTest.check(TargetSizeRule(), content)
        #expect(checked.messages == ["At large \"x\" is 40 × 60 pt, under 44 × 44 pt (Apple HIG; WCAG 2.5.5 Target Size (Enhanced), AAA)."])
        #expect(checked.findings.first?.measured == 40)
        // The width is a literal: the fix raises it to 44, and the edit clears the finding.
        #expect(checked.findings.first?.fix == "\"x\" needs 4 pt more width: raise its frame.width from 40 to 44 pt.")
        let edits = try #require(checked.findings.first?.edits)
        #expect(
            edits == [
                SpecEdit(
                    file: RuleTest.file, location: JSON.SourceLocation(line: 3, column: 78),
                    path: "$.content.children[0].frame.width", replacement: "44")
            ])
        #expect(try SpecEditCheck.recheck(TargetSizeRule(), content, edits: edits).isEmpty)
    }

    @Test("a tap area whose minimums are written: both raised to 44 by edits that clear the finding")
    func tapAreaMinimums() throws {
        let content = RuleTest.stack(
            #"{"type": "button", "id": "close", "title": "X", "style": "plain", "controlSize": "mini", "tapArea": {"minWidth": 30, "minHeight": 36}}"#
        )
        let checked = try RuleTest.check(TargetSizeRule(), content)
        #expect(
            checked.findings.map(\.fix) == [
                "\"close\" needs 14 pt more width and 8 pt more height: raise its tapArea.minWidth from 30 to 44 and its tapArea.minHeight from 36 to 44 pt."
            ])
        let edits = try #require(checked.findings.first?.edits)
        #expect(edits.map(\.path) == ["$.content.children[0].tapArea.minWidth", "$.content.children[0].tapArea.minHeight"])
        #expect(edits.map(\.replacement) == ["44", "44"])
        #expect(try SpecEditCheck.recheck(TargetSizeRule(), content, edits: edits).isEmpty)
    }

    @Test("under 24 × 24 it is under WCAG 2.5.8's AA minimum too, and says so")
    func underTheAAMinimum() throws {
        let content = RuleTest.stack(
            #"{"type": "button", "id": "x", "title": "X", "style": "plain", "frame": {"width": 20, "height": 20}}"#)
        #expect(
            try RuleTest.check(TargetSizeRule(), content).messages == [
                "At large \"x\" is 20 × 20 pt, under 44 × 44 pt (Apple HIG; WCAG 2.5.5 Target Size (Enhanced), AAA), and under 24 × 24, the AA minimum of WCAG 2.5.8 Target Size (Minimum)."
            ])
    }

    @Test("the catalogue cites Apple's HIG and WCAG 2.5.5 for 44, and 2.5.8 only for its 24 × 24")
    func citations() throws {
        let info = try #require(RuleCatalog.all.first { $0.id == .targetSize })
        #expect(
            info.citations.map(\.text) == [
                "Apple Human Interface Guidelines: hit targets at least 44×44 pt",
                "WCAG 2.2 SC 2.5.5 (Target Size (Enhanced), AAA: 44×44 CSS px)",
                "WCAG 2.2 SC 2.5.8 (Target Size (Minimum), AA: only 24×24 CSS px)",
            ])
        #expect(
            info.citations.map(\.url) == [
                "https://developer.apple.com/design/human-interface-guidelines/accessibility",
                "https://www.w3.org/WAI/WCAG22/Understanding/target-size-enhanced.html",
                "https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum.html",
            ])
    }

    @Test("a toggle's row")
    func toggleRow() throws {
        let content = RuleTest.stack(#"{"type": "toggle", "id": "notify", "label": "Notify me", "frame": {"height": 30}}"#)
        #expect(
            try RuleTest.check(TargetSizeRule(), content).messages == [
                "At large \"notify\" is 268 × 30 pt, under 44 × 44 pt (Apple HIG; WCAG 2.5.5 Target Size (Enhanced), AAA)."
            ])
    }

    @Test("a small button grows past 44 pt at accessibility sizes (AX1: 34 + 10 = 44 pt)")
    func growsAtLargeSizes() throws {
        let content = RuleTest.stack(#"{"type": "button", "id": "edit", "title": "Edit", "style": "plain", "controlSize": "small"}"#)
        #expect(try RuleTest.check(TargetSizeRule(), content, sizes: [.xxxLarge, .AX1]).sizes == [.xxxLarge])
    }

    @Test("regular buttons and default toggles are at least 44 pt; the minimum is configurable")
    func regular() throws {
        let content = RuleTest.stack(
            #"{"type": "button", "id": "go", "title": "Go"}"#,
            #"{"type": "toggle", "id": "notify", "label": "Notify me", "style": "checkbox"}"#)
        #expect(try RuleTest.check(TargetSizeRule(), content, sizes: SizeCategory.dynamicTypeSizes).findings.isEmpty)
        var thresholds = Thresholds()
        thresholds.targetSize = 50
        // "Go": 17 + 32 = 49 × 44 pt.
        #expect(
            try RuleTest.check(TargetSizeRule(), content, thresholds: thresholds).messages == [
                "At large \"go\" is 49 × 44 pt, under 50 × 50 pt.", "At large \"notify\" is 268 × 44 pt, under 50 × 50 pt.",
            ])
    }

    @Test("the checker merges the sizes into one finding and keeps the smallest side (xxxLarge: 29 + 10 = 39 pt)")
    func mergedByTheChecker() throws {
        let spec = try RuleTest.spec(
            RuleTest.stack(#"{"type": "button", "id": "edit", "title": "Edit", "style": "plain", "controlSize": "small"}"#))
        let findings = Checker.check(try RuleTest.input(spec, sizes: [.large, .xxxLarge, .AX1])).filter { $0.rule == .targetSize }
        #expect(findings.count == 1)
        #expect(findings.first?.sizes == [.large, .xxxLarge])
        #expect(findings.first?.worstSize == .large)
        #expect(findings.first?.measured == 32)
    }
}
