/// A grouped form section (SwiftUI's `Section` in a `Form`, format 2): an optional header above,
/// its rows on an inset rounded surface with separators between them, an optional footer below.
package struct SectionElement: Sendable, Hashable {
    /// Shown above the rows in the footnote style, upper-cased as a grouped form shows it.
    package let header: String?
    /// Shown below the rows in the footnote style.
    package let footer: String?
    /// The rows, top to bottom.
    package let children: [Node]
    /// Explicit colours of its parts (`header`, `footer`, `fill`, `separator`).
    package let colors: PartColors

    package init(header: String? = nil, footer: String? = nil, children: [Node], colors: PartColors = .none) {
        self.header = header
        self.footer = footer
        self.children = children
        self.colors = colors
    }
}
