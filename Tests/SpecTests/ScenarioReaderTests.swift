import Spec
import Testing

// Format 3's `scenarios`: read, resolved along their bases, and every mistake a located error that says
// what to do, with a did-you-mean for a misspelled name.
@Suite("Scenarios (format 3)")
struct ScenarioReaderTests {
    /// A terms screen: a checkbox, a reason shown when disabled, Continue that declares a disabled state,
    /// a Pay button that declares loading, an email field with its inline error and a plan picker.
    static func spec(version: Int = 3, _ scenarios: String?) -> String {
        """
        {"version": \(version), "name": "X", "viewport": {"device": "iPhone 16"},
         "content": {"type": "vstack", "children": [
          {"type": "toggle", "id": "accept-terms", "label": "I agree", "isOn": false},
          {"type": "textField", "id": "email", "label": "Email", "value": "jane@"},
          {"type": "inlineError", "id": "email-error", "for": "email", "text": "Enter a full address."},
          {"type": "picker", "id": "plan", "label": "Plan", "options": ["Monthly", "Yearly"], "selection": 0},
          {"type": "text", "id": "terms-reason", "text": "Accept the terms to continue.", "visibleIn": ["disabled"]},
          {"type": "button", "id": "continue", "title": "Continue",
           "states": {"disabled": {"cause": "precondition", "reason": "terms-reason"}}},
          {"type": "button", "id": "pay", "title": "Pay"}
         ]},
         \(scenarios.map { #""scenarios": \#($0)"# } ?? #""expect": []"#)}
        """
    }

    static func load(_ json: String) throws -> ScreenSpec {
        try SpecLoader.load(bytes: Array(json.utf8), file: "spec.json", baseDirectory: "/nonexistent-buttoncheck-dir")
    }

