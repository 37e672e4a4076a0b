import Checks
import Spec
import Testing

@Suite("validation.card-length")
struct ValidationCardLengthRuleTests {
    static func field(_ contentType: String, _ validation: String) -> String {
        RuleTest.stack(#"{"type": "textField", "id": "card", "label": "Card number", "contentType": "\#(contentType)", "validation": \#(validation)}"#)
    }

    static func check(_ validation: String) throws -> Checked {
        try RuleTest.check(ValidationCardLengthRule(), field("creditCardNumber", validation))
    }

    @Test("a card number validated by a digit count")
    func digitCount() throws {
        let checked = try Self.check(#"{"rule": "digitCount", "count": 16}"#)
        #expect(checked.findings == [Finding(
            rule: .validationCardLength, file: RuleTest.file, location: checked.location("card"), element: "card",
            measured: 6, unit: "lengths rejected",
            message: "The card number \"card\" is validated by digit count (16), which rejects valid card numbers of 13, 14, 15, 17, 18 and 19 digits: American Express numbers have 15 digits.",
            fix: "Validate \"card\" with the card networks' rules (cardNetwork: Luhn and each network's lengths), not a fixed count or a 16-digit pattern.",
            details: ["rejectedLengths": "13,14,15,17,18,19"])])
    }

    @Test("a length counts characters: 19 accepts 19 digits, and 16 digits typed in groups of four")
    func length() throws {
        let checked = try Self.check(#"{"rule": "length", "count": 19}"#)
        #expect(checked.messages == ["The card number \"card\" is validated by length (19), which rejects valid card numbers of 13, 14, 15, 17 and 18 digits: American Express numbers have 15 digits."])
        #expect(checked.findings.first?.measured == 5)
    }

    @Test("a pattern of four groups of four digits with optional spaces rejects every other length")
    func sixteenDigitPattern() throws {
        let checked = try Self.check(#"{"rule": "pattern", "pattern": "^\\d{4} ?\\d{4} ?\\d{4} ?\\d{4}$"}"#)
        #expect(checked.messages == [#"The card number "card" is validated by the pattern ^\d{4} ?\d{4} ?\d{4} ?\d{4}$, which rejects valid card numbers of 13, 14, 15, 17, 18 and 19 digits: American Express numbers have 15 digits."#])
        #expect(checked.findings.first?.details["rejectedLengths"] == "13,14,15,17,18,19")
    }

    @Test("a pattern that accepts 15 and 16 digits still rejects 13, 14 and 17 to 19")
    func amexAndVisaPattern() throws {
        let checked = try Self.check(#"{"rule": "pattern", "pattern": "[0-9]{15,16}"}"#)
        #expect(checked.messages == [#"The card number "card" is validated by the pattern [0-9]{15,16}, which rejects valid card numbers of 13, 14, 17, 18 and 19 digits: card numbers run from 13 to 19 digits."#])
    }

    @Test("a min/max range narrower than 13–19 digits")
    func range() throws {
        let checked = try Self.check(#"{"rule": "digitCount", "min": 15, "max": 16}"#)
        #expect(checked.messages == ["The card number \"card\" is validated by digit count (at least 15, at most 16), which rejects valid card numbers of 13, 14, 17, 18 and 19 digits: card numbers run from 13 to 19 digits."])
    }

    @Test("validations that accept every length: network rules, 13–19 digits, a pattern of 13–19 digits with spaces")
    func fine() throws {
        #expect(try Self.check(#"{"rule": "cardNetwork"}"#).findings.isEmpty)
        #expect(try Self.check(#"{"rule": "digitCount", "min": 13, "max": 19}"#).findings.isEmpty)
        #expect(try Self.check(#"{"rule": "length", "min": 13, "max": 23}"#).findings.isEmpty)
        #expect(try Self.check(#"{"rule": "pattern", "pattern": "^(?:[0-9] ?){12,18}[0-9]$"}"#).findings.isEmpty)
        #expect(try RuleTest.check(ValidationCardLengthRule(), Self.field("oneTimeCode", #"{"rule": "digitCount", "count": 6}"#)).findings.isEmpty)
    }

    @Test("the samples: Luhn-valid numbers of 13 to 19 digits, with and without spaces")
    func samples() {
        #expect(CardNumberSamples.forms(length: 15) == ["371234567890120", "3712 345678 90120"])
        #expect(CardNumberSamples.forms(length: 16) == ["4123456789012349", "4123 4567 8901 2349"])
        for length in CardNumberSamples.lengths {
            for form in CardNumberSamples.forms(length: length) {
                #expect(CardNumberSamples.isLuhnValid(form), "\(form)")
                #expect(form.filter(\.isNumber).count == length)
            }
        }
        #expect(!CardNumberSamples.isLuhnValid("4123456789012340"))
    }

    @Test("a pattern that is not a regular expression is a spec error")
    func brokenPattern() {
        #expect {
            try Self.check(#"{"rule": "pattern", "pattern": "^[0-9{16$"}"#)
        } throws: { error in
            "\(error)".contains("the pattern ^[0-9{16$ is not a valid regular expression (NSRegularExpression syntax, for example ^[0-9 ]{13,23}$) (at $.content.children[0].validation.pattern)")
        }
    }
}
