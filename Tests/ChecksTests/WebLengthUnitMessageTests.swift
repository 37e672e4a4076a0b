import Checks
import Spec
import Testing

// The same screens checked as iOS and as web specs: the rules' messages, fixes and finding units speak
// points and Dynamic Type on iOS, and CSS px and browser text zoom on the web (Platform.lengthUnit decides).
// Monospace text (see MonospaceMeasurer): text zoom 100 % lays text out at Large's sizes, so the web numbers
// are the iOS ones at Large; 200 % doubles them (a body line 34 px of text on a 44 px line, 17 px a character).
@Suite("messages in the spec's length unit")
struct WebLengthUnitMessageTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let rule: any Rule
        let content: String
        var iosSizes: [SizeCategory] = [.large]
        var webSizes: [SizeCategory] = [.zoom100]
        let unit: (ios: FindingUnit?, web: FindingUnit?)
        let message: (ios: String, web: String)
        let fix: (ios: String, web: String)
        var testDescription: String { name }
    }

    static let reason = #"{"type": "text", "id": "reason", "text": "Sign in first.", "style": "footnote"}"#
    static let join =
        #"{"type": "button", "id": "join", "title": "Join", "role": "primary", "frame": {"maxWidth": "infinity"}, "states": {"disabled": {"cause": "precondition", "reason": "reason", "accessibilityValue": "Sign in first"}}}"#

    static let cases: [Case] = [
        Case(
            name: "target.size: a small button; the web cites WCAG alone",
            rule: TargetSizeRule(),
            content: RuleTest.stack(#"{"type": "button", "id": "edit", "title": "Edit", "style": "plain", "controlSize": "small"}"#),
            unit: (.point, .cssPixel),
            message: (
                "At large \"edit\" is 54 × 32 pt, under 44 × 44 pt (Apple HIG; WCAG 2.5.5 Target Size (Enhanced), AAA).",
                "At text zoom 100 % \"edit\" is 54 × 32 px, under 44 × 44 px (WCAG 2.5.5 Target Size (Enhanced), AAA)."
            ),
            fix: (
                "\"edit\" needs 12 pt more height: padding 6 pt top and bottom as a \"tapArea\" ({\"padding\": {\"vertical\": 6}}), a minimum frame of 44 × 44 pt, or a larger control size.",
                "\"edit\" needs 12 px more height: padding 6 px top and bottom as a \"tapArea\" ({\"padding\": {\"vertical\": 6}}), a minimum frame of 44 × 44 px, or a larger control size."
            )),
        Case(
            name: "target.size: a segmented picker's narrow segment",
            rule: TargetSizeRule(),
            content: RuleTest.stack(
                #"{"type": "picker", "id": "size", "label": "Size", "options": ["36", "37", "38", "39", "40", "41", "42"]}"#),
            unit: (.point, .cssPixel),
            message: (
                "At large the segment \"36\" of \"size\" is 38.3 × 44 pt, under 44 × 44 pt.",
                "At text zoom 100 % the segment \"36\" of \"size\" is 38.3 × 44 px, under 44 × 44 px."
            ),
            fix: (
                "Give \"size\" 40 pt more width, so each of its 7 segments is 44 pt wide; or at most 6 segments in its 268 pt; or use a menu.",
                "Give \"size\" 40 px more width, so each of its 7 segments is 44 px wide; or at most 6 segments in its 268 px; or use a menu."
            )),
        Case(
            name: "label.clipped: a title spilling out of a fixed-height button; the web's fix speaks of text zoom and reflow",
            rule: LabelClippedRule(),
            content: RuleTest.stack(
                #"{"type": "button", "id": "not-now", "title": "Not Now", "style": "plain", "frame": {"maxWidth": "infinity", "height": 36}}"#
            ),
            iosSizes: [.AX3], webSizes: [.zoom200],
            unit: (.point, .cssPixel),
            message: (
                "At AX3 the title of \"not-now\" is 140 × 48 pt and spills 6 pt out of its 268 × 36 pt frame.",
                "At text zoom 200 % the title of \"not-now\" is 119 × 44 px and spills 4 px out of its 268 × 36 px frame."
            ),
            fix: (
                "\"not-now\" needs 12 pt more height at AX3 to hold the title of \"not-now\": raise its frame.height from 36 to 48 or drop its fixed height.",
                "\"not-now\" needs 8 px more height at text zoom 200 % to hold the title of \"not-now\": raise its frame.height from 36 to 44 or drop its fixed height."
            )),
        Case(
            name: "control.not-scaled: a checkbox held at 22 beside larger text",
            rule: ControlNotScaledRule(),
            content: RuleTest.stack(
                #"{"type": "toggle", "id": "terms", "label": "I agree", "style": "checkbox", "scalesWithText": false}"#),
            iosSizes: [.AX5], webSizes: [.zoom200],
            unit: (.point, .cssPixel),
            message: (
                "At AX5 the checkbox of \"terms\" is 22 × 22 pt beside 53 pt label text: it does not grow with Dynamic Type.",
                "At text zoom 200 % the checkbox of \"terms\" is 22 × 22 px beside 34 px label text: it does not grow with browser text zoom."
            ),
            fix: (
                "Scale the checkbox of \"terms\" with its label's text style (an SF Symbol in the label's font, or @ScaledMetric for its frame), so it is at least as tall as the text.",
                "Size the checkbox of \"terms\" in em (or rem) so it grows with its label's text under browser text zoom and stays at least as tall as the text."
            )),
        Case(
            name: "disabled.reason-not-adjacent: a reason too far above its button",
            rule: DisabledReasonNotAdjacentRule(),
            content: RuleTest.stack(reason, join, spacing: 40),
            unit: (.point, .cssPixel),
            message: (
                "At large the reason \"reason\" is 40 pt above \"join\", more than 16 pt.",
                "At text zoom 100 % the reason \"reason\" is 40 px above \"join\", more than 16 px."
            ),
            fix: (
                "Move \"reason\" 24 pt closer to \"join\": set $.content.spacing, now 40, to 16, the gap their stack puts between them.",
                "Move \"reason\" 24 px closer to \"join\": set $.content.spacing, now 40, to 16, the gap their stack puts between them."
            )),
        Case(
            name: "loading.footprint: a spinner that replaces the title",
            rule: LoadingFootprintRule(),
            content: RuleTest.stack(
                #"{"type": "button", "id": "sign-in", "title": "Sign In", "role": "primary", "states": {"loading": {"indicator": "replace"}}}"#
            ),
            unit: (.point, .cssPixel),
            message: (
                "At large \"sign-in\" is 52 × 44 pt at (16, 16) while loading but 91.5 × 44 pt at (16, 16) idle, 39.5 pt off.",
                "At text zoom 100 % \"sign-in\" is 52 × 44 px at (16, 16) while loading but 91.5 × 44 px at (16, 16) idle, 39.5 px off."
            ),
            fix: (
                "Keep the title of \"sign-in\" laid out and hidden (opacity 0) under a centred spinner, so loading keeps the idle footprint.",
                "Keep the title of \"sign-in\" laid out and hidden (opacity 0) under a centred spinner, so loading keeps the idle footprint."
            )),
        Case(
            name: "target.overlap: tap areas reaching into each other",
            rule: TargetOverlapRule(),
            content: RuleTest.stack(
                """
                {"type": "hstack", "spacing": 4, "children": [
                  {"type": "button", "id": "share", "title": "Share", "style": "plain", "controlSize": "mini", "titleStyle": "caption2", "tapArea": {"minWidth": 44, "minHeight": 44}},
                  {"type": "button", "id": "close", "title": "X", "style": "plain", "controlSize": "mini", "titleStyle": "caption2", "tapArea": {"minWidth": 44, "minHeight": 44}}]}
                """),
            unit: (.point, .cssPixel),
            message: (
                "At large the tap area of \"close\" overlaps the tap area of \"share\" by 7.5 × 44 pt, so a tap there may reach either.",
                "At text zoom 100 % the tap area of \"close\" overlaps the tap area of \"share\" by 7.5 × 44 px, so a tap there may reach either."
            ),
            fix: (
                "Keep the hit regions of \"close\" and \"share\" apart: move the controls apart or let the tap area grow away from the neighbour.",
                "Keep the hit regions of \"close\" and \"share\" apart: move the controls apart or let the tap area grow away from the neighbour."
            )),
        Case(
            name: "label.scaled-below-minimum: a title shrunk below the floor",
            rule: LabelScaledBelowMinimumRule(),
            content: RuleTest.stack(
                #"{"type": "button", "id": "save", "title": "Save and Publish", "frame": {"width": 100}, "lineLimit": 1, "minimumScaleFactor": 0.3}"#
            ),
            unit: (.point, .cssPixel),
            message: (
                "At large the title of \"save\" is shrunk from 17 pt to 8.5 pt to fit its line limit, below the 11 pt legibility floor.",
                "At text zoom 100 % the title of \"save\" is shrunk from 17 px to 8.5 px to fit its line limit, below the 11 px legibility floor."
            ),
            fix: (
                "The title of \"save\" stays at 11 pt with a minimumScaleFactor of at least 0.65 (11 of 17 pt): raise it from 0.3 to 0.65, let the title wrap onto more lines (raise its lineLimit from 1), or shorten it.",
                "The title of \"save\" stays at 11 px with a minimumScaleFactor of at least 0.65 (11 of 17 px): raise it from 0.3 to 0.65, let the title wrap onto more lines (raise its lineLimit from 1), or shorten it."
            )),
        Case(
            name: "label.clipped: a line past the screen's edge",
            rule: LabelClippedRule(),
            content: RuleTest.stack(
                #"{"type": "text", "id": "wide", "text": "Wide text that runs on and on past the edge", "frame": {"width": 400, "alignment": "leading"}}"#
            ),
            unit: (.point, .cssPixel),
            message: (
                "At large the text \"wide\" runs 81.5 pt past the edge of the screen.",
                "At text zoom 100 % the text \"wide\" runs 81.5 px past the edge of the screen."
            ),
            fix: (
                "The text \"wide\" needs 81.5 pt more width at large: remove fixed sizes from the container of the text \"wide\" so it can grow with Dynamic Type.",
                "The text \"wide\" needs 81.5 px more width at text zoom 100 %: remove fixed sizes from the container of the text \"wide\" so it can grow under browser text zoom and reflow at 320 px."
            )),
        Case(
            name: "disabled.reason-not-on-button: the web's accessible description, not VoiceOver's value",
            rule: DisabledReasonNotOnButtonRule(),
            content: RuleTest.stack(
                reason,
                #"{"type": "button", "id": "join", "title": "Join", "role": "primary", "states": {"disabled": {"cause": "precondition", "reason": "reason"}}}"#
            ),
            unit: (nil, nil),
            message: (
                "\"join\" is disabled (cause precondition) with no accessibility value, so VoiceOver says only \"Join, dimmed, button\".",
                "\"join\" is disabled (cause precondition) with no accessible description, so a screen reader says only \"Join, button, unavailable\"."
            ),
            fix: (
                "Set the accessibility value of \"join\" to the reason while it is disabled.",
                "Give \"join\" the reason as its accessible description while it is disabled (its disabled state's \"accessibilityValue\"; aria-describedby naming the reason on the page)."
            )),
    ]

    @Test("each rule's message, fix and unit on iOS and on the web", arguments: cases)
    func messages(_ item: Case) throws {
        let ios = try RuleTest.check(item.rule, item.content, sizes: item.iosSizes)
        #expect(ios.messages == [item.message.ios])
        #expect(ios.findings.map(\.fix) == [item.fix.ios])
        #expect(ios.findings.map(\.unit) == [item.unit.ios])
        let web = try RuleTest.check(item.rule, item.content, sizes: item.webSizes, platform: "web")
        #expect(web.messages == [item.message.web])
        #expect(web.findings.map(\.fix) == [item.fix.web])
        #expect(web.findings.map(\.unit) == [item.unit.web])
    }
}
