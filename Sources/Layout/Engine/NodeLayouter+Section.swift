import Spec
import Text

/// Sections (a grouped form's header, rows on an inset rounded surface, footer) and the
/// `background` modifier.
extension NodeLayouter {
    /// A section in `width` (its ideal width when infinite): the header and footer inset like the
    /// rows' content, each row at least 44 pt tall with its content centred, a hairline between rows.
    /// A row keeps its own frame (a toggle's 44 pt minimum is the row's, not added to it).
    func layoutSection(_ node: Node, section: SectionElement, width: Double) throws -> LayoutNode {
        let inset = ControlMetrics.sectionRowInset
        let rowWidth = width.isFinite ? max(1, width - 2 * inset) : width
        var rows: [LayoutNode] = []
        for child in section.children {
            if let row = try layout(child, width: rowWidth, height: nil) { rows.append(row) }
        }
        let headerNode = try section.header.map {
            try sectionText(node, part: .header, text: $0.uppercased(), section: section, width: rowWidth)
        }
        let footerNode = try section.footer.map { try sectionText(node, part: .footer, text: $0, section: section, width: rowWidth) }
        let contentWidth = ([headerNode, footerNode].compactMap { $0?.frame.width } + rows.map(\.frame.width)).max() ?? 0
        let sectionWidth = width.isFinite ? width : contentWidth + 2 * inset

        var children: [LayoutNode] = []
        var y = 0.0
        if let headerNode {
            children.append(headerNode.offsetBy(dx: inset, dy: 0))
            y = headerNode.frame.height + ControlMetrics.sectionHeaderSpacing
        }
        var placed: [LayoutNode] = []
        var rowY = 0.0
        let separator = SurfacePaint(fill: sectionColor(section, .separator))
        for (index, row) in rows.enumerated() {
            if index > 0 {
                placed.append(
                    part(
                        node, id: node.id.map { "\($0).separator" }, role: .part(.separator), element: .container,
                        size: Size(width: sectionWidth - inset, height: hairline), surface: separator
                    )
                    .offsetBy(dx: inset, dy: y + rowY - hairline))
            }
            let height = max(ControlMetrics.sectionRowMinimumHeight, rowContentHeight(row))
            placed.append(row.offsetBy(dx: inset, dy: y + rowY + (height - row.frame.height) / 2))
            rowY += height
        }
        let surface = SurfacePaint(fill: sectionColor(section, .fill), cornerRadius: ControlMetrics.sectionCornerRadius)
        children.append(
            LayoutNode(
                id: node.id.map { "\($0).rows" }, role: .part(.rows), owner: reference(node), element: .container,
                frame: Rect(x: 0, y: y, width: sectionWidth, height: rowY), children: placed, surface: surface,
                sourcePath: node.path, sourceLocation: node.location))
        y += rowY
        if let footerNode {
            y += ControlMetrics.sectionFooterSpacing
            children.append(footerNode.offsetBy(dx: inset, dy: y))
            y += footerNode.frame.height
        }
        return part(node, role: .element(.section), element: .container, size: Size(width: sectionWidth, height: y), children: children)
    }

    /// A row's height before the 44 pt minimum: its content with the row's padding above and below
    /// — text 11 pt, a toggle's, picker's or stepper's drawn control 6.5 pt (so a switch row is 44 pt,
    /// as in a Form). A control's own 44 pt minimum row is the section's row, not added to it.
    private func rowContentHeight(_ row: LayoutNode) -> Double {
        let controlRow: Bool =
            switch row.role {
            case .element(.toggle), .element(.picker), .element(.stepper), .element(.datePicker): true
            default: false
            }
        // An inline picker is rows of its own, not one control.
        let inline = row.children.contains { $0.role == .part(.option) }
        guard controlRow, !inline else { return row.frame.height + 2 * ControlMetrics.sectionRowVerticalPadding }
        // Texts (a label, a menu's choice) take 11 pt above and below, wherever they sit (a menu stacks
        // them at accessibility sizes); a drawn control 6.5 pt.
        let texts = row.children.filter { $0.role == .part(.label) || $0.role == .part(.value) }
        let textHeight =
            texts.isEmpty
            ? 0
            : (texts.map(\.frame.maxY).max()! - texts.map(\.frame.minY).min()!) + 2 * ControlMetrics.sectionRowVerticalPadding
        let controlHeight =
            row.children.filter { $0.role == .part(.control) }
            .map { $0.frame.height + 2 * ControlMetrics.sectionControlVerticalPadding }.max() ?? 0
        // Stacked at accessibility sizes (a menu's choice or a date's button under the label), the
        // label and the control together.
        let parts = texts + row.children.filter { $0.role == .part(.control) }
        let extent =
            parts.isEmpty
            ? 0
            : (parts.map(\.frame.maxY).max()! - parts.map(\.frame.minY).min()!) + 2 * ControlMetrics.sectionControlVerticalPadding
        return max(textHeight, controlHeight, extent)
    }

    private func sectionText(_ node: Node, part: LayoutPart, text: String, section: SectionElement, width: Double) throws -> LayoutNode {
        let colorPart: BuiltInColors.SectionPart = part == .header ? .header : .footer
        return try textNode(
            id: node.id.map { "\($0).\(part.rawValue)" }, role: .part(part), element: .text, text: text,
            style: .style(.footnote), weight: .regular, color: sectionColor(section, colorPart), lineLimit: nil,
            alignment: .leading, width: width, node: node)
    }

    /// A section part's colour: its own `colors`, else the part's semantic name in the palette.
    func sectionColor(_ section: SectionElement, _ part: BuiltInColors.SectionPart) -> SRGBColor {
        BuiltInColors.resolve(
            section.colors[part.rawValue], name: part.systemColor, palette: spec.palette, appearance: appearance,
            increasedContrast: increasedContrast, reducedTransparency: reducedTransparency)
    }

    /// A node's `background`, resolved for the appearance.
    func surface(_ background: NodeBackground) -> SurfacePaint {
        let stroke = background.stroke.map(resolve)
        let width: StrokeWidth = background.strokeWidth.map(StrokeWidth.points) ?? hairlineStroke
        switch background.fill {
        case .color(let color):
            return SurfacePaint(fill: resolve(color), cornerRadius: background.cornerRadius, stroke: stroke, strokeWidth: width)
        case .material(let material) where reducedTransparency:
            // Reduce Transparency: the material is its veil made opaque over systemBackground, nothing blurred.
            let systemBackground = resolve(spec.palette.color(.systemBackground))
            return SurfacePaint(
                fill: ReduceTransparency.opaque(MaterialPalette.veil(material, appearance), over: systemBackground),
                cornerRadius: background.cornerRadius, stroke: stroke, strokeWidth: width)
        case .material(let material):
            return SurfacePaint(
                fill: MaterialPalette.veil(material, appearance), material: material, blurSigma: MaterialPalette.blurSigma(material),
                cornerRadius: background.cornerRadius, stroke: stroke, strokeWidth: width)
        }
    }
}
