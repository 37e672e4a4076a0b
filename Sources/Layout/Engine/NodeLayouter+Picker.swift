import Spec
import Text

/// Pickers (segmented, menu, inline) and steppers.
extension NodeLayouter {
    /// A picker in `width`, drawn in its style.
    func layoutPicker(_ node: Node, picker: PickerElement, width: Double) throws -> LayoutNode {
        switch picker.style {
        case .segmented: try layoutSegmented(node, picker: picker, width: width)
        case .menu: try layoutMenuPicker(node, picker: picker, width: width)
        case .inline: try layoutInlinePicker(node, picker: picker, width: width)
        }
    }

    /// A segmented picker in `width` (its ideal width when infinite): equal segments, each title on
    /// one line truncated with "…" when its segment is too narrow (UISegmentedControl's titles do
    /// not wrap), the selected title semibold on the thumb; the control grows with its titles'
    /// Dynamic Type size and sits centred in a row at least 44 pt tall, whose columns are the
    /// segments' targets.
    private func layoutSegmented(_ node: Node, picker: PickerElement, width: Double) throws -> LayoutNode {
        let insets = ControlMetrics.segmentedTitleInsets
        let count = Double(picker.options.count)
        var controlWidth = width
        if !width.isFinite {
            var widest = 0.0
            for (index, option) in picker.options.enumerated() {
                widest = max(widest, try segmentTitle(node, picker, index: index, text: option, width: .infinity).frame.width)
            }
            controlWidth = count * (widest + 2 * insets.horizontal)
        }
        let segmentWidth = controlWidth / count
        var titles: [LayoutNode] = []
        for (index, option) in picker.options.enumerated() {
            titles.append(try segmentTitle(node, picker, index: index, text: option, width: max(1, segmentWidth - 2 * insets.horizontal)))
        }
        let lineHeight = titles.map(\.frame.height).max() ?? 0
        let controlHeight = max(ControlMetrics.segmentedMinimumHeight, lineHeight + 2 * insets.vertical)
        let rowHeight = max(ControlMetrics.pickerMinimumHeight, controlHeight)
        let controlY = (rowHeight - controlHeight) / 2
        let track = LayoutNode(
            id: node.id.map { "\($0).control" }, role: .part(.control), owner: reference(node), element: .container,
            frame: Rect(x: 0, y: controlY, width: controlWidth, height: controlHeight),
            surface: SurfacePaint(fill: pickerColor(picker, .track), cornerRadius: ControlMetrics.segmentedCornerRadius),
            sourcePath: node.path, sourceLocation: node.location)
        let inset = ControlMetrics.segmentedThumbInset
        let thumb = LayoutNode(
            id: node.id.map { "\($0).thumb" }, role: .part(.thumb), owner: reference(node), element: .container,
            frame: Rect(
                x: Double(selection(node, picker)) * segmentWidth + inset, y: controlY + inset,
                width: segmentWidth - 2 * inset, height: controlHeight - 2 * inset),
            surface: SurfacePaint(fill: pickerColor(picker, .thumb), cornerRadius: ControlMetrics.segmentedThumbCornerRadius),
            sourcePath: node.path, sourceLocation: node.location)
        var children = [track, thumb]
        for (index, title) in titles.enumerated() {
            let x = Double(index) * segmentWidth
            let placed = title.offsetBy(dx: x + (segmentWidth - title.frame.width) / 2, dy: (rowHeight - title.frame.height) / 2)
            children.append(
                LayoutNode(
                    id: node.id.map { "\($0).segment[\(index)]" }, role: .part(.segment), owner: reference(node),
                    element: .container, frame: Rect(x: x, y: 0, width: segmentWidth, height: rowHeight),
                    children: [placed], sourcePath: node.path, sourceLocation: node.location))
        }
        return part(
            node, role: .element(.picker), element: .container, size: Size(width: controlWidth, height: rowHeight), children: children)
    }

