import Foundation
import Spec

/// validation.card-length: a card-number field whose validation, however it is written (a digit
/// count, a length, a min/max range or a pattern), rejects card numbers of a length networks issue.
/// The validation is run against Luhn-valid numbers of 13 to 19 digits, typed with and without
/// spaces; a length is accepted when either form passes.
package struct ValidationCardLengthRule: Rule {
    package let id = RuleID.validationCardLength

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        input.spec.content.allNodes.compactMap { node in
            guard case .textField(let field) = node.kind, field.contentType == .creditCardNumber,
                  let validation = field.validation else { return nil }
            let rejected = CardNumberSamples.lengths.filter { length in
                !CardNumberSamples.forms(length: length).contains { Self.accepts(validation, $0) }
            }
            guard !rejected.isEmpty else { return nil }
            let name = CheckInput.name(node)
            let lengths = Self.list(rejected.map(String.init))
            let amex = rejected.contains(15) ? "American Express numbers have 15 digits" : "card numbers run from 13 to 19 digits"
            return Finding(
                rule: id, file: input.spec.file, location: node.location, element: name,
                measured: Double(rejected.count), unit: "lengths rejected",
                message: "The card number \"\(name)\" is validated by \(Self.describe(validation)), which rejects valid card numbers of \(lengths) digits: \(amex).",
                fix: "Validate \"\(name)\" with the card networks' rules (cardNetwork: Luhn and each network's lengths), not a fixed count or a 16-digit pattern.",
                details: ["rejectedLengths": rejected.map(String.init).joined(separator: ",")])
        }
    }

    /// Whether the validation accepts `text`. Rules that do not look at length (nonEmpty, email's
    /// own check aside, cardNetwork) accept every valid card number.
    static func accepts(_ validation: FieldValidation, _ text: String) -> Bool {
        switch validation.rule {
        case .digitCount:
            return within(validation, text.filter(\.isNumber).count)
        case .length:
            return within(validation, text.count)
        case .pattern:
            guard let pattern = validation.pattern else { return true }
            let regex: NSRegularExpression
            do {
                regex = try NSRegularExpression(pattern: pattern)
            } catch {
                // Unreachable for a loaded spec: the reader refuses a pattern that does not compile.
                return true
            }
            let range = NSRange(text.startIndex..., in: text)
            return regex.firstMatch(in: text, options: [.anchored], range: range).map { $0.range == range } ?? false
        case .nonEmpty, .cardNetwork:
            return true
        case .email:
            return false
        }
    }

    /// "13", "13 and 14", "13, 14 and 15".
    private static func list(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    private static func within(_ validation: FieldValidation, _ count: Int) -> Bool {
        if let exact = validation.count, count != exact { return false }
        if let minimum = validation.min, count < minimum { return false }
        if let maximum = validation.max, count > maximum { return false }
        return true
    }

    private static func describe(_ validation: FieldValidation) -> String {
        switch validation.rule {
        case .digitCount, .length:
            let what = validation.rule == .digitCount ? "digit count" : "length"
            var parts: [String] = []
            if let count = validation.count { parts.append("\(count)") }
            if let minimum = validation.min { parts.append("at least \(minimum)") }
            if let maximum = validation.max { parts.append("at most \(maximum)") }
            return "\(what) (\(parts.joined(separator: ", ")))"
        case .pattern:
            return "the pattern \(validation.pattern ?? "")"
        case .email:
            return "an email check"
        case .nonEmpty, .cardNetwork:
            return validation.rule.rawValue
        }
    }
}
