/// Marks text that runs past the viewport's trailing edge as clipped (the screen cuts it off).
enum ViewportClipping {
    static func markOverflow(_ node: LayoutNode, viewportWidth: Double) -> LayoutNode {
        var marked = node
        if let layout = node.text,
            layout.lines.contains(where: { $0.x < -LineBreaker.tolerance || $0.x + $0.width > viewportWidth + LineBreaker.tolerance })
        {
            marked.text?.clipped = true
        }
        marked.children = node.children.map { markOverflow($0, viewportWidth: viewportWidth) }
        return marked
    }
}
