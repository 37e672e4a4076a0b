import Checks
import Spec
import Testing

@Suite("validation.card-length")
struct ValidationCardLengthRuleTests {
    static func field(_ contentType: String, _ validation: String) -> String {
        RuleTest.stack(#"{"type": "textField", "id": "card", "label": "Card number", "contentType": "\#(contentType)", "validation": \#(validation)}"#)
    }

    @Test("a card number validated by a digit count")
    func digitCount() throws {
        let checked = try RuleTest.check(ValidationCardLengthRule(), Self.field("creditCardNumber", #"{"rule": "digitCount", "count": 16}"#))
        #expect(checked.findings == [Finding(
            rule: .validationCardLength, file: RuleTest.file, location: checked.location("card"), element: "card",
            measured: 16, unit: "digits",
            message: "The card number \"card\" is validated by digit count (16), which rejects valid cards: American Express numbers have 15 digits, others up to 19.",
            fix: "Validate \"card\" with the card networks' rules (cardNetwork: Luhn and each network's lengths), not a fixed count.")])
    }

    @Test("a card number validated by length")
    func length() throws {
        let checked = try RuleTest.check(ValidationCardLengthRule(), Self.field("creditCardNumber", #"{"rule": "length", "count": 19}"#))
        #expect(checked.messages == ["The card number \"card\" is validated by length (19), which rejects valid cards: American Express numbers have 15 digits, others up to 19."])
        #expect(checked.findings.first?.measured == 19)
    }

    @Test("network rules, or a count on something that is not a card number")
    func fine() throws {
        #expect(try RuleTest.check(ValidationCardLengthRule(), Self.field("creditCardNumber", #"{"rule": "cardNetwork"}"#)).findings.isEmpty)
        #expect(try RuleTest.check(ValidationCardLengthRule(), Self.field("oneTimeCode", #"{"rule": "digitCount", "count": 6}"#)).findings.isEmpty)
    }
}
