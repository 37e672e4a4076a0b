/// How a text field's value is validated.
package struct FieldValidation: Sendable, Hashable {
    package let rule: ValidationRule
    /// digitCount / length: the exact count required.
    package let count: Int?
    /// digitCount / length: the smallest and largest count accepted (instead of, or besides, `count`).
    package let min: Int?
    package let max: Int?
    /// pattern: a regular expression the whole value must match (NSRegularExpression syntax).
    package let pattern: String?

    package init(rule: ValidationRule, count: Int? = nil, min: Int? = nil, max: Int? = nil, pattern: String? = nil) {
        self.rule = rule
        self.count = count
        self.min = min
        self.max = max
        self.pattern = pattern
    }
}
