import Foundation
import Layout
import Spec
import TestSupport
import Testing

// A scenario's render draws each control as the scenario sets it: the corpus's terms screen
// (specs/terms-accepted-enables-continue.json) has its checkbox unchecked next to a disabled Continue
// in terms-unchecked, and checked next to an enabled Continue in terms-checked.
@Suite("Scenario layout")
struct ScenarioLayoutTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func layout(_ slug: String, _ scenario: String, size: SizeCategory = .large) throws -> LayoutTree {
        let spec = try SpecLoader.load(path: repository.appendingPathComponent("specs/\(slug).json").path)
        return try LayoutEngine.layout(
            spec, RenderCase(appearance: .light, size: size, state: .idle, scenario: scenario), measurer: MonospaceMeasurer())
    }

    static func toggle(_ tree: LayoutTree) -> (isOn: Bool, controlIsOn: Bool)? {
        guard let row = tree.root.allNodes.first(where: { $0.id == "accept-terms" }), case .toggle(let isOn, _) = row.element,
            let control = row.children.first(where: { $0.id == "accept-terms.control" }),
            case .toggleControl(let controlIsOn, _, _, _, _, _) = control.element
        else { return nil }
        return (isOn, controlIsOn)
    }

    static func continueIsDisabled(_ tree: LayoutTree) -> Bool? {
        guard let button = tree.root.allNodes.first(where: { $0.id == "continue" }), case .button(let appearance) = button.element else {
            return nil
        }
        return appearance.isDisabled
    }

    @Test(
        "the terms checkbox is unchecked next to a disabled Continue, and checked next to an enabled one",
        arguments: [SizeCategory.large, .AX5])
    func termsToggleFollowsTheScenario(size: SizeCategory) throws {
        let unchecked = try Self.layout("terms-accepted-enables-continue", "terms-unchecked", size: size)
        let checked = try Self.layout("terms-accepted-enables-continue", "terms-checked", size: size)
        #expect(unchecked.renderCase.name == "light/\(size.rawValue)-terms-unchecked")
        #expect(Self.toggle(unchecked)?.isOn == false && Self.toggle(unchecked)?.controlIsOn == false)
        #expect(Self.toggle(checked)?.isOn == true && Self.toggle(checked)?.controlIsOn == true)
        #expect(Self.continueIsDisabled(unchecked) == true)
        #expect(Self.continueIsDisabled(checked) == false)
        #expect(unchecked.root.allNodes.contains { $0.id == "terms-reason" })
        #expect(!checked.root.allNodes.contains { $0.id == "terms-reason" })
    }

    @Test("only the loading button of a scenario draws its spinner")
    func oneButtonLoads() throws {
        let pay = try Self.layout("pay-apply-one-loading", "pay-loading")
        let apply = try Self.layout("pay-apply-one-loading", "apply-loading")
        #expect(pay.root.allNodes.compactMap(\.id).filter { $0.hasSuffix(".spinner") } == ["pay.spinner"])
        #expect(apply.root.allNodes.compactMap(\.id).filter { $0.hasSuffix(".spinner") } == ["apply.spinner"])
    }

    @Test("a scenario's values: a field's text, a picker's selection, a stepper's value; an unknown scenario is a layout error")
    func values() throws {
        let json = #"""
            {"version": 3, "name": "X", "viewport": {"width": 300, "height": 600, "scale": 1},
             "content": {"type": "vstack", "children": [
               {"type": "textField", "id": "email", "label": "Email", "value": "jane@"},
               {"type": "inlineError", "id": "email-error", "for": "email", "text": "Enter a full address."},
               {"type": "picker", "id": "plan", "label": "Plan", "options": ["Monthly", "Yearly"], "selection": 0, "style": "menu"},
               {"type": "stepper", "id": "guests", "label": "Guests: 2"}
             ]},
             "scenarios": [{"name": "fixed", "controls": {"email": {"text": "jane@example.com"}, "plan": {"selection": "Yearly"},
                                                          "guests": {"value": "Guests: 3"}}},
                           {"name": "failed", "from": "fixed", "controls": {"email": {"text": "", "error": true}}}]}
            """#
        let spec = try SpecLoader.load(bytes: Array(json.utf8), file: "spec.json", baseDirectory: "/tmp")
        func tree(_ name: String) throws -> LayoutTree {
            try LayoutEngine.layout(
                spec, RenderCase(appearance: .light, size: .large, state: .idle, scenario: name), measurer: MonospaceMeasurer())
        }
        func text(_ tree: LayoutTree, _ id: String) -> String? {
            tree.root.allNodes.first { $0.id == id }?.text?.lines.map(\.text).joined()
        }
        let fixed = try tree("fixed")
        let failed = try tree("failed")
        #expect(text(fixed, "email.value") == "jane@example.com")
        #expect(text(fixed, "plan.value") == "Yearly")
        #expect(text(fixed, "guests.label") == "Guests: 3")
        #expect(!fixed.root.allNodes.contains { $0.id == "email-error" })
        #expect(text(failed, "email.value") == nil)
        #expect(failed.root.allNodes.contains { $0.id == "email-error" })
        #expect(text(failed, "plan.value") == "Yearly")
        #expect(text(failed, "guests.label") == "Guests: 3")
        #expect(throws: LayoutError.self) { try tree("fixd") }
    }
}
