/// Children on top of each other, the last frontmost.
package struct ZStackElement: Sendable, Hashable {
    package let alignment: StackAlignment
    package let children: [Node]

    package init(alignment: StackAlignment = .center, children: [Node]) {
        self.alignment = alignment
        self.children = children
    }
}
