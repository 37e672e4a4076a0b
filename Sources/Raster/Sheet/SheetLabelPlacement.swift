/// Where the rule-id plates of a contact-sheet cell go, in pixels relative to the cell's render. Each
/// plate belongs to an outlined element (its anchor) and must cover no element's frame (any element's,
/// not only outlined ones), no outline and no other plate. It is tried, in order: directly above its
/// anchor, stacking upwards, then directly below it, stacking downwards (each stack ends at the first
/// element in the way: a plate beyond another element would read as that element's), aligned with the
/// anchor's leading edge, then its trailing edge. When none of those is clear, the plate goes to a
/// clear place in the render straight above or below its element, on a leader line (the one crossing
/// the fewest elements, then the shortest); when the render has none, into the margin under the
/// render, in the first lane where it covers no other plate and no leader line, on a leader line from
/// the element's lower edge, placed where it crosses the fewest elements.
/// Plates are as wide as their text, at most the render's width.
package enum SheetLabelPlacement {
    /// Space between a plate and its element, between stacked plates, and between the render and
    /// the first margin lane.
    static let spacing = 2
    static let marginTop = 6

    /// `screen`: the render's size (its origin at 0, 0); `frames`: every element's frame in the
    /// render's pixels; `outlines`: the outlined boxes (the anchors among them).
    package static func place(
        _ labels: [(anchor: PixelRect, width: Int, text: String)], height: Int, screen: PixelRect,
        frames: [PixelRect], outlines: [PixelRect]
    ) -> [SheetLabel] {
        // What lies below the render's cut is not on the sheet.
        let obstacles = (frames + outlines).map { $0.intersection(screen) }.filter { !$0.isEmpty }
        var placed: [SheetLabel] = []
        func clear(_ rect: PixelRect) -> Bool {
            !placed.contains { !$0.box.intersection(rect).isEmpty || $0.leader.map { !$0.intersection(rect).isEmpty } == true }
        }
        func blocked(_ rect: PixelRect) -> Bool { obstacles.contains { !$0.intersection(rect).isEmpty } }
        for label in labels {
            let width = min(label.width, screen.width)
            let xs = [
                min(max(label.anchor.x, screen.x), screen.maxX - width),
                min(max(label.anchor.maxX - width, screen.x), screen.maxX - width),
            ]
            var choice: PixelRect?
            search: for x in xs {
                for direction in [-1, 1] {
                    var y = direction < 0 ? label.anchor.y - spacing - height : label.anchor.maxY + spacing
                    while y >= screen.y, y + height <= screen.maxY {
                        let rect = PixelRect(x: x, y: y, width: width, height: height)
                        if blocked(rect) { break }
                        if clear(rect) {
                            choice = rect
                            break search
                        }
                        y += direction * (height + spacing)
                    }
                }
            }
            if let choice {
                placed.append(SheetLabel(text: label.text, box: choice))
                continue
            }
            if let inside = ledLabel(
                label.text, anchor: label.anchor, width: width, height: height, screen: screen,
                obstacles: obstacles, placed: placed)
            {
                placed.append(inside)
                continue
            }
            placed.append(
                marginLabel(
                    label.text, anchor: label.anchor, width: width, height: height, screen: screen,
                    obstacles: obstacles, placed: placed))
        }
        return placed
    }

    /// A plate elsewhere in the render on a leader line to its element, straight above or below it (a
    /// plate's edge against an element's or another plate's): the place whose leader crosses the fewest
    /// elements, then the nearest; the leader crosses no plate.
    private static func ledLabel(
        _ text: String, anchor: PixelRect, width: Int, height: Int, screen: PixelRect,
        obstacles: [PixelRect], placed: [SheetLabel]
    ) -> SheetLabel? {
        let edges = obstacles + placed.map(\.box)
        let below = Set([anchor.maxY + spacing] + edges.map { $0.maxY + spacing })
            .filter { $0 >= anchor.maxY + spacing && $0 + height <= screen.maxY }
        let above = Set([anchor.y - spacing - height] + edges.map { $0.y - spacing - height })
            .filter { $0 + height <= anchor.y - spacing && $0 >= screen.y }
        let downward = leaderColumns(anchor: anchor, screen: screen, obstacles: obstacles)
        // A few columns: the ones crossing the fewest elements downwards, and the anchor's edges and middle.
        let columns = Array(
            Set(
                downward.prefix(3)
                    + [downward.min(), downward.max(), (anchor.x + anchor.maxX) / 2].compactMap { $0 }
                    .filter { $0 >= screen.x && $0 < screen.maxX }))
        var candidates: [(crossings: Int, distance: Int, order: Int, box: PixelRect, leader: PixelRect)] = []
        for y in below.union(above) {
            let isBelow = y >= anchor.maxY
            for column in columns {
                let leader =
                    isBelow
                    ? PixelRect(x: column, y: anchor.maxY, width: 1, height: y - anchor.maxY)
                    : PixelRect(x: column, y: y + height, width: 1, height: anchor.y - y - height)
                let crossings = obstacles.filter { !$0.intersection(leader).isEmpty && $0 != anchor }.count
                for x in plateEdges(column: column, width: width, screen: screen) {
                    let box = PixelRect(x: x, y: y, width: width, height: height)
                    candidates.append((crossings, leader.height, candidates.count, box, leader))
                }
            }
        }
        candidates.sort {
            ($0.crossings, $0.distance, $0.box.y, $0.leader.x, $0.order) < ($1.crossings, $1.distance, $1.box.y, $1.leader.x, $1.order)
        }
        for candidate in candidates {
            let box = candidate.box
            let leader = candidate.leader
            guard !obstacles.contains(where: { !$0.intersection(box).isEmpty }) else { continue }
            let free = !placed.contains { other in
                !other.box.intersection(box).isEmpty || !other.box.intersection(leader).isEmpty
                    || other.leader.map { !$0.intersection(box).isEmpty || !$0.intersection(leader).isEmpty } == true
            }
            if free { return SheetLabel(text: text, box: box, leader: leader) }
        }
        return nil
    }

    /// Where a plate on a leader in `column` starts: a little before the leader, else so that it ends a
    /// little after it; inside the render's width either way.
    private static func plateEdges(column: Int, width: Int, screen: PixelRect) -> [Int] {
        [min(max(column - 6, screen.x), screen.maxX - width), min(max(column - width + 7, screen.x), screen.maxX - width)]
    }

    /// The anchor's columns (inside the render) for a leader down from it, fewest elements crossed first.
    private static func leaderColumns(anchor: PixelRect, screen: PixelRect, obstacles: [PixelRect]) -> [Int] {
        let anchorBottom = min(anchor.maxY, screen.maxY)
        let first = max(anchor.x + 1, screen.x)
        let last = min(anchor.maxX - 1, screen.maxX)
        func crossings(_ x: Int) -> Int {
            let line = PixelRect(x: x, y: anchorBottom, width: 1, height: max(0, screen.maxY - anchorBottom))
            return obstacles.filter { !$0.intersection(line).isEmpty && $0 != anchor }.count
        }
        return (first < last ? Array(first..<last) : [min(max(anchor.x, screen.x), screen.maxX - 1)])
            .map { ($0, crossings($0)) }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map(\.0)
    }

    /// A plate in the margin under the render, with its leader line: in the first lane where the
    /// plate covers no other plate or leader and its leader crosses no other plate, the leader in the
    /// anchor's column that crosses the fewest elements. Should every column be barred (a narrow element
    /// under many plates), the leader may cross plates, never the plate itself.
    private static func marginLabel(
        _ text: String, anchor: PixelRect, width: Int, height: Int, screen: PixelRect,
        obstacles: [PixelRect], placed: [SheetLabel]
    ) -> SheetLabel {
        let anchorBottom = min(anchor.maxY, screen.maxY)
        let columns = leaderColumns(anchor: anchor, screen: screen, obstacles: obstacles)
        func hits(_ rect: PixelRect, _ other: PixelRect?) -> Bool { other.map { !$0.intersection(rect).isEmpty } ?? false }
        for strict in [true, false] {
            for lane in 0...(placed.count + 1) {
                let y = screen.maxY + marginTop + lane * (height + spacing)
                for column in columns {
                    for x in plateEdges(column: column, width: width, screen: screen) {
                        let box = PixelRect(x: x, y: y, width: width, height: height)
                        let leader = PixelRect(x: column, y: anchorBottom, width: 1, height: y - anchorBottom)
                        let free = !placed.contains { other in
                            hits(box, other.box) || hits(box, other.leader)
                                || (strict && (hits(leader, other.box) || hits(leader, other.leader)))
                        }
                        if free { return SheetLabel(text: text, box: box, leader: leader) }
                    }
                }
            }
        }
        // Unreachable: a lane below every plate holds no plate and no leader.
        let y = (placed.map(\.box.maxY).max() ?? screen.maxY) + marginTop
        return SheetLabel(
            text: text, box: PixelRect(x: screen.x, y: y, width: width, height: height),
            leader: PixelRect(x: columns[0], y: anchorBottom, width: 1, height: y - anchorBottom))
    }
}
