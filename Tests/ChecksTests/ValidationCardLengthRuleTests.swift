import Checks
import Spec
import Testing

@Suite("validation.card-length")
struct ValidationCardLengthRuleTests {
    static func field(_ contentType: String, _ validation: String) -> String {
        RuleTest.stack(
            #"{"type": "textField", "id": "card", "label": "Card number", "contentType": "\#(contentType)", "validation": \#(validation)}"#)
    }

    static func check(_ validation: String) throws -> Checked {
        try RuleTest.check(ValidationCardLengthRule(), field("creditCardNumber", validation))
    }

    @Test("a card number validated by a digit count")
    func digitCount() throws {
        let checked = try Self.check(#"{"rule": "digitCount", "count": 16}"#)
        #expect(
            checked.findings == [
                Finding(
                    rule: .validationCardLength, file: RuleTest.file, location: checked.location("card"), element: "card",
                    measured: 7, unit: .lengthsRejected,
                    message:
                        "The card number \"card\" is validated by digit count (16), which rejects valid card numbers of 12, 13, 14, 15, 17, 18 and 19 digits: American Express numbers have 15 digits.",
                    fix:
                        "Validate \"card\" with the card networks' rules (cardNetwork: Luhn and each network's lengths), not a fixed count or a 16-digit pattern.",
                    details: ["rejectedLengths": "12,13,14,15,17,18,19"])
            ])
    }

    /// One row per validation: the lengths whose digits it refuses, and those refused only with spaces.
    static let lengthTable: [(validation: String, rejected: [Int], withSpaces: [Int])] = [
        // 13 digits typed in fours are 16 characters and 14 as 4-6-4 are 16: the spaces must not rescue them.
        (#"{"rule": "length", "min": 16, "max": 19}"#, [12, 13, 14, 15], [17, 18, 19]),
        (#"{"rule": "length", "count": 16}"#, [12, 13, 14, 15, 17, 18, 19], [16]),
        // 16 digits in fours are 19 characters: digits alone fail, so 16 is rejected although "4123 4567 8901 2349" passes.
        (#"{"rule": "length", "count": 19}"#, [12, 13, 14, 15, 16, 17, 18], [19]),
        (#"{"rule": "length", "min": 12, "max": 23}"#, [], []),
        (#"{"rule": "length", "min": 13, "max": 23}"#, [12], []),
        (#"{"rule": "digitCount", "count": 16}"#, [12, 13, 14, 15, 17, 18, 19], []),
        (#"{"rule": "digitCount", "min": 13, "max": 19}"#, [12], []),
        (#"{"rule": "digitCount", "min": 12, "max": 19}"#, [], []),
        (#"{"rule": "pattern", "pattern": "^[0-9]{12,19}$"}"#, [], Array(12...19)),
        (#"{"rule": "pattern", "pattern": "^[0-9]{4} [0-9]{4} [0-9]{4} [0-9]{4}$"}"#, Array(12...19), []),
        (#"{"rule": "pattern", "pattern": "^(?:[0-9] ?){11,18}[0-9]$"}"#, [], []),
        (#"{"rule": "cardNetwork"}"#, [], []),
    ]

    @Test("every form of every length: digits alone decide the length, a refused grouped form is reported as typed with spaces")
    func lengthTableRows() throws {
        for row in Self.lengthTable {
            let checked = try Self.check(row.validation)
            let expected = row.rejected.isEmpty && row.withSpaces.isEmpty ? [] : [row.rejected.map(String.init).joined(separator: ",")]
            #expect(checked.findings.map { $0.details["rejectedLengths"] ?? "" } == expected, "\(row.validation)")
            #expect(
                checked.findings.compactMap { $0.details["rejectedWithSpaces"] }
                    == (row.withSpaces.isEmpty ? [] : [row.withSpaces.map(String.init).joined(separator: ",")]), "\(row.validation)")
            #expect(checked.findings.map(\.measured) == (expected.isEmpty ? [] : [Double(row.rejected.count + row.withSpaces.count)]))
        }
    }

    @Test("a length of 16–19 characters: 13 to 15 digits typed without spaces are refused, 17 to 19 typed with them")
    func lengthRange() throws {
        let checked = try Self.check(#"{"rule": "length", "min": 16, "max": 19}"#)
        #expect(
            checked.messages == [
                "The card number \"card\" is validated by length (at least 16, at most 19), which rejects valid card numbers of 12, 13, 14 and 15 digits, and 17, 18 and 19-digit numbers typed with spaces as the card prints them: American Express numbers have 15 digits."
            ])
    }

    @Test("a length counts characters: 16 accepts 16 digits, not 16 digits typed in groups of four")
    func length() throws {
        let checked = try Self.check(#"{"rule": "length", "count": 16}"#)
        #expect(
            checked.messages == [
                "The card number \"card\" is validated by length (16), which rejects valid card numbers of 12, 13, 14, 15, 17, 18 and 19 digits, and 16-digit numbers typed with spaces as the card prints them: American Express numbers have 15 digits."
            ])
        #expect(checked.findings.first?.measured == 8)
    }

    @Test("digits-only pattern: every length passes typed as digits, none typed with spaces")
    func digitsOnlyPattern() throws {
        let checked = try Self.check(#"{"rule": "pattern", "pattern": "^[0-9]{12,19}$"}"#)
        #expect(
            checked.messages == [
                "The card number \"card\" is validated by the pattern ^[0-9]{12,19}$, which rejects 12, 13, 14, 15, 16, 17, 18 and 19-digit numbers typed with spaces as the card prints them: people type the spaces printed on their card."
            ])
    }

    @Test("a pattern of four groups of four digits with optional spaces rejects every other length")
    func sixteenDigitPattern() throws {
        let checked = try Self.check(#"{"rule": "pattern", "pattern": "^\\d{4} ?\\d{4} ?\\d{4} ?\\d{4}$"}"#)
        #expect(
            checked.messages == [
                #"The card number "card" is validated by the pattern ^\d{4} ?\d{4} ?\d{4} ?\d{4}$, which rejects valid card numbers of 12, 13, 14, 15, 17, 18 and 19 digits: American Express numbers have 15 digits."#
            ])
        #expect(checked.findings.first?.details["rejectedLengths"] == "12,13,14,15,17,18,19")
    }

    @Test("a pattern that accepts 15 and 16 digits still rejects 12, 13, 14 and 17 to 19, and both typed with spaces")
    func amexAndVisaPattern() throws {
        let checked = try Self.check(#"{"rule": "pattern", "pattern": "[0-9]{15,16}"}"#)
        #expect(
            checked.messages == [
                #"The card number "card" is validated by the pattern [0-9]{15,16}, which rejects valid card numbers of 12, 13, 14, 17, 18 and 19 digits, and 15 and 16-digit numbers typed with spaces as the card prints them: card numbers run from 12 to 19 digits."#
            ])
    }

    @Test("a min/max range narrower than 12–19 digits")
    func range() throws {
        let checked = try Self.check(#"{"rule": "digitCount", "min": 15, "max": 16}"#)
        #expect(
            checked.messages == [
                "The card number \"card\" is validated by digit count (at least 15, at most 16), which rejects valid card numbers of 12, 13, 14, 17, 18 and 19 digits: card numbers run from 12 to 19 digits."
            ])
    }

    @Test("validations that accept every length: network rules, 12–19 digits, a pattern of 12–19 digits with spaces")
    func fine() throws {
        #expect(try Self.check(#"{"rule": "cardNetwork"}"#).findings.isEmpty)
        #expect(try Self.check(#"{"rule": "digitCount", "min": 12, "max": 19}"#).findings.isEmpty)
        #expect(try Self.check(#"{"rule": "length", "min": 12, "max": 23}"#).findings.isEmpty)
        #expect(try Self.check(#"{"rule": "pattern", "pattern": "^(?:[0-9] ?){11,18}[0-9]$"}"#).findings.isEmpty)
        #expect(
            try RuleTest.check(ValidationCardLengthRule(), Self.field("oneTimeCode", #"{"rule": "digitCount", "count": 6}"#)).findings
                .isEmpty)
    }

    @Test("the samples: Luhn-valid numbers of 12 to 19 digits, with and without spaces")
    func samples() {
        #expect(CardNumberSamples.lengths == Array(12...19))
        #expect(CardNumberSamples.forms(length: 12) == ["675912345674", "6759 1234 5674"])
        #expect(CardNumberSamples.forms(length: 13) == ["4123456789011", "4123 4567 8901 1"])
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
            "\(error)".contains(
                "the pattern ^[0-9{16$ is not a valid regular expression (NSRegularExpression syntax, for example ^[0-9 ]{13,23}$) (at $.content.children[0].validation.pattern)"
            )
        }
    }
}
