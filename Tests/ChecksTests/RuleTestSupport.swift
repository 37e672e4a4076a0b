import Checks
import Foundation
import JSON
import Layout
import Spec
import TestSupport
import Text

// Shared by the tests of the declarative and geometry rules: specs written inline, laid out with a
// monospace stand-in for the text engine (TestSupport's MonospaceMeasurer: a body line at Large is 17 pt
// of text on a 22 pt leading; "Continue" is 8 × 8.5 = 68 pt wide) so frames can be worked out by hand.

enum RuleTest {
    static let file = "rule-test.json"

    /// A spec around the JSON of its content, in a `width`×`height` pt viewport.
    static func spec(
        _ content: String, width: Int = 300, height: Int = 600, platform: String = "ios",
        appearances: [String] = ["light"], suppressions: String = "[]"
    ) throws -> ScreenSpec {
        let list = appearances.map { "\"\($0)\"" }.joined(separator: ", ")
        let json = """
            {"version": 2, "name": "Rule test", "platform": "\(platform)", "appearances": [\(list)],
             "viewport": {"width": \(width), "height": \(height), "scale": 1}, "content": \(content),
             "suppressions": \(suppressions)}
            """
        return try SpecLoader.load(bytes: Array(json.utf8), file: file, baseDirectory: "/tmp")
    }

    /// The spec laid out at `sizes` in every appearance and state it renders (no pixels).
    static func input(
        _ spec: ScreenSpec, sizes: [SizeCategory] = [.large],
        measurer: any TextMeasuring = MonospaceMeasurer(), settings: DisplaySettings = .none
    ) throws -> CheckInput {
        var cases: [RenderedCase] = []
        for locale in spec.locales {
            for appearance in spec.appearances {
                for size in sizes {
                    // Each built-in state, or each scenario of a format 3 spec that names some.
                    for situation in spec.situations {
                        let tree = try LayoutEngine.layout(
                            spec, size: size, state: situation.state, appearance: appearance, settings: settings,
                            locale: spec.caseLocale(locale), measurer: measurer,
                            backdropImage: SpecBackdrop.image(for: spec), scenario: situation.scenario)
                        cases.append(
                            RenderedCase(appearance: appearance, size: size, state: situation.state, tree: tree, rendering: nil, spec: spec)
                        )
                    }
                }
            }
        }
        return CheckInput(spec: spec, cases: cases)
    }

    /// Lays out the content and runs one rule over it.
    static func check(
        _ rule: any Rule, _ content: String, sizes: [SizeCategory] = [.large], width: Int = 300, height: Int = 600,
        platform: String = "ios", appearances: [String] = ["light"], thresholds: Thresholds = Thresholds()
    ) throws -> Checked {
        let spec = try spec(content, width: width, height: height, platform: platform, appearances: appearances)
        return Checked(spec: spec, findings: rule.check(try input(spec, sizes: sizes), thresholds: thresholds))
    }

    /// A full-width vstack of the given children, leading-aligned, 8 pt apart, 16 pt padding: the
    /// first child's top leading corner is at (16, 16), and each child is offered 268 pt at width 300.
    static func stack(_ children: String..., spacing: Int = 8) -> String {
        """
        {"type": "vstack", "alignment": "leading", "spacing": \(spacing), "padding": 16, "frame": {"maxWidth": "infinity", "alignment": "topLeading"},
         "children": [\(children.joined(separator: ",\n"))]}
        """
    }
}

/// A rule's findings and the spec they are about.
struct Checked {
    let spec: ScreenSpec
    let findings: [Finding]

    /// Where the element with this id is written.
    func location(_ id: String) -> SourceLocation {
        spec.node(withID: id)?.location ?? .start
    }

    var rules: [RuleID] { findings.map(\.rule) }
    var elements: [String] { findings.map(\.element) }
    var sizes: [SizeCategory?] { findings.map(\.worstSize) }
    var messages: [String] { findings.map(\.message) }
}

/// The rules this suite covers (the contrast rules are tested elsewhere).
enum DeclarativeRules {
    static let all: [any Rule] = [
        DisabledMysteryRule(), DisabledReasonMissingRule(), DisabledReasonNotAdjacentRule(), DisabledReasonNotOnButtonRule(),
        LoadingFootprintRule(), LabelTruncatedRule(), LabelClippedRule(), TextMissingGlyphRule(), TargetSizeRule(),
        ErrorPlacementRule(), ErrorFocusRule(), ErrorUnannouncedRule(), FieldRequiredUnmarkedRule(), ValidationCardLengthRule(),
        ReflowHorizontalScrollRule(), FocusOrderRule(),
        ErrorNoSuggestionRule(), ErrorStyleRule(), ErrorValuesClearedRule(), AnnouncementNoiseRule(), RequirementColorOnlyRule(),
    ]
    static let ids = Set(all.map(\.id))
}