    /// A menu picker (a Form row): its label leading, wrapping; the choice (one line, at most half the
    /// row) and an up-down chevron trailing; at accessibility sizes the label above the choice. The
    /// whole row, at least 44 pt tall, is its target.
    private func layoutMenuPicker(_ node: Node, picker: PickerElement, width: Double) throws -> LayoutNode {
        let chevron = ControlMetrics.menuChevronSize
        let spacing = ControlMetrics.toggleSpacing
        let available = width.isFinite ? width : 10_000
        let value = try textNode(
            id: node.id.map { "\($0).value" }, role: .part(.value), element: .text, text: picker.options[selection(node, picker)],
            style: .style(.body), weight: .regular, color: pickerColor(picker, .value), lineLimit: 1, alignment: .leading,
            width: max(1, available / 2 - ControlMetrics.menuChevronSpacing - chevron.width), node: node)
        let trailing = value.frame.width + ControlMetrics.menuChevronSpacing + chevron.width
        let indicator = part(
            node, id: node.id.map { "\($0).control" }, role: .part(.control),
            element: .symbol(.upDownChevron, color: pickerColor(picker, .indicator), lineWidth: ControlMetrics.symbolLineWidth),
            size: chevron)
        if category.isAccessibilitySize {
            // At accessibility sizes the row stacks, as a Form's rows do: the label, then the choice and chevron.
            let label = try textNode(
                id: node.id.map { "\($0).label" }, role: .part(.label), element: .text, text: picker.label,
                style: .style(.body), weight: .regular, color: pickerColor(picker, .label), lineLimit: nil,
                alignment: .leading, width: max(1, available), node: node)
            let rowWidth = width.isFinite ? width : max(label.frame.width, trailing)
            let value = try textNode(
                id: node.id.map { "\($0).value" }, role: .part(.value), element: .text, text: picker.options[selection(node, picker)],
                style: .style(.body), weight: .regular, color: pickerColor(picker, .value), lineLimit: 1, alignment: .leading,
                width: max(1, available - ControlMetrics.menuChevronSpacing - chevron.width), node: node)
            let y = label.frame.height + ControlMetrics.fieldLabelSpacing
            let line = max(value.frame.height, chevron.height)
            return part(
                node, role: .element(.picker), element: .container,
                size: Size(width: rowWidth, height: max(ControlMetrics.pickerMinimumHeight, y + line)),
                children: [
                    label,
                    value.offsetBy(dx: 0, dy: y + (line - value.frame.height) / 2),
                    indicator.offsetBy(dx: value.frame.width + ControlMetrics.menuChevronSpacing, dy: y + (line - chevron.height) / 2),
                ])
        }
        let label = try textNode(
            id: node.id.map { "\($0).label" }, role: .part(.label), element: .text, text: picker.label,
            style: .style(.body), weight: .regular, color: pickerColor(picker, .label), lineLimit: nil, alignment: .leading,
            width: max(1, available - trailing - spacing), node: node)
        let rowWidth = width.isFinite ? width : label.frame.width + spacing + trailing
        let rowHeight = max(ControlMetrics.pickerMinimumHeight, label.frame.height, value.frame.height)
        return part(
            node, role: .element(.picker), element: .container, size: Size(width: rowWidth, height: rowHeight),
            children: [
                label.offsetBy(dx: 0, dy: (rowHeight - label.frame.height) / 2),
                value.offsetBy(dx: rowWidth - trailing, dy: (rowHeight - value.frame.height) / 2),
                indicator.offsetBy(dx: rowWidth - chevron.width, dy: (rowHeight - chevron.height) / 2),
            ])
    }

