import Spec

/// The `focused` state's `:focus-visible` rings: for every web control that declares a `focusRing`, a
/// ring node on top of the content (the root's last children, drawn last as an outline is) whose surface
/// is the ring: a stroke `width` wide whose inner edge is `offset` outside the control's edge (a text
/// field's box, else the control's frame), its corners the control's radius plus the offset.
enum FocusRings {
    static func add(to root: LayoutNode, spec: ScreenSpec, resolve: (Color) -> SRGBColor) -> LayoutNode {
        let elements = spec.content.allNodes
        var rings: [LayoutNode] = []
        for layout in root.allNodes where !layout.isHidden {
            guard case .element = layout.role, let ring = layout.owner.node(in: elements).focusRing else { continue }
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
            let frame = Rect(x: target.minX - outset, y: target.minY - outset, width: target.width + 2 * outset, height: target.height + 2 * outset)
            rings.append(LayoutNode(
                id: layout.id.map { "\($0).focusRing" }, role: .part(.focusRing), owner: layout.owner, element: .focusRing(offset: ring.offset), frame: frame,
                surface: SurfacePaint(fill: SRGBColor(red: 0, green: 0, blue: 0, alpha: 0), cornerRadius: radius > 0 ? radius + outset : 0,
                                      stroke: resolve(ring.color), strokeWidth: .points(ring.width)),
                sourcePath: layout.sourcePath, sourceLocation: layout.sourceLocation))
        }
        guard !rings.isEmpty else { return root }
        var withRings = root
        withRings.children += rings
        return withRings
    }
}
