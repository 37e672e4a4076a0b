/// Children on top of each other, the last frontmost.
public struct ZStackElement: Sendable, Hashable {
    public let alignment: StackAlignment
    public let children: [Node]

    public init(alignment: StackAlignment = .center, children: [Node]) {
        self.alignment = alignment
        self.children = children
    }
}
