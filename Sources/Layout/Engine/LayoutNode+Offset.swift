extension LayoutNode {
    /// The same subtree moved by (dx, dy).
    func offsetBy(dx: Double, dy: Double) -> LayoutNode {
        if dx == 0 && dy == 0 { return self }
        let movedText = text.map { layout in
            TextLayout(lines: layout.lines.map { TextLine(text: $0.text, width: $0.width, x: $0.x + dx, baseline: $0.baseline + dy, run: $0.run) },
                       weight: layout.weight, size: layout.size, leading: layout.leading, color: layout.color,
                       truncated: layout.truncated, clipped: layout.clipped)
        }
        return LayoutNode(id: id, kind: kind, element: element,
                          frame: Rect(x: frame.x + dx, y: frame.y + dy, width: frame.width, height: frame.height),
                          text: movedText, isHidden: isHidden, children: children.map { $0.offsetBy(dx: dx, dy: dy) },
                          sourcePath: sourcePath, sourceLocation: sourceLocation)
    }
}
