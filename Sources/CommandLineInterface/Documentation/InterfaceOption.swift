/// An option as the man page and the completion scripts describe it: an `OptionSpec`, seen from
/// outside the module (the tests give the generators tables of their own).
package struct InterfaceOption: Sendable, Equatable {
    package let name: String
    /// The value's placeholder (`DIR`, `FILE`, `MODE`); nil for a flag.
    package let valueName: String?
    package let help: String
    package let repeatable: Bool
    package let allowedValues: [String]?

    package init(name: String, valueName: String? = nil, help: String, repeatable: Bool = false, allowedValues: [String]? = nil) {
        self.name = name
        self.valueName = valueName
        self.help = help
        self.repeatable = repeatable
        self.allowedValues = allowedValues
    }

    init(_ option: OptionSpec) {
        self.init(
            name: option.name, valueName: option.valueName, help: option.help, repeatable: option.repeatable,
            allowedValues: option.allowedValues)
    }
}
