/// A team's own colours for a button in a state (for example a legible disabled look).
package struct ColorOverrides: Sendable, Hashable {
    package let fill: Color?
    package let title: Color?

    package init(fill: Color? = nil, title: Color? = nil) {
        self.fill = fill
        self.title = title
    }

    package static let none = ColorOverrides()
}
