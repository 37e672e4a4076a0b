import Foundation
import Spec

/// validation.card-length: a card-number field whose validation, however it is written (a digit
/// count, a length, a min/max range or a pattern), rejects card numbers of a length networks issue.
/// The validation is run against Luhn-valid numbers of 12 to 19 digits, each in every form a person
/// types: digits only, and grouped with spaces as the card prints them. A length is rejected when its
/// digits alone are refused: spaces never make a wrong length right (a `length` of 16 characters
/// passes 13 digits typed in groups only by the accident of the spaces). A length whose digits pass
/// but whose grouped form is refused is reported as rejected when typed with spaces.
package struct ValidationCardLengthRule: Rule {
    package let id = RuleID.validationCardLength

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        input.spec.content.allNodes.compactMap { node in
            guard case .textField(let field) = node.kind, field.contentType == .creditCardNumber,
                let validation = field.validation
            else { return nil }
            let judged = Self.judge(validation)
            guard !judged.rejected.isEmpty || !judged.rejectedWithSpaces.isEmpty else { return nil }
            let name = CheckInput.name(node)
            var refused: [String] = []
            if !judged.rejected.isEmpty {
                refused.append("valid card numbers of \(Self.list(judged.rejected.map(String.init))) digits")
            }
            if !judged.rejectedWithSpaces.isEmpty {
                let lengths = Self.list(judged.rejectedWithSpaces.map(String.init))
                refused.append("\(lengths)-digit numbers typed with spaces as the card prints them")
            }
            let why =
                judged.rejected.contains(15)
                ? "American Express numbers have 15 digits"
                : judged.rejected.isEmpty
                    ? "people type the spaces printed on their card"
                    : "card numbers run from 12 to 19 digits"
            var details = ["rejectedLengths": judged.rejected.map(String.init).joined(separator: ",")]
            if !judged.rejectedWithSpaces.isEmpty {
                details["rejectedWithSpaces"] = judged.rejectedWithSpaces.map(String.init).joined(separator: ",")
            }
            return Finding(
                rule: id, file: input.spec.file, location: node.location, element: name,
                measured: Double(judged.rejected.count + judged.rejectedWithSpaces.count), unit: .lengthsRejected,
                message: "The card number \"\(name)\" is validated by \(Self.describe(validation)), which rejects "
                    + "\(refused.joined(separator: ", and ")): \(why).",
                fix: "Validate \"\(name)\" with the card networks' rules (cardNetwork: Luhn and each network's lengths), "
                    + "not a fixed count or a 16-digit pattern.",
                details: details)
        }
    }

    /// The lengths whose digits the validation refuses, and the lengths whose digits pass but whose
    /// grouped form (digits with the spaces people type) is refused.
    package static func judge(_ validation: FieldValidation) -> (rejected: [Int], rejectedWithSpaces: [Int]) {
        var rejected: [Int] = []
        var rejectedWithSpaces: [Int] = []
        for length in CardNumberSamples.lengths {
            let forms = CardNumberSamples.forms(length: length)
            if !accepts(validation, forms[0]) {
                rejected.append(length)
            } else if forms.dropFirst().contains(where: { !accepts(validation, $0) }) {
                rejectedWithSpaces.append(length)
            }
        }
        return (rejected, rejectedWithSpaces)
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
