import Spec

/// The web's own layouts (format 2): a row that wraps, as CSS `flex-wrap: wrap`, and a grid, as CSS
/// `display: grid` with equal columns.
extension NodeLayouter {
    /// Points a line may overrun its width by (rounding of measured widths) and still take an item.
    static let lineTolerance = 0.001

    /// A wrapping row: each item at its ideal width (at most the row's), leading to trailing, a new line
    /// when the next one does not fit; `spacing` between items and between lines. An item whose frame has
    /// `maxWidth: "infinity"` grows into what is left of its line (`flex-grow: 1`), shared equally. A line
    /// is as tall as its tallest item; the row is as wide as it is offered (a block).
    func layoutWrapping(_ node: Node, stack: HStackElement, width: Double) throws -> LayoutNode {
        var items: [(node: Node, basis: Double)] = []
        for child in stack.children where !isSpacerNode(child) {
            // An item that grows is measured without growing: its content is its flex basis.
            guard let ideal = try layout(withoutGrowth(child), width: .infinity, height: nil) else { continue }
            items.append((child, min(ideal.frame.width, width)))
        }
        var lines: [[Int]] = []
        var used = 0.0
        for index in items.indices {
            if let line = lines.last, !line.isEmpty, used + stack.spacing + items[index].basis <= width + Self.lineTolerance {
                lines[lines.count - 1].append(index)
                used += stack.spacing + items[index].basis
            } else {
                lines.append([index])
                used = items[index].basis
            }
        }
        var nodes: [LayoutNode] = []
        var y = 0.0
        var widest = 0.0
        for (number, line) in lines.enumerated() {
            if number > 0 { y += stack.spacing }
            let taken = line.reduce(0) { $0 + items[$1].basis } + stack.spacing * Double(line.count - 1)
            let growers = line.filter { items[$0].node.frame?.maxWidth == .infinity }
            let share = growers.isEmpty || !width.isFinite ? 0 : max(0, width - taken) / Double(growers.count)
            var laid: [LayoutNode] = []
            for index in line {
                let grows = growers.contains(index)
                let offered = items[index].basis + (grows ? share : 0)
                if let layout = try layout(items[index].node, width: offered, height: nil) { laid.append(layout) }
            }
            let height = laid.map(\.frame.height).max() ?? 0
            if stack.alignment == .stretch {
                laid = try zip(line, laid).compactMap { index, layout in
                    try self.layout(items[index].node, width: layout.frame.width, height: height, fillsHeight: true)
                }
            }
            var x = 0.0
            for layout in laid {
                if x > 0 { x += stack.spacing }
                nodes.append(layout.offsetBy(dx: x, dy: y + (height - layout.frame.height) * stack.alignment.fraction))
                x += layout.frame.width
            }
            widest = max(widest, x)
            y += height
        }
        // A block: as wide as offered, even when an item wider than a line overflows it (as CSS's flex container does).
        let rowWidth = width.isFinite ? width : widest
        return part(node, role: .element(.hstack), element: .container, size: Size(width: rowWidth, height: y), children: nodes)
    }

    /// A grid: its columns' count and width from `GridColumns.tracks`, items placed in order row by row, each
    /// filling its cell (CSS's default stretch both ways); a row is as tall as its tallest item. Offered an
    /// unbounded width (measured for an hstack), the columns are as wide as the widest item.
    func layoutGrid(_ node: Node, grid: GridElement, width: Double) throws -> LayoutNode {
        let shown = grid.children.filter { isShown($0) }
        var count: Int
        var columnWidth: Double
        if width.isFinite {
            (count, columnWidth) = grid.columns.tracks(items: shown.count, width: width, gap: grid.columnSpacing)
        } else {
            let ideal = try shown.compactMap { try layout($0, width: .infinity, height: nil)?.frame.width }.max() ?? 0
            switch grid.columns {
            case .count(let columns): (count, columnWidth) = (columns, ideal)
            case .minimumWidth(let minimum): (count, columnWidth) = (max(1, shown.count), max(minimum, ideal))
            }
        }
        var nodes: [LayoutNode] = []
        var y = 0.0
        for start in stride(from: 0, to: shown.count, by: count) {
            if start > 0 { y += grid.rowSpacing }
            let row = Array(shown[start..<min(start + count, shown.count)])
            let measured = try row.compactMap { try layout($0, width: columnWidth, height: nil, fillsWidth: true) }
            let height = measured.map(\.frame.height).max() ?? 0
            for (column, child) in row.enumerated() {
                guard let cell = try layout(child, width: columnWidth, height: height, fillsWidth: true, fillsHeight: true) else {
                    continue
                }
                nodes.append(cell.offsetBy(dx: Double(column) * (columnWidth + grid.columnSpacing), dy: y))
            }
            y += height
        }
        let gridWidth = Double(count) * columnWidth + grid.columnSpacing * Double(max(0, count - 1))
        // As wide as offered, even when columns of a minimum width overflow it (as CSS's grid container is).
        let size = Size(width: width.isFinite ? width : gridWidth, height: y)
        return part(node, role: .element(.grid), element: .container, size: size, children: nodes)
    }

    /// The node with a `maxWidth` of its own instead of "infinity" (the same node otherwise).
    private func withoutGrowth(_ node: Node) -> Node {
        guard let frame = node.frame, frame.maxWidth == .infinity else { return node }
        let fixed = Frame(
            width: frame.width, height: frame.height, minWidth: frame.minWidth, maxWidth: nil, minHeight: frame.minHeight,
            maxHeight: frame.maxHeight, alignment: frame.alignment)
        return Node(
            id: node.id, kind: node.kind, padding: node.padding, frame: fixed, visibleIn: node.visibleIn,
            background: node.background, tapArea: node.tapArea, announcements: node.announcements, tabIndex: node.tabIndex,
            focusRing: node.focusRing, tooltip: node.tooltip,
            breakpoints: node.breakpoints, location: node.location, path: node.path)
    }

    private func isSpacerNode(_ node: Node) -> Bool {
        if case .spacer = node.kind { return true }
        return false
    }
}
