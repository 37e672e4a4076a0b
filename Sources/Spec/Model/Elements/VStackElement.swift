/// Children top to bottom.
package struct VStackElement: Sendable, Hashable {
    package let spacing: Double
    package let alignment: HorizontalAlignment
    package let children: [Node]

    package init(spacing: Double = 8, alignment: HorizontalAlignment = .center, children: [Node]) {
        self.spacing = spacing
        self.alignment = alignment
        self.children = children
    }
}