    /// An inline picker: its label above (like a field's), then one row per option (its title
    /// wrapping, at least 44 pt tall, each a target), hairlines between them and a check mark at the
    /// trailing end of the chosen one.
    private func layoutInlinePicker(_ node: Node, picker: PickerElement, width: Double) throws -> LayoutNode {
        let check = ControlMetrics.checkmarkSize
        let spacing = ControlMetrics.toggleSpacing
        let available = width.isFinite ? width : 10_000
        let label = try textNode(
            id: node.id.map { "\($0).label" }, role: .part(.label), element: .text, text: picker.label,
            style: .style(.subheadline), weight: .medium, color: pickerColor(picker, .label), lineLimit: nil,
            alignment: .leading, width: available, node: node)
        var titles: [LayoutNode] = []
        for (index, option) in picker.options.enumerated() {
            titles.append(
                try textNode(
                    id: node.id.map { "\($0).option[\(index)].title" }, role: .part(.title), element: .text, text: option,
                    style: .style(.body), weight: .regular, color: pickerColor(picker, .title), lineLimit: nil,
                    alignment: .leading, width: max(1, available - spacing - check.width), node: node))
        }
        let rowWidth = width.isFinite ? width : max(label.frame.width, (titles.map(\.frame.width).max() ?? 0) + spacing + check.width)
        var children = [label]
        var y = label.frame.height + ControlMetrics.fieldLabelSpacing
        let separator = SurfacePaint(
            fill: BuiltInColors.resolve(
                nil, name: .separator, palette: spec.palette, appearance: appearance, increasedContrast: increasedContrast,
                reducedTransparency: reducedTransparency))
        for (index, title) in titles.enumerated() {
            if index > 0 {
                children.append(
                    part(
                        node, id: node.id.map { "\($0).separator" }, role: .part(.separator), element: .container,
                        size: Size(width: rowWidth, height: hairline), surface: separator
                    ).offsetBy(dx: 0, dy: y - hairline))
            }
            let height = max(ControlMetrics.pickerMinimumHeight, title.frame.height + 2 * ControlMetrics.sectionRowVerticalPadding)
            var rowChildren = [title.offsetBy(dx: 0, dy: y + (height - title.frame.height) / 2)]
            if index == selection(node, picker) {
                rowChildren.append(
                    part(
                        node, id: node.id.map { "\($0).control" }, role: .part(.control),
                        element: .symbol(.checkmark, color: pickerColor(picker, .indicator), lineWidth: ControlMetrics.symbolLineWidth),
                        size: check
                    ).offsetBy(dx: rowWidth - check.width, dy: y + (height - check.height) / 2))
            }
            children.append(
                LayoutNode(
                    id: node.id.map { "\($0).option[\(index)]" }, role: .part(.option), owner: reference(node),
                    element: .container, frame: Rect(x: 0, y: y, width: rowWidth, height: height), children: rowChildren,
                    sourcePath: node.path, sourceLocation: node.location))
            y += height
        }
        return part(node, role: .element(.picker), element: .container, size: Size(width: rowWidth, height: y), children: children)
    }

    private func segmentTitle(_ node: Node, _ picker: PickerElement, index: Int, text: String, width: Double) throws -> LayoutNode {
        try textNode(
            id: node.id.map { "\($0).segment[\(index)].title" }, role: .part(.title), element: .text, text: text,
            style: .style(.footnote), weight: index == selection(node, picker) ? .semibold : .regular,
            color: disabledTextColor(picker.disabled, part: "title") ?? pickerColor(picker, .title), lineLimit: 1, alignment: .center,
            width: width, node: node,
            disabled: drawsDisabled(picker.disabled))
    }

