/// How a text field's value is validated.
public struct FieldValidation: Sendable, Hashable, Codable {
    public let rule: ValidationRule
    /// digitCount / length: the exact count required.
    public let count: Int?
    /// pattern: a regular expression.
    public let pattern: String?

    public init(rule: ValidationRule, count: Int? = nil, pattern: String? = nil) {
        self.rule = rule
        self.count = count
        self.pattern = pattern
    }
}
