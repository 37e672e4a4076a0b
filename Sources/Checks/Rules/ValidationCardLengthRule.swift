import Spec

/// validation.card-length: a card-number field validated by a digit count or length, which
/// rejects valid cards (American Express has 15 digits, others up to 19).
public struct ValidationCardLengthRule: Rule {
    public let id = RuleID.validationCardLength

    public init() {}

    public func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        input.spec.content.allNodes.compactMap { node in
            guard case .textField(let field) = node.kind, field.contentType == .creditCardNumber,
                  let validation = field.validation, validation.rule == .digitCount || validation.rule == .length else { return nil }
            let name = CheckInput.name(node)
            let how = validation.rule == .digitCount ? "digit count" : "length"
            let count = validation.count.map { " (\($0))" } ?? ""
            return Finding(
                rule: id, file: input.spec.file, location: node.location, element: name,
                measured: validation.count.map(Double.init), unit: validation.count == nil ? nil : "digits",
                message: "The card number \"\(name)\" is validated by \(how)\(count), which rejects valid cards: American Express numbers have 15 digits, others up to 19.",
                fix: "Validate \"\(name)\" with the card networks' rules (cardNetwork: Luhn and each network's lengths), not a fixed count.")
        }
    }
}
