/// How a text field's value is validated.
public struct FieldValidation: Sendable, Hashable {
    public let rule: ValidationRule
    /// digitCount / length: the exact count required.
    public let count: Int?
    /// digitCount / length: the smallest and largest count accepted (instead of, or besides, `count`).
    public let min: Int?
    public let max: Int?
    /// pattern: a regular expression the whole value must match (NSRegularExpression syntax).
    public let pattern: String?

    public init(rule: ValidationRule, count: Int? = nil, min: Int? = nil, max: Int? = nil, pattern: String? = nil) {
        self.rule = rule
        self.count = count
        self.min = min
        self.max = max
        self.pattern = pattern
    }
}
