import JSON

/// A node's properties at some viewport widths (web, format 2), as a CSS media query: it applies when the
/// viewport is at least `minWidth` and at most `maxWidth` CSS px wide (both inclusive, as `(min-width: …)`
/// and `(max-width: …)`). Of several that apply, a later one wins for each property it sets.
package struct Breakpoint: Sendable, Hashable {
    package let minWidth: Double?
    package let maxWidth: Double?
    /// A stack's or grid's gap between children (for a wrapping row, also between lines; for a grid, both gaps).
    package let spacing: Double?
    package let padding: EdgeInsets?
    /// An hstack's direction.
    package let axis: StackAxis?
    /// Whether an hstack wraps.
    package let wrap: Bool?
    /// A grid's columns.
    package let columns: GridColumns?

    package init(
        minWidth: Double? = nil, maxWidth: Double? = nil, spacing: Double? = nil, padding: EdgeInsets? = nil,
        axis: StackAxis? = nil, wrap: Bool? = nil, columns: GridColumns? = nil
    ) {
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.spacing = spacing
        self.padding = padding
        self.axis = axis
        self.wrap = wrap
        self.columns = columns
    }

    /// Whether the media query matches a viewport this wide.
    package func applies(toViewportWidth width: Double) -> Bool {
        (minWidth.map { width >= $0 } ?? true) && (maxWidth.map { width <= $0 } ?? true)
    }
}
