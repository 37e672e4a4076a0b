/// A team's own colours for a button in a state (for example a legible disabled look).
public struct ColorOverrides: Sendable, Hashable {
    public let fill: Color?
    public let title: Color?

    public init(fill: Color? = nil, title: Color? = nil) {
        self.fill = fill
        self.title = title
    }

    public static let none = ColorOverrides()
}