    /// A stepper in `width`: its label leading (wrapping), the 94 × 32 pt control trailing, centred
    /// in a row at least 44 pt tall; the − and + buttons' targets are the control's halves, the
    /// row's height tall.
    func layoutStepper(_ node: Node, stepper: StepperElement, width: Double) throws -> LayoutNode {
        let control = ControlMetrics.stepperSize
        let spacing = ControlMetrics.toggleSpacing
        let labelWidth = max(1, (width.isFinite ? width : 10_000) - control.width - spacing)
        let label = try textNode(
            id: node.id.map { "\($0).label" }, role: .part(.label), element: .text, text: setting(node).value ?? stepper.label,
            style: .style(.body), weight: .regular,
            color: disabledTextColor(stepper.disabled, part: "label") ?? stepperColor(stepper, .label), lineLimit: nil,
            alignment: .leading, width: labelWidth, node: node, disabled: drawsDisabled(stepper.disabled))
        let rowWidth = width.isFinite ? width : label.frame.width + spacing + control.width
        let rowHeight = max(ControlMetrics.stepperMinimumHeight, label.frame.height, control.height)
        let controlX = rowWidth - control.width
        let controlY = (rowHeight - control.height) / 2
        let half = control.width / 2
        let track = LayoutNode(
            id: node.id.map { "\($0).control" }, role: .part(.control), owner: reference(node), element: .container,
            frame: Rect(x: controlX, y: controlY, width: control.width, height: control.height),
            surface: SurfacePaint(fill: stepperColor(stepper, .track), cornerRadius: ControlMetrics.stepperCornerRadius),
            sourcePath: node.path, sourceLocation: node.location)
        let divider = LayoutNode(
            id: node.id.map { "\($0).separator" }, role: .part(.separator), owner: reference(node), element: .container,
            frame: Rect(
                x: controlX + half - hairline / 2, y: (rowHeight - ControlMetrics.stepperDividerHeight) / 2,
                width: hairline, height: ControlMetrics.stepperDividerHeight),
            surface: SurfacePaint(
                fill: BuiltInColors.resolve(
                    nil, name: .separator, palette: spec.palette, appearance: appearance, increasedContrast: increasedContrast,
                    reducedTransparency: reducedTransparency)),
            sourcePath: node.path, sourceLocation: node.location)
        var buttons: [LayoutNode] = []
        for (index, (part, symbol)) in [(LayoutPart.decrement, "−"), (LayoutPart.increment, "+")].enumerated() {
            let glyph = try textNode(
                id: node.id.map { "\($0).\(part.rawValue).symbol" }, role: .part(.symbol), element: .text, text: symbol,
                style: .fixed(ControlMetrics.stepperSymbolSize), weight: .regular,
                color: disabledTextColor(stepper.disabled, part: "symbol") ?? stepperColor(stepper, .symbol),
                lineLimit: 1, alignment: .center, width: .infinity, node: node,
                disabled: drawsDisabled(stepper.disabled))
            let x = controlX + Double(index) * half
            let placed = glyph.offsetBy(dx: x + (half - glyph.frame.width) / 2, dy: (rowHeight - glyph.frame.height) / 2)
            buttons.append(
                LayoutNode(
                    id: node.id.map { "\($0).\(part.rawValue)" }, role: .part(part), owner: reference(node), element: .container,
                    frame: Rect(x: x, y: 0, width: half, height: rowHeight), children: [placed],
                    sourcePath: node.path, sourceLocation: node.location))
        }
        return part(
            node, role: .element(.stepper), element: .container, size: Size(width: rowWidth, height: rowHeight),
            children: [label.offsetBy(dx: 0, dy: (rowHeight - label.frame.height) / 2), track, divider] + buttons)
    }

    /// A picker part's colour: its own `colors`, else the part's semantic name in the palette.
    /// The picker's selected option: the scenario's, else the spec's.
    func selection(_ node: Node, _ picker: PickerElement) -> Int {
        setting(node).selection ?? picker.selection
    }

    func pickerColor(_ picker: PickerElement, _ part: BuiltInColors.PickerPart) -> SRGBColor {
        BuiltInColors.resolve(
            picker.colors[part.rawValue], name: part.systemColor(picker.style), palette: spec.palette, appearance: appearance,
            increasedContrast: increasedContrast, reducedTransparency: reducedTransparency)
    }

    /// A stepper part's colour: its own `colors`, else the part's semantic name in the palette.
    func stepperColor(_ stepper: StepperElement, _ part: BuiltInColors.StepperPart) -> SRGBColor {
        BuiltInColors.resolve(
            stepper.colors[part.rawValue], name: part.systemColor, palette: spec.palette, appearance: appearance,
            increasedContrast: increasedContrast, reducedTransparency: reducedTransparency)
    }
}
