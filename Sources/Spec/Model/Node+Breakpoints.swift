extension Node {
    /// The view tree as a viewport `width` CSS px wide shows it: every node's breakpoints that apply at that
    /// width, in the order written (a later one wins), folded into its properties, and the breakpoints
    /// dropped. A tree without breakpoints is returned as it is.
    package func atViewportWidth(_ width: Double) -> Node {
        guard allNodes.contains(where: { !$0.breakpoints.isEmpty }) else { return self }
        return resolved(atViewportWidth: width)
    }

    private func resolved(atViewportWidth width: Double) -> Node {
        let applying = breakpoints.filter { $0.applies(toViewportWidth: width) }
        func last<T>(_ property: (Breakpoint) -> T?) -> T? { applying.reversed().lazy.compactMap(property).first }
        let children = children.map { $0.resolved(atViewportWidth: width) }
        let kind: NodeKind =
            switch kind {
            case .vstack(let stack):
                .vstack(VStackElement(spacing: last(\.spacing) ?? stack.spacing, alignment: stack.alignment, children: children))
            case .hstack(let stack):
                .hstack(
                    HStackElement(
                        spacing: last(\.spacing) ?? stack.spacing, alignment: stack.alignment,
                        verticalAtAccessibilitySizes: stack.verticalAtAccessibilitySizes, wrap: last(\.wrap) ?? stack.wrap,
                        vertical: (last(\.axis) ?? (stack.vertical ? .vertical : .horizontal)) == .vertical, children: children))
            case .zstack(let stack):
                .zstack(ZStackElement(alignment: stack.alignment, children: children))
            case .grid(let grid):
                .grid(
                    GridElement(
                        columns: last(\.columns) ?? grid.columns, rowSpacing: last(\.spacing) ?? grid.rowSpacing,
                        columnSpacing: last(\.spacing) ?? grid.columnSpacing, children: children))
            case .section(let section):
                .section(SectionElement(header: section.header, footer: section.footer, children: children, colors: section.colors))
            default:
                kind
            }
        var result = Node(
            id: id, kind: kind, padding: last(\.padding) ?? padding, frame: frame, visibleIn: visibleIn, background: background,
            tapArea: tapArea, announcements: announcements, tabIndex: tabIndex, focusRing: focusRing,
            tooltip: tooltip, location: location, path: path)
        result.combinesAccessibilityChildren = combinesAccessibilityChildren
        result.isAccessibilityHidden = isAccessibilityHidden
        return result
    }
}
