extension LayoutNode {
    /// The same subtree moved by (dx, dy).
    func offsetBy(dx: Double, dy: Double) -> LayoutNode {
        if dx == 0 && dy == 0 { return self }
        var moved = self
        moved.frame.x += dx
        moved.frame.y += dy
        if var region = moved.hitRegion {
            region.x += dx
            region.y += dy
            moved.hitRegion = region
        }
        if var layout = moved.text {
            for index in layout.lines.indices {
                layout.lines[index].x += dx
                layout.lines[index].baseline += dy
            }
            moved.text = layout
        }
        moved.children = children.map { $0.offsetBy(dx: dx, dy: dy) }
        return moved
    }
}
