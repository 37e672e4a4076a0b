/// A grid (web, format 2): CSS `display: grid` with equal columns, items placed in order, row by row;
/// a row is as tall as its tallest item, and every item fills its cell (`justify-items` and
/// `align-items` `stretch`, CSS's default).
package struct GridElement: Sendable, Hashable {
    package let columns: GridColumns
    /// The gap between rows (CSS `row-gap`).
    package let rowSpacing: Double
    /// The gap between columns (CSS `column-gap`).
    package let columnSpacing: Double
    package let children: [Node]

    package init(columns: GridColumns, rowSpacing: Double = 8, columnSpacing: Double = 8, children: [Node]) {
        self.columns = columns
        self.rowSpacing = rowSpacing
        self.columnSpacing = columnSpacing
        self.children = children
    }
}
