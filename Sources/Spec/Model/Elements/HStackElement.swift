/// Children leading to trailing; optionally top to bottom at accessibility sizes
/// (the `ViewThatFits` / `AnyLayout` idiom for large text).
package struct HStackElement: Sendable, Hashable {
    package let spacing: Double
    package let alignment: VerticalAlignment
    package let verticalAtAccessibilitySizes: Bool
    package let children: [Node]

    package init(spacing: Double = 8, alignment: VerticalAlignment = .center, verticalAtAccessibilitySizes: Bool = false, children: [Node]) {
        self.spacing = spacing
        self.alignment = alignment
        self.verticalAtAccessibilitySizes = verticalAtAccessibilitySizes
        self.children = children
    }
}
