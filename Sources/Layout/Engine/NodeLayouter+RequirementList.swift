import Spec

extension NodeLayouter {
    /// A requirement list: one row per item, `requirementRowSpacing` apart. A row is its indicator (a
    /// square as tall as the footnote's size, so it grows with Dynamic Type) leading, then its text
    /// (footnote, wrapping), `requirementIndicatorSpacing` after it; the indicator sits on the text's
    /// first line. Met rows draw a check mark in the `met` colour; unmet rows an x mark in the `unmet`
    /// colour, or (`colorOnly`) the same check mark in it.
    func layoutRequirementList(_ node: Node, list: RequirementListElement, width: Double) throws -> LayoutNode {
        let (fontSize, leading) = try fontSize(.style(.footnote), weight: .regular)
        let side = fontSize
        let spacing = ControlMetrics.requirementIndicatorSpacing
        let available = width.isFinite ? width : 10_000
        var rows: [LayoutNode] = []
        var y = 0.0
        var widest = 0.0
        for (index, item) in list.items.enumerated() {
            let met = item.isMet(in: state)
            let text = try textNode(
                id: node.id.map { "\($0).item[\(index)].text" }, role: .part(.label), element: .text, text: item.text,
                style: .style(.footnote), weight: .regular, color: requirementColor(list, .text), lineLimit: nil,
                alignment: .leading, width: max(1, available - side - spacing), node: node)
            let glyph: SymbolGlyph = met || list.indicator == .colorOnly ? .checkmark : .xmark
            let indicator = part(
                node, id: node.id.map { "\($0).item[\(index)].indicator" }, role: .part(.indicator),
                element: .symbol(glyph, color: requirementColor(list, met ? .met : .unmet), lineWidth: ControlMetrics.symbolLineWidth),
                size: Size(width: side, height: side)
            )
            .offsetBy(dx: 0, dy: max(0, (leading - side) / 2))
            let height = max(text.frame.height, side)
            let rowWidth = side + spacing + text.frame.width
            widest = max(widest, rowWidth)
            rows.append(
                LayoutNode(
                    id: node.id.map { "\($0).item[\(index)]" }, role: .part(.requirement), owner: reference(node), element: .container,
                    frame: Rect(x: 0, y: y, width: rowWidth, height: height),
                    children: [indicator.offsetBy(dx: 0, dy: y), text.offsetBy(dx: side + spacing, dy: y)],
                    sourcePath: node.path, sourceLocation: node.location))
            y += height + (index == list.items.count - 1 ? 0 : ControlMetrics.requirementRowSpacing)
        }
        return part(
            node, role: .element(.requirementList), element: .container,
            size: Size(width: width.isFinite ? width : widest, height: y), children: rows)
    }

    /// A requirement list part's colour: its own `colors`, else the part's semantic name in the palette.
    func requirementColor(_ list: RequirementListElement, _ part: BuiltInColors.RequirementPart) -> SRGBColor {
        BuiltInColors.resolve(
            list.colors[part.rawValue], name: part.systemColor, palette: spec.palette, appearance: appearance,
            increasedContrast: increasedContrast, reducedTransparency: reducedTransparency)
    }
}
