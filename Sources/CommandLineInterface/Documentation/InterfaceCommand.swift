/// A command as the man page and the completion scripts describe it: its `CommandSpec`, seen from
/// outside the module.
package struct InterfaceCommand: Sendable, Equatable {
    package let name: String
    package let abstract: String
    /// The arguments after the options, as usage shows them (`SPEC…|DIR`); empty for none.
    package let positionalUsage: String
    package let options: [InterfaceOption]
    package let discussion: String

    package init(name: String, abstract: String, positionalUsage: String, options: [InterfaceOption], discussion: String) {
        self.name = name
        self.abstract = abstract
        self.positionalUsage = positionalUsage
        self.options = options
        self.discussion = discussion
    }

    init(_ spec: CommandSpec) {
        self.init(
            name: spec.name, abstract: spec.abstract, positionalUsage: spec.maximumPositionals == 0 ? "" : spec.positionalUsage,
            options: spec.options.map(InterfaceOption.init), discussion: spec.discussion)
    }
}
