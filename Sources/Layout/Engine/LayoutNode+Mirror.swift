extension LayoutNode {
    /// The subtree reflected in the vertical line x = width / 2: how a right-to-left screen is laid out
    /// from its left-to-right layout. Frames, hit regions and text lines move; glyphs within a line keep
    /// their order (a line is already in visual order, shaped in its own direction).
    func mirrored(width: Double) -> LayoutNode {
        var mirrored = self
        mirrored.frame.x = width - frame.x - frame.width
        if var region = hitRegion {
            region.x = width - region.x - region.width
            mirrored.hitRegion = region
        }
        if var layout = text {
            for index in layout.lines.indices {
                let line = layout.lines[index]
                layout.lines[index].x = width - line.x - line.width
            }
            mirrored.text = layout
        }
        mirrored.children = children.map { $0.mirrored(width: width) }
        return mirrored
    }
}
