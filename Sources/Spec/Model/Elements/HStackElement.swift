/// Children leading to trailing; optionally top to bottom at accessibility sizes
/// (the `ViewThatFits` / `AnyLayout` idiom for large text). On the web (format 2) a row may also
/// wrap as CSS `flex-wrap: wrap` does, stretch its items to the line's height (`alignment: "stretch"`),
/// and be a column at some viewport widths (a breakpoint's `axis`).
package struct HStackElement: Sendable, Hashable {
    package let spacing: Double
    package let alignment: VerticalAlignment
    package let verticalAtAccessibilitySizes: Bool
    /// Items that do not fit go to the next line, `spacing` apart in both directions (web).
    package let wrap: Bool
    /// Laid out top to bottom (a breakpoint's `"axis": "vertical"` at this viewport width, web).
    package let vertical: Bool
    package let children: [Node]

    package init(
        spacing: Double = 8, alignment: VerticalAlignment = .center, verticalAtAccessibilitySizes: Bool = false,
        wrap: Bool = false,
        vertical: Bool = false, children: [Node]
    ) {
        self.spacing = spacing
        self.alignment = alignment
        self.verticalAtAccessibilitySizes = verticalAtAccessibilitySizes
        self.wrap = wrap
        self.vertical = vertical
        self.children = children
    }
}
