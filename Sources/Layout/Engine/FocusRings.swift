import Spec

/// The `focused` state's `:focus-visible` rings. For every web control that declares a `focusRing`, a ring
/// node: a stroke `width` wide whose inner edge is `offset` outside the control's edge (a text field's box,
/// else the control's frame), its corners the control's radius plus the offset. A browser shows one ring,
/// the focused element's, so the render draws only the ring of the control Tab reaches first (on top of the
/// content, the root's last child, as an outline is drawn last); every ring is kept apart in
/// `LayoutTree.focusRings` to be measured as it would be shown alone.
enum FocusRings {
    /// Every ring in document order, and the one drawn: the first control in Tab order (positive
    /// `tabIndex` first, lowest first, then document order; `tabIndex` -1 is never reached by Tab).
    static func rings(in root: LayoutNode, spec: ScreenSpec, resolve: (Color) -> SRGBColor) -> (all: [LayoutNode], shown: LayoutNode?) {
        let elements = spec.content.allNodes
        var rings: [(node: LayoutNode, tabIndex: Int)] = []
        for layout in root.allNodes where !layout.isHidden {
            guard case .element = layout.role else { continue }
            let element = layout.owner.node(in: elements)
            guard let ring = element.focusRing else { continue }
            var target = layout.frame
            var radius = 0.0
            switch layout.element {
            case .button(let appearance):
                radius = appearance.cornerRadius
            case .textField:
                if let box = layout.children.first(where: { $0.role == .part(.box) }), case .fieldBox(_, _, _, let corner) = box.element {
                    target = box.frame
                    radius = corner
                }
            default:
                break
            }
            let outset = ring.offset + ring.width
            let frame = Rect(
                x: target.minX - outset, y: target.minY - outset, width: target.width + 2 * outset, height: target.height + 2 * outset)
            rings.append(
                (
                    LayoutNode(
                        id: layout.id.map { "\($0).focusRing" }, role: .part(.focusRing), owner: layout.owner,
                        element: .focusRing(offset: ring.offset), frame: frame,
                        surface: SurfacePaint(
                            fill: SRGBColor(red: 0, green: 0, blue: 0, alpha: 0), cornerRadius: radius > 0 ? radius + outset : 0,
                            stroke: resolve(ring.color), strokeWidth: .points(ring.width)),
                        sourcePath: layout.sourcePath, sourceLocation: layout.sourceLocation), element.tabIndex ?? 0
                ))
        }
        let reachable = rings.enumerated().filter { $0.element.tabIndex >= 0 }
        let first = reachable.min { lhs, rhs in
            // Positive tabIndex values come first, lowest first; then 0 (or none); ties in document order.
            func key(_ item: (offset: Int, element: (node: LayoutNode, tabIndex: Int))) -> (Int, Int, Int) {
                (item.element.tabIndex > 0 ? 0 : 1, item.element.tabIndex, item.offset)
            }
            return key(lhs) < key(rhs)
        }
        return (rings.map(\.node), first?.element.node)
    }
}
