import Checks
import Layout
import Spec
import TestSupport
import Testing

// Format 3's scenarios as the rules see them, with the monospace stand-in (RuleTestSupport): "Apply code" at
// Large is 10 × 8.5 = 85 pt of title, so Apply is 85 + 32 = 117 pt wide idle and 52 pt with a replacing
// spinner; "Pay" is 25.5 + 32 = 57.5 pt. In a centred column as wide as its widest button, Pay sits at
// x = 16 + (117 − 57.5) / 2 = 45.75 while Apply is idle, and at 16 once Apply shrinks below it.
@Suite("Scenarios in the rules")
struct ScenarioRuleTests {
    static let buttons = #"""
        {"type": "vstack", "alignment": "leading", "padding": 16, "frame": {"maxWidth": "infinity", "alignment": "topLeading"}, "children": [
          {"type": "vstack", "alignment": "center", "spacing": 8, "children": [
            {"type": "button", "id": "apply", "title": "Apply code", "states": {"loading": {"indicator": "replace"}}},
            {"type": "button", "id": "pay", "title": "Pay", "role": "primary", "states": {"loading": {"indicator": "overlay"}}}
          ]}
        ]}
        """#

    static func spec(_ content: String, version: Int = 3, scenarios: String? = nil) throws -> ScreenSpec {
        let json = """
            {"version": \(version), "name": "Scenario test", "viewport": {"width": 300, "height": 600, "scale": 1},
             "content": \(content)\(scenarios.map { #", "scenarios": \#($0)"# } ?? "")}
            """
        return try SpecLoader.load(bytes: Array(json.utf8), file: RuleTest.file, baseDirectory: "/tmp")
    }

    /// Every situation the spec renders, laid out at Large (no pixels).
    static func input(_ spec: ScreenSpec) throws -> CheckInput {
        let cases = try spec.situations.map { situation in
            let renderCase = RenderCase(appearance: .light, size: .large, state: situation.state, scenario: situation.scenario)
            let tree = try LayoutEngine.layout(spec, renderCase, measurer: MonospaceMeasurer())
            return RenderedCase(appearance: .light, size: .large, state: situation.state, tree: tree, rendering: nil, spec: spec)
        }
        return CheckInput(spec: spec, cases: cases)
    }

    @Test("the built-in loading state loads both buttons: Pay moves while Apply shrinks, and is reported too")
    func builtInLoadingBlamesPay() throws {
        let spec = try Self.spec(Self.buttons, version: 2)
        let findings = LoadingFootprintRule().check(try Self.input(spec), thresholds: Thresholds())
        #expect(findings.map(\.element) == ["apply", "pay"])
        #expect(findings.map(\.scenario) == [nil, nil])
        #expect(
            findings.last?.message
                == "At large \"pay\" is 57.5 × 44 pt at (16, 68) while loading but 57.5 × 44 pt at (45.8, 68) idle, 29.8 pt off.")
    }

    @Test("one of two buttons loads: only Apply's footprint is reported, in its scenario, compared with idle")
    func oneButtonLoads() throws {
        let spec = try Self.spec(
            Self.buttons,
            scenarios: #"""
                [{"name": "pay-loading", "controls": {"pay": {"loading": true}}},
                 {"name": "apply-loading", "from": "idle", "controls": {"apply": {"loading": true}}}]
                """#)
        #expect(spec.situations.map { $0.scenario ?? $0.state.rawValue } == ["idle", "pay-loading", "apply-loading"])
        let findings = LoadingFootprintRule().check(try Self.input(spec), thresholds: Thresholds())
        #expect(
            findings == [
                Finding(
                    rule: .loadingFootprint, file: RuleTest.file, location: spec.node(withID: "apply")!.location, element: "apply",
                    appearance: .light, state: .loading, scenario: "apply-loading", size: .large, measured: 65, threshold: 0.5,
                    unit: .point,
                    message:
                        "At large \"apply\" is 52 × 44 pt at (18.8, 16) while loading but 117 × 44 pt at (16, 16) in \"idle\", 65 pt off.",
                    fix:
                        "Keep the title of \"apply\" laid out and hidden (opacity 0) under a centred spinner, so loading keeps the idle footprint."
                )
            ])
        #expect(findings.first?.state == .idle)
    }

    @Test("a button already loading in the base is compared with the nearest base where it is not")
    func loadingInheritedFromTheBase() throws {
        let spec = try Self.spec(
            Self.buttons,
            scenarios: #"""
                [{"name": "apply-loading", "controls": {"apply": {"loading": true}}},
                 {"name": "both-loading", "from": "apply-loading", "controls": {"pay": {"loading": true}}}]
                """#)
        let findings = LoadingFootprintRule().check(try Self.input(spec), thresholds: Thresholds())
        // Pay is compared with apply-loading, where Apply has already shrunk: Pay keeps its frame.
        #expect(findings.map(\.element) == ["apply", "apply"])
        #expect(findings.map(\.scenario) == ["apply-loading", "both-loading"])
        #expect(
            findings.map(\.message).last
                == "At large \"apply\" is 52 × 44 pt at (18.8, 16) while loading but 117 × 44 pt at (16, 16) in \"idle\", 65 pt off.")
    }

    static let upload = #"""
        {"type": "vstack", "alignment": "leading", "spacing": 8, "padding": 16, "frame": {"maxWidth": "infinity", "alignment": "topLeading"}, "children": [
          {"type": "text", "id": "offline-reason", "text": "Upload needs a connection.", "style": "footnote", "visibleIn": ["disabled"]},
          {"type": "button", "id": "upload", "title": "Upload", "frame": {"maxWidth": "infinity"},
           "states": {"disabled": {"cause": "impossible", "reason": "offline-reason"}}}
        ]}
        """#

    @Test("the disabled-reason rules judge the scenario that disables the control, with its reason")
    func reasonHiddenWhereDisabled() throws {
        let spec = try Self.spec(
            Self.upload,
            scenarios: #"""
                [{"name": "online", "visible": ["offline-reason"]},
                 {"name": "offline", "controls": {"upload": {"disabled": true}}}]
                """#)
        let input = try Self.input(spec)
        #expect(input.cases.map(\.renderCase.name) == ["light/large-online", "light/large-offline"])
        let missing = DisabledReasonMissingRule().check(input, thresholds: Thresholds())
        #expect(missing.map(\.scenario) == ["offline"])
        #expect(missing.map(\.message) == ["At large the reason \"offline-reason\" is not shown while \"upload\" is disabled."])
        #expect(DisabledReasonNotAdjacentRule().check(input, thresholds: Thresholds()).isEmpty)
    }

    @Test("a scenario that shows the reason where the control is disabled is clean, and one where it is enabled is not judged")
    func reasonShownWhereDisabled() throws {
        let spec = try Self.spec(
            Self.upload,
            scenarios: #"""
                [{"name": "offline", "controls": {"upload": {"disabled": true}}, "visible": ["offline-reason"]},
                 {"name": "online", "from": "offline", "controls": {"upload": {"disabled": false}}, "hidden": ["offline-reason"]}]
                """#)
        let input = try Self.input(spec)
        #expect(DisabledReasonMissingRule().check(input, thresholds: Thresholds()).isEmpty)
        #expect(DisabledReasonNotAdjacentRule().check(input, thresholds: Thresholds()).isEmpty)
        let online = try #require(input.cases.first { $0.scenario == "online" })
        #expect(!online.tree.root.allNodes.contains { $0.id == "offline-reason" })
        let offline = try #require(input.cases.first { $0.scenario == "offline" })
        #expect(offline.tree.root.allNodes.contains { $0.id == "offline-reason" })
    }
}
