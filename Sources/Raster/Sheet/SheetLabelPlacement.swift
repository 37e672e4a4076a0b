/// Where the rule-id plates of a contact-sheet cell go. Each plate belongs to an outlined element
/// (its anchor) and is tried, in order: directly above the anchor, stacking upwards; directly below
/// it, stacking downwards (each stack ends at the next outlined element); then any row of the cell
/// from the top. A position is taken only when the
/// plate lies inside the cell and overlaps neither a plate already placed nor any outlined element.
/// When no position is clear (a cell crowded with outlines), the plate goes to the first row where
/// it overlaps no other plate, so plates never overprint each other. Plates are as wide as their
/// text, at most the cell's width, and aligned with the anchor's leading edge where they fit.
package enum SheetLabelPlacement {
    /// Space between a plate and its element, and between stacked plates.
    static let spacing = 2

    package static func place(_ labels: [(anchor: PixelRect, width: Int)], height: Int, cell: PixelRect, avoiding outlines: [PixelRect]) -> [PixelRect] {
        var placed: [PixelRect] = []
        for label in labels {
            let width = min(label.width, cell.width)
            let x = min(max(label.anchor.x, cell.x), cell.maxX - width)
            func fits(_ rect: PixelRect, clearOfOutlines: Bool) -> Bool {
                rect.y >= cell.y && rect.maxY <= cell.maxY && rect.x >= cell.x && rect.maxX <= cell.maxX
                    && !placed.contains { !$0.intersection(rect).isEmpty }
                    && (!clearOfOutlines || !outlines.contains { !$0.intersection(rect).isEmpty })
            }
            // A stack above (then below) its element, up to the first outline in the way: a plate
            // beyond another element would read as that element's.
            func blocked(_ rect: PixelRect) -> Bool { outlines.contains { !$0.intersection(rect).isEmpty } }
            var candidates: [PixelRect] = []
            var y = label.anchor.y - spacing - height
            while y >= cell.y, !blocked(PixelRect(x: x, y: y, width: width, height: height)) {
                candidates.append(PixelRect(x: x, y: y, width: width, height: height))
                y -= height + spacing
            }
            y = label.anchor.maxY + spacing
            while y + height <= cell.maxY, !blocked(PixelRect(x: x, y: y, width: width, height: height)) {
                candidates.append(PixelRect(x: x, y: y, width: width, height: height))
                y += height + spacing
            }
            var rows: [PixelRect] = []
            y = cell.y
            while y + height <= cell.maxY {
                rows.append(PixelRect(x: x, y: y, width: width, height: height))
                rows.append(PixelRect(x: cell.x, y: y, width: width, height: height))
                rows.append(PixelRect(x: cell.maxX - width, y: y, width: width, height: height))
                y += height + spacing
            }
            let choice = (candidates + rows).first { fits($0, clearOfOutlines: true) }
                ?? (candidates + rows).first { fits($0, clearOfOutlines: false) }
                ?? PixelRect(x: x, y: max(cell.y, min(label.anchor.y - spacing - height, cell.maxY - height)), width: width, height: height)
            placed.append(choice)
        }
        return placed
    }
}