    @Test("scenarios are read in order and resolved along their bases")
    func resolved() throws {
        let spec = try Self.load(
            Self.spec(
                #"""
                [{"name": "terms-unchecked", "from": "idle", "controls": {"continue": {"disabled": true}, "accept-terms": {"isOn": false}},
                  "visible": ["terms-reason"]},
                 {"name": "terms-checked", "from": "terms-unchecked", "controls": {"continue": {"disabled": false}, "accept-terms": {"isOn": true},
                  "plan": {"selection": "Yearly"}, "email": {"text": "jane@example.com", "error": false}}, "hidden": ["terms-reason"]}]
                """#))
        #expect(spec.scenarios.map(\.name) == ["terms-unchecked", "terms-checked"])
        let checked = try #require(spec.scenario(named: "terms-checked"))
        #expect(checked.base == "terms-unchecked")
        #expect(checked.state == .idle)
        #expect(checked.controls["continue"] == ScenarioControl(disabled: false))
        #expect(checked.controls["accept-terms"] == ScenarioControl(isOn: true))
        #expect(checked.controls["plan"] == ScenarioControl(selection: 1))
        #expect(checked.controls["email"] == ScenarioControl(error: false, text: "jane@example.com"))
        #expect(checked.shown == [] && checked.hidden == ["terms-reason"])
        let unchecked = try #require(spec.scenario(named: "terms-unchecked"))
        let continueButton = try #require(spec.node(withID: "continue"))
        #expect(unchecked.isDisabled(continueButton) && !checked.isDisabled(continueButton))
        #expect(unchecked.shows(spec.node(withID: "terms-reason")!) && !checked.shows(spec.node(withID: "terms-reason")!))
        // Without loading buttons, only the scenarios are rendered.
        #expect(spec.situations.map { $0.scenario ?? $0.state.rawValue } == ["terms-unchecked", "terms-checked"])
    }

    @Test("a scenario from a built-in state takes that state for every control it sets nothing on")
    func fromBuiltInState() throws {
        let spec = try Self.load(Self.spec(#"[{"name": "submitted", "from": "disabled", "controls": {"email": {"error": true}}}]"#))
        let scenario = try #require(spec.scenarios.first)
        #expect(scenario.state == .disabled)
        #expect(scenario.isDisabled(spec.node(withID: "continue")!))
        #expect(scenario.shows(spec.node(withID: "terms-reason")!))
        #expect(scenario.shows(spec.node(withID: "email-error")!))
        #expect(scenario.fieldsShowingErrors(in: spec.content) == ["email"])
    }

    @Test("a format 3 spec without scenarios renders as a format 2 one")
    func withoutScenarios() throws {
        let json = Self.spec("[]")
        let spec = try Self.load(json)
        let formatTwo = try Self.load(Self.spec(version: 2, nil))
        #expect(spec.scenarios.isEmpty)
        #expect(spec.situations.map(\.state) == formatTwo.situations.map(\.state))
        #expect(spec.situations.allSatisfy { $0.scenario == nil })
    }

    @Test(
        "mistakes are located errors that say what to do",
        arguments: [
            (
                #"[{"name": "x", "controls": {"contineu": {"disabled": true}}}]"#,
                #"spec.json:12:43: error: "controls" names "contineu", but no control has that id (did you mean "continue"?); controls: "accept-terms", "continue", "email", "pay", "plan" (at $.scenarios[0].controls.contineu)"#
            ),
            (
                #"[{"name": "x", "controls": {"continue": {"isOn": true}}}]"#,
                #"spec.json:12:56: error: "isOn" does not apply to a button ("continue"); a button takes "disabled", "loading", "focused" (at $.scenarios[0].controls.continue.isOn)"#
            ),
            (
                #"[{"name": "x", "controls": {"accept-terms": {"isOn": "yes"}}}]"#,
                #"spec.json:12:68: error: expected true or false, found a string (at $.scenarios[0].controls['accept-terms'].isOn)"#
            ),
            (
                #"[{"name": "x", "controls": {"accept-terms": {"isOnn": true}}}]"#,
                #"spec.json:12:60: error: unknown setting "isOnn" ("accept-terms") (did you mean "isOn"?); a toggle takes "disabled", "focused", "error", "isOn" (at $.scenarios[0].controls['accept-terms'].isOnn)"#
            ),
            (
                #"[{"name": "x", "controls": {"pay": {"loading": true}}}]"#,
                #"spec.json:12:62: error: "pay" declares no loading state, so it cannot load here; declare it on the button ("states": {"loading": {"indicator": …}}) (at $.scenarios[0].controls.pay.loading)"#
            ),
            (
                #"[{"name": "x", "controls": {"pay": {"disabled": true}}}]"#,
                #"spec.json:12:63: error: "pay" declares no disabled state, so it cannot be disabled here; declare it on the control ("states": {"disabled": {…}}) with its reason (at $.scenarios[0].controls.pay.disabled)"#
            ),
            (
                #"[{"name": "x", "controls": {"plan": {"selection": "Yaerly"}}}]"#,
                #"spec.json:12:65: error: expected one of the picker's options ("Monthly", "Yearly") or its index (0 to 1), found "Yaerly" (did you mean "Yearly"?) (at $.scenarios[0].controls.plan.selection)"#
            ),
            (
                #"[{"name": "x", "controls": {"terms-reason": {"disabled": true}}}]"#,
                #"spec.json:12:59: error: "terms-reason" is a text, not a control; a scenario sets buttons, text fields, toggles, pickers, steppers and date pickers (at $.scenarios[0].controls['terms-reason'])"#
            ),
            (
                #"[{"name": "x", "from": "loadng"}]"#,
                #"spec.json:12:38: error: "from" names "loadng", which is neither a built-in state nor a scenario listed before this one (did you mean "loading"?); allowed: "idle", "disabled", "loading", "invalidSubmit", "focused" (at $.scenarios[0].from)"#
            ),
            (
                #"[{"name": "a"}, {"name": "b", "from": "c"}, {"name": "c"}]"#,
                #"spec.json:12:53: error: "from" names "c", which is neither a built-in state nor a scenario listed before this one (did you mean "a"?); allowed: "idle", "disabled", "loading", "invalidSubmit", "focused", "a" (at $.scenarios[1].from)"#
            ),
            (
                #"[{"name": "a"}, {"name": "a"}]"#,
                #"spec.json:12:31: error: a scenario named "a" is already listed; give each scenario its own name (at $.scenarios[1].name)"#
            ),
            (
                #"[{"name": "Terms Unchecked"}]"#,
                #"spec.json:12:25: error: scenario name "Terms Unchecked" is not lowercase words joined by hyphens (such as "terms-unchecked"); it names the scenario's renders (at $.scenarios[0].name)"#
            ),
            (
                #"[{"name": "loading"}]"#,
                #"spec.json:12:25: error: "loading" is a built-in state; name the scenario something else (a built-in state is used by its name in "from") (at $.scenarios[0].name)"#
            ),
            (
                #"[{"name": "x", "visible": ["terms-reasn"]}]"#,
                #"spec.json:12:42: error: "visible" names "terms-reasn", but no node has that id (did you mean "terms-reason"?) (at $.scenarios[0].visible[0])"#
            ),
            (
                #"[{"name": "x", "controls": {"accept-terms": {"error": true}}}]"#,
                #"spec.json:12:69: error: "accept-terms" has no inline error to show; add an "inlineError" with "for": "accept-terms" (at $.scenarios[0].controls['accept-terms'].error)"#
            ),
            (
                #"[{"nam": "x"}]"#,
                #"spec.json:12:17: error: unknown key "nam" in a scenario (did you mean "name"?) (at $.scenarios[0].nam)"#
            ),
        ])
    func mistakes(scenarios: String, expected: String) {
        #expect(diagnosticLines(Self.spec(scenarios)).filter { !$0.contains("missing required key") } == [expected])
    }

    @Test("scenarios in a format 2 spec ask for version 3")
    func needsVersion3() {
        #expect(
            diagnosticLines(Self.spec(version: 2, #"[{"name": "x"}]"#)) == [
                #"spec.json:12:15: error: "scenarios" needs spec format version 3; set "version": 3 at the top of the spec (at $.scenarios)"#
            ])
    }
}
