/// Marks text that runs past the viewport's trailing edge as clipped (the screen cuts it off).
enum ViewportClipping {
    static func markOverflow(_ node: LayoutNode, viewportWidth: Double) -> LayoutNode {
        var text = node.text
        if let layout = text, !layout.clipped,
           layout.lines.contains(where: { $0.x < -LineBreaker.tolerance || $0.x + $0.width > viewportWidth + LineBreaker.tolerance }) {
            text = TextLayout(lines: layout.lines, weight: layout.weight, size: layout.size, leading: layout.leading,
                              color: layout.color, truncated: layout.truncated, clipped: true)
        }
        return LayoutNode(id: node.id, kind: node.kind, element: node.element, frame: node.frame, text: text, isHidden: node.isHidden,
                          children: node.children.map { markOverflow($0, viewportWidth: viewportWidth) },
                          sourcePath: node.sourcePath, sourceLocation: node.sourceLocation)
    }
}
