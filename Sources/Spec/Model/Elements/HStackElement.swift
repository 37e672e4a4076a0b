/// Children leading to trailing; optionally top to bottom at accessibility sizes
/// (the `ViewThatFits` / `AnyLayout` idiom for large text).
public struct HStackElement: Sendable, Hashable {
    public let spacing: Double
    public let alignment: VerticalAlignment
    public let verticalAtAccessibilitySizes: Bool
    public let children: [Node]

    public init(spacing: Double = 8, alignment: VerticalAlignment = .center, verticalAtAccessibilitySizes: Bool = false, children: [Node]) {
        self.spacing = spacing
        self.alignment = alignment
        self.verticalAtAccessibilitySizes = verticalAtAccessibilitySizes
        self.children = children
    }
}
