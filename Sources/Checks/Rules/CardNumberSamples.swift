/// Valid card numbers of every length card networks issue (12 to 19 digits), each Luhn-valid and
/// with a real network's prefix, written as people type them: digits only, and grouped with spaces
/// the way the card prints them (4-6-5 for American Express, 4-6-4 for Diners Club, fours otherwise).
package enum CardNumberSamples {
    /// The lengths card networks issue.
    package static let lengths = Array(12...19)

    /// One network prefix per length (Maestro 12, 17 and 18; Visa 13, 16 and 19; Diners 14; Amex 15).
    static let prefixes: [Int: String] = [12: "6759", 13: "4", 14: "36", 15: "37", 16: "4", 17: "6759", 18: "6759", 19: "4"]

    /// The ways a card number of `length` digits is written: digits only, then grouped with spaces.
    package static func forms(length: Int) -> [String] {
        let digits = number(length: length)
        let groups: [Int] =
            switch length {
            case 15: [4, 6, 5]
            case 14: [4, 6, 4]
            default: Array(repeating: 4, count: length / 4) + (length % 4 == 0 ? [] : [length % 4])
            }
        var grouped: [String] = []
        var rest = Substring(digits)
        for size in groups {
            grouped.append(String(rest.prefix(size)))
            rest = rest.dropFirst(size)
        }
        return [digits, grouped.joined(separator: " ")]
    }

    /// A Luhn-valid number: the network prefix, then 1, 2, 3, … and the check digit.
    package static func number(length: Int) -> String {
        var body = Array(prefixes[length] ?? "4")
        var next = 1
        while body.count < length - 1 {
            body.append(Character(String(next % 10)))
            next += 1
        }
        return String(body) + String(checkDigit(String(body)))
    }

    /// The Luhn check digit that completes `body`.
    static func checkDigit(_ body: String) -> Int {
        var sum = 0
        for (index, character) in body.reversed().enumerated() {
            var digit = character.wholeNumberValue ?? 0
            if index % 2 == 0 {
                digit *= 2
                if digit > 9 { digit -= 9 }
            }
            sum += digit
        }
        return (10 - sum % 10) % 10
    }

    /// Whether `number` (digits and spaces) passes the Luhn check.
    package static func isLuhnValid(_ number: String) -> Bool {
        let digits = number.compactMap(\.wholeNumberValue)
        guard !digits.isEmpty else { return false }
        var sum = 0
        for (index, digit) in digits.reversed().enumerated() {
            var value = digit
            if index % 2 == 1 {
                value *= 2
                if value > 9 { value -= 9 }
            }
            sum += value
        }
        return sum % 10 == 0
    }
}
