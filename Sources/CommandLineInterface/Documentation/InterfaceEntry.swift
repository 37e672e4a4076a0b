/// A line of the man page's ENVIRONMENT or FILES: a variable or a path, and what it means.
package struct InterfaceEntry: Sendable, Equatable {
    package let name: String
    package let meaning: String

    package init(_ name: String, _ meaning: String) {
        self.name = name
        self.meaning = meaning
    }
}
