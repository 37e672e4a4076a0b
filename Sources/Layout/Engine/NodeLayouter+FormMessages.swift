import Spec
import Text

/// Form-level messages: the error summary and the toast.
extension NodeLayouter {
    /// An error summary in `width`: its heading (headline) and one link per error (the error's text,
    /// subheadline, underlined so a link does not rely on colour alone), on a bordered rounded surface.
    func layoutErrorSummary(_ node: Node, summary: ErrorSummaryElement, width: Double) throws -> LayoutNode {
        let padding = ControlMetrics.errorSummaryPadding
        let inner = width.isFinite ? max(1, width - 2 * padding) : width
        let title = try textNode(
            id: node.id.map { "\($0).title" }, role: .part(.title), element: .text, text: summary.title,
            style: .style(.headline), weight: DynamicTypeTable.weight(.headline), color: summaryColor(summary, .title),
            lineLimit: nil, alignment: .leading, width: inner, node: node)
        var children = [title.offsetBy(dx: padding, dy: padding)]
        var y = padding + title.frame.height
        var widest = title.frame.width
        let linkColor = summaryColor(summary, .link)
        for (index, id) in summary.errors.enumerated() {
            guard case .inlineError(let error) = spec.node(withID: id)?.kind else { continue }
            y += ControlMetrics.errorSummarySpacing
            let link = try textNode(
                id: node.id.map { "\($0).link[\(index)]" }, role: .part(.link), element: .text, text: error.text,
                style: .style(.subheadline), weight: .regular, color: linkColor, lineLimit: nil,
                alignment: .leading, width: inner, node: node
            ).offsetBy(dx: padding, dy: y)
            widest = max(widest, link.frame.width)
            children.append(link)
            for line in link.text?.lines ?? [] {
                children.append(
                    LayoutNode(
                        id: node.id.map { "\($0).link[\(index)].underline" }, role: .part(.underline), owner: reference(node),
                        element: .container,
                        frame: Rect(
                            x: line.x, y: line.baseline + ControlMetrics.underlineOffset, width: line.width,
                            height: ControlMetrics.underlineThickness),
                        surface: SurfacePaint(fill: linkColor), sourcePath: node.path, sourceLocation: node.location))
            }
            y += link.frame.height
        }
        let size = Size(width: width.isFinite ? width : widest + 2 * padding, height: y + padding)
        return part(
            node, role: .element(.errorSummary), element: .container, size: size, children: children,
            surface: SurfacePaint(
                fill: summaryColor(summary, .fill), cornerRadius: ControlMetrics.errorSummaryCornerRadius,
                stroke: summaryColor(summary, .border), strokeWidth: .points(ControlMetrics.errorSummaryBorderWidth)))
    }

    /// A toast: its message (subheadline, semibold) hugged by its padding on an inverted rounded surface.
    func layoutToast(_ node: Node, toast: ToastElement, width: Double) throws -> LayoutNode {
        let insets = ControlMetrics.toastInsets
        let inner = width.isFinite ? max(1, width - 2 * insets.horizontal) : width
        var text = try textNode(
            id: node.id, role: .element(.toast), element: .text, text: toast.text, style: .style(.subheadline),
            weight: .semibold, color: toastColor(toast, .text), lineLimit: nil, alignment: .leading, width: inner, node: node
        )
        .offsetBy(dx: insets.horizontal, dy: insets.vertical)
        text.frame = Rect(x: 0, y: 0, width: text.frame.width + 2 * insets.horizontal, height: text.frame.height + 2 * insets.vertical)
        text.surface = SurfacePaint(fill: toastColor(toast, .fill), cornerRadius: ControlMetrics.toastCornerRadius)
        return text
    }

    /// An error summary part's colour: its own `colors`, else the part's semantic name in the palette.
    func summaryColor(_ summary: ErrorSummaryElement, _ part: BuiltInColors.ErrorSummaryPart) -> SRGBColor {
        BuiltInColors.resolve(
            summary.colors[part.rawValue], name: part.systemColor, palette: spec.palette, appearance: appearance,
            increasedContrast: increasedContrast, reducedTransparency: reducedTransparency)
    }

    /// A toast part's colour: its own `colors`, else the part's semantic name in the palette.
    func toastColor(_ toast: ToastElement, _ part: BuiltInColors.ToastPart) -> SRGBColor {
        BuiltInColors.resolve(
            toast.colors[part.rawValue], name: part.systemColor, palette: spec.palette, appearance: appearance,
            increasedContrast: increasedContrast, reducedTransparency: reducedTransparency)
    }
}
