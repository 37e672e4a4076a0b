/// Children top to bottom.
public struct VStackElement: Sendable, Hashable {
    public let spacing: Double
    public let alignment: HorizontalAlignment
    public let children: [Node]

    public init(spacing: Double = 8, alignment: HorizontalAlignment = .center, children: [Node]) {
        self.spacing = spacing
        self.alignment = alignment
        self.children = children
    }
}
