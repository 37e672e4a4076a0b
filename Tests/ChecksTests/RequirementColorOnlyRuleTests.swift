import Checks
import Spec
import Testing

@Suite("requirement.color-only")
struct RequirementColorOnlyRuleTests {
    static func content(_ extra: String = "", met: String = "false") -> String {
        RuleTest.stack(
            #"{"type": "secureField", "id": "password", "label": "Password", "value": "hunter2"}"#,
            #"{"type": "requirementList", "id": "rules", "for": "password", "items": [{"text": "At least 8 characters", "met": \#(met)}, {"text": "A number", "met": true}]\#(extra)}"#
        )
    }

    @Test("a check mark for met and an x mark for unmet is not colour alone")
    func symbols() throws {
        #expect(try RuleTest.check(RequirementColorOnlyRule(), Self.content()).findings.isEmpty)
    }

    @Test("the same check mark in two colours")
    func colorOnly() throws {
        let checked = try RuleTest.check(
            RequirementColorOnlyRule(), Self.content(##", "indicator": "colorOnly", "colors": {"met": "#248A3D", "unmet": "#6E6E73"}"##))
        #expect(
            checked.findings == [
                Finding(
                    rule: .requirementColorOnly, file: RuleTest.file, location: checked.location("rules"), element: "rules",
                    appearance: .light, state: .idle, size: .large,
                    message:
                        "\"rules\" tells met from unmet requirements by colour alone: the same check mark in #6E6E73 and #248A3D, so people who cannot tell the colours apart cannot tell which are met.",
                    fix:
                        "Draw unmet requirements with another symbol (\"indicator\": \"symbols\": an x mark), or say met or not met in the text.",
                    details: ["colors": "#6E6E73, #248A3D"])
            ])
    }

    @Test("colour only with every row met shows no difference to tell apart")
    func allMet() throws {
        #expect(try RuleTest.check(RequirementColorOnlyRule(), Self.content(#", "indicator": "colorOnly""#, met: "true")).findings.isEmpty)
    }
}

@Suite("requirement lists in the placement rules")
struct RequirementListPlacementTests {
    @Test("a requirement list between a field and its error is named as what stands between them")
    func between() throws {
        let content = RuleTest.stack(
            #"{"type": "secureField", "id": "password", "label": "Password", "value": "hunter2"}"#,
            #"{"type": "requirementList", "id": "rules", "for": "password", "items": [{"text": "A number", "met": true}]}"#,
            #"{"type": "inlineError", "id": "e", "for": "password", "text": "Use at least 8 characters."}"#,
            #"{"type": "button", "id": "go", "title": "Go", "states": {"invalidSubmit": {"errors": ["e"], "focus": "e", "announcement": "Use at least 8 characters."}}}"#
        )
        let checked = try RuleTest.check(ErrorPlacementRule(), content)
        #expect(checked.messages == ["At large the error \"e\" is 34 pt below its field \"password\", with \"rules\" between them."])
    }
}
