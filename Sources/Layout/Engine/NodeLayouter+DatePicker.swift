import Spec
import Text

/// Compact date pickers.
extension NodeLayouter {
    /// A compact date picker in `width`: its label leading (wrapping) and its date (one line, at most
    /// two thirds of the row) on a rounded grey button trailing, in a row at least 44 pt tall; at
    /// accessibility sizes the button goes under the label. The button's column of the row is its
    /// target.
    func layoutDatePicker(_ node: Node, picker: DatePickerElement, width: Double) throws -> LayoutNode {
        let insets = ControlMetrics.dateButtonInsets
        let spacing = ControlMetrics.toggleSpacing
        let available = width.isFinite ? width : 10_000
        let stacked = category.isAccessibilitySize
        let value = try textNode(
            id: node.id.map { "\($0).value" }, role: .part(.value), element: .text, text: setting(node).value ?? picker.value,
            style: .style(.body), weight: .regular, color: datePickerColor(picker, .value), lineLimit: 1,
            alignment: .leading, width: max(1, (stacked ? available : available * 2 / 3) - 2 * insets.horizontal), node: node)
        let button = Size(width: value.frame.width + 2 * insets.horizontal, height: value.frame.height + 2 * insets.vertical)
        let label = try textNode(
            id: node.id.map { "\($0).label" }, role: .part(.label), element: .text, text: picker.label,
            style: .style(.body), weight: .regular, color: datePickerColor(picker, .label), lineLimit: nil,
            alignment: .leading, width: max(1, stacked ? available : available - button.width - spacing), node: node)
        let rowWidth =
            width.isFinite ? width : (stacked ? max(label.frame.width, button.width) : label.frame.width + spacing + button.width)
        let buttonX = stacked ? 0 : rowWidth - button.width
        let labelY: Double
        let buttonY: Double
        let rowHeight: Double
        if stacked {
            labelY = 0
            buttonY = label.frame.height + ControlMetrics.fieldLabelSpacing
            rowHeight = max(ControlMetrics.pickerMinimumHeight, buttonY + button.height)
        } else {
            rowHeight = max(ControlMetrics.pickerMinimumHeight, label.frame.height, button.height)
            labelY = (rowHeight - label.frame.height) / 2
            buttonY = (rowHeight - button.height) / 2
        }
        let control = LayoutNode(
            id: node.id.map { "\($0).control" }, role: .part(.control), owner: reference(node), element: .container,
            frame: Rect(x: buttonX, y: buttonY, width: button.width, height: button.height),
            children: [value.offsetBy(dx: buttonX + insets.horizontal, dy: buttonY + insets.vertical)],
            surface: SurfacePaint(fill: datePickerColor(picker, .fill), cornerRadius: ControlMetrics.dateButtonCornerRadius),
            sourcePath: node.path, sourceLocation: node.location)
        return part(
            node, role: .element(.datePicker), element: .container, size: Size(width: rowWidth, height: rowHeight),
            children: [label.offsetBy(dx: 0, dy: labelY), control])
    }

    /// A date picker part's colour: its own `colors`, else the part's semantic name in the palette.
    func datePickerColor(_ picker: DatePickerElement, _ part: BuiltInColors.DatePickerPart) -> SRGBColor {
        BuiltInColors.resolve(
            picker.colors[part.rawValue], name: part.systemColor, palette: spec.palette, appearance: appearance,
            increasedContrast: increasedContrast, reducedTransparency: reducedTransparency)
    }
}
