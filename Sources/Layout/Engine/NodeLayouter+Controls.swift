import Spec
import Text

/// Text, buttons, text fields and toggles.
extension NodeLayouter {
    func fontSize(_ choice: FontChoice, weight: Weight) throws -> (size: Double, leading: Double) {
        switch choice {
        case .style(let style):
            let entry = DynamicTypeTable.entry(style, category)
            return (entry.size, entry.leading)
        case .fixed(let fixed):
            // A fixed size does not follow Dynamic Type, but browser text zoom scales every text.
            let size = fixed * (category.textZoom ?? 1)
            let metrics = try measurer.metrics(weight: fontWeight(weight), size: size)
            return (size, metrics.ascender + metrics.descender + metrics.lineGap)
        }
    }

    /// The font weight drawn for a spec weight: one step heavier on iOS's Bold Text ladder when
    /// the `boldText` setting is on.
    func fontWeight(_ weight: Weight) -> FontWeight {
        let base = FontWeight(rawValue: weight.rawValue) ?? .regular
        return settings.contains(.boldText) ? BoldText.weight(for: base) : base
    }

    /// A text laid out in `width`: lines broken, each line's baseline placed from the font's
    /// ascender, centred in the style's leading. A line drawn partly in a fallback font whose ascender
    /// (descender) reaches above (below) that line box grows by the difference, as CoreText sizes a line to the
    /// fonts it uses; lines of the primary font alone keep the leading exactly. The node hugs its widest line.
    func textNode(
        id: String?, role: LayoutRole, element: LayoutElement, text: String, style: FontChoice, weight: Weight,
        color: SRGBColor, lineLimit: Int?, alignment: HorizontalAlignment, width: Double, node: Node,
        boxWidth: Double? = nil, truncationMode: TruncationMode = .tail, scale: Double = 1,
        disabled: Bool = false
    ) throws -> LayoutNode {
        let (naturalSize, naturalLeading) = try fontSize(style, weight: weight)
        let (size, leading) = (naturalSize * scale, naturalLeading * scale)
        let font = fontWeight(weight)
        let metrics = try measurer.metrics(weight: font, size: size)
        let breaker = LineBreaker(
            measurer: measurer, weight: font, size: size, direction: layoutDirection,
            language: locale.languageTag)
        let result = try breaker.breakLines(text, maxWidth: width, lineLimit: lineLimit, truncationMode: truncationMode)
        let widest = result.lines.map(\.run.width).max() ?? 0
        let contentWidth = boxWidth ?? (width.isFinite ? min(widest, width) : widest)
        let baselineOffset = (leading - (metrics.ascender + metrics.descender)) / 2 + metrics.ascender
        var overflows = false
        // Room the fallback fonts of each line need beyond the primary font's line box, above and below.
        let above = baselineOffset
        let below = leading - baselineOffset
        var grown = 0.0
        var lines: [TextLine] = []
        for (index, line) in result.lines.enumerated() {
            var extraAbove = 0.0
            var extraBelow = 0.0
            for stackFont in Set(line.run.glyphs.map(\.font)).subtracting([0]).sorted() {
                let fallback = try measurer.metrics(weight: font, size: size, font: stackFont)
                extraAbove = max(extraAbove, fallback.ascender - above)
                extraBelow = max(extraBelow, fallback.descender - below)
            }
            let room = contentWidth - line.run.width
            if room < -LineBreaker.tolerance { overflows = true }
            let x = alignment == .leading ? 0 : alignment == .center ? room / 2 : room
            lines.append(
                TextLine(
                    text: line.text, width: line.run.width, x: x,
                    baseline: Double(index) * leading + baselineOffset + grown + extraAbove, run: line.run))
            grown += extraAbove + extraBelow
        }
        var layout = TextLayout(
            lines: lines, weight: font, size: size, leading: leading, color: color,
            truncated: result.truncated, clipped: result.brokenWord || overflows,
            scaledFrom: scale < 1 ? naturalSize : nil)
        if result.truncated {
            layout.overflowWidth = result.overflowWidth
            layout.linesNeeded = result.linesNeeded
        }
        if layout.clipped {
            // The room the box lacks: for the widest word where one was broken, for the widest line where
            // a line overflows its box (a title that may not wrap).
            let word = result.brokenWord && width.isFinite ? result.widestWord - width : 0
            let line = overflows ? widest - contentWidth : 0
            layout.widthLacking = max(word, line, 0)
        }
        layout.isDisabled = disabled
        return LayoutNode(
            id: id, role: role, owner: reference(node), element: element,
            frame: Rect(x: 0, y: 0, width: contentWidth, height: Double(lines.count) * leading + grown), text: layout,
            sourcePath: node.path, sourceLocation: node.location)
    }

    // MARK: - Buttons

    /// The state a button shows: the screen's state when the button declares it, else idle.
    func buttonState(_ button: ButtonElement) -> RenderState {
        switch state {
        case .disabled where button.disabled != nil: .disabled
        case .loading where button.loading != nil: .loading
        default: .idle
        }
    }

    private func titleWeight(_ button: ButtonElement) -> Weight {
        if let weight = button.titleWeight { return weight }
        let prominent = button.style == .borderedProminent || button.style == .glassProminent
        return prominent || button.role == .primary ? .semibold : .regular
    }

    private func showsSpinnerOnly(_ button: ButtonElement) -> Bool {
        buttonState(button) == .loading && button.loading?.indicator == .replace
    }

    /// The size a button wants in `width`: its title (or spinner) plus the control size's insets.
    func buttonSize(_ node: Node, width: Double) throws -> Size {
        guard case .button(let button) = node.kind else { return .zero }
        let insets = ControlMetrics.buttonInsets(button.controlSize)
        let minimumHeight = ControlMetrics.minimumButtonHeight(button.controlSize)
        let title = try titleNode(node, button, width: width - 2 * insets.horizontal, boxWidth: nil)
        if showsSpinnerOnly(button) {
            let diameter = ControlMetrics.spinnerDiameter(titleSize: title.text?.size ?? 17)
            return Size(width: diameter + 2 * insets.horizontal, height: max(diameter + 2 * insets.vertical, minimumHeight))
        }
        return Size(width: title.frame.width + 2 * insets.horizontal, height: max(title.frame.height + 2 * insets.vertical, minimumHeight))
    }

    /// The title in `width`: wrapped, or within its `lineLimit`, shrunk (down to its
    /// `minimumScaleFactor`) before it is truncated, as SwiftUI does.
    private func titleNode(_ node: Node, _ button: ButtonElement, width: Double, boxWidth: Double?) throws -> LayoutNode {
        let appearanceInfo = try buttonAppearance(button, height: 0)
        let color = titleColor(button)
        func title(scale: Double) throws -> LayoutNode {
            try textNode(
                id: node.id.map { "\($0).title" }, role: .part(.title), element: .text, text: button.title,
                style: .style(button.titleStyle), weight: titleWeight(button),
                color: color, lineLimit: button.lineLimit, alignment: .center,
                width: max(width, 1), node: node, boxWidth: boxWidth, truncationMode: button.truncationMode, scale: scale,
                disabled: appearanceInfo.isDisabled)
        }
        let natural = try title(scale: 1)
        guard natural.text?.truncated == true, button.minimumScaleFactor < 1 else { return natural }
        let smallest = try title(scale: button.minimumScaleFactor)
        guard smallest.text?.truncated == false else { return smallest }
        // The largest scale, in thousandths, at which the title fits its line limit untruncated
        // (every scale tried is at least the minimum, which fits).
        var best = smallest
        var low = Int((button.minimumScaleFactor * 1000).rounded(.up)) - 1
        var high = 1000
        while high - low > 1 {
            let middle = (low + high) / 2
            let candidate = try title(scale: Double(middle) / 1000)
            if candidate.text?.truncated == false {
                low = middle
                best = candidate
            } else {
                high = middle
            }
        }
        return best
    }

    private func buttonAppearance(_ button: ButtonElement, height: Double) throws -> ButtonAppearance {
        let (shown, colors) = buttonPalette(button)
        let capsule = button.shape == .capsule || (button.shape == .automatic && ButtonPalette.isGlass(button.style))
        return ButtonAppearance(
            role: button.role, style: button.style, state: shown,
            fill: ButtonPalette.fill(colors), glass: ButtonPalette.glass(colors),
            cornerRadius: capsule ? height / 2 : ControlMetrics.cornerRadius(button.controlSize), isCapsule: capsule,
            loadingIndicator: shown == .loading ? button.loading?.indicator : nil)
    }

    /// The state a button shows, and its palette's inputs there (that state's colour overrides).
    private func buttonPalette(_ button: ButtonElement) -> (shown: RenderState, colors: ButtonPalette.Inputs) {
        let shown = buttonState(button)
        let overrides: ColorOverrides =
            switch shown {
            case .disabled: button.disabled?.colors ?? .none
            case .loading: button.loading?.colors ?? .none
            default: button.colors
            }
        let colors = ButtonPalette.Inputs(
            style: button.style, isDisabled: shown == .disabled, tint: button.tint.map(resolve),
            fillOverride: overrides.fill.map(resolve), titleOverride: overrides.title.map(resolve),
            palette: spec.palette, appearance: appearance, increasedContrast: increasedContrast, reducedTransparency: reducedTransparency,
            showsButtonShapes: settings.contains(.buttonShapes))
        return (shown, colors)
    }

    /// A button's title colour, stored once: on its title text (a loading button's spinner takes it
    /// too, unless it has its own).
    private func titleColor(_ button: ButtonElement) -> SRGBColor {
        ButtonPalette.title(buttonPalette(button).colors)
    }

    /// A button in its final size: title centred (hidden under the spinner when loading with
    /// overlay, absent with replace), spinner centred.
    func layoutButton(_ node: Node, size: Size) throws -> LayoutNode {
        guard case .button(let button) = node.kind else { return part(node, role: .element(.button), element: .container, size: size) }
        let insets = ControlMetrics.buttonInsets(button.controlSize)
        let info = try buttonAppearance(button, height: size.height)
        var children: [LayoutNode] = []
        let title = try titleNode(node, button, width: size.width - 2 * insets.horizontal, boxWidth: nil)
        let loading = info.state == .loading
        if !showsSpinnerOnly(button) {
            let placed = title.offsetBy(dx: (size.width - title.frame.width) / 2, dy: (size.height - title.frame.height) / 2)
            children.append(loading ? placed.hidden() : placed)
        }
        if loading {
            let diameter = ControlMetrics.spinnerDiameter(titleSize: title.text?.size ?? 17)
            let spinner = part(
                node, id: node.id.map { "\($0).spinner" }, role: .part(.spinner),
                element: .spinner(diameter: diameter, color: button.loading?.spinner.map(resolve) ?? titleColor(button)),
                size: Size(width: diameter, height: diameter))
            children.append(spinner.offsetBy(dx: (size.width - diameter) / 2, dy: (size.height - diameter) / 2))
        }
        return part(node, role: .element(.button), element: .button(info), size: size, children: children)
    }

    // MARK: - Text fields and toggles

    func layoutTextField(_ node: Node, field: TextFieldElement, width: Double) throws -> LayoutNode {
        var children: [LayoutNode] = []
        var y = 0.0
        if let label = field.label {
            let text = field.requiredIndicator.map { "\(label) \($0)" } ?? label
            let labelNode = try textNode(
                id: node.id.map { "\($0).label" }, role: .part(.label), element: .text, text: text,
                style: .style(.subheadline), weight: .medium,
                color: fieldTextColor(field, .label), lineLimit: nil,
                alignment: .leading, width: width, node: node, disabled: drawsDisabled(field.disabled))
            children.append(labelNode)
            y = labelNode.frame.height + ControlMetrics.fieldLabelSpacing
        }
        let insets = ControlMetrics.fieldInsets
        // What people entered stays after a failed submit, unless the field declares it clears then.
        let cleared = field.clearsOnInvalidSubmit && state == .invalidSubmit
        let value = setting(node).text ?? field.value
        let showsValue = !cleared && !(value ?? "").isEmpty
        let content = showsValue ? (field.secure ? String(repeating: "•", count: value!.count) : value!) : (field.placeholder ?? "")
        let color = showsValue ? fieldTextColor(field, .value) : fieldColor(field, .placeholder)
        // A text field shows one line; a text editor wraps its text onto minLines…maxLines lines, its
        // text from the top (lines past maxLines scroll, and are cut off here).
        let line = try textNode(
            id: node.id.map { "\($0).\(showsValue ? "value" : "placeholder")" }, role: .part(showsValue ? .value : .placeholder),
            element: .text, text: content, style: .style(.body), weight: .regular, color: color,
            lineLimit: field.isMultiline ? field.maxLines : 1,
            alignment: .leading, width: max(1, width - 2 * insets.horizontal), node: node,
            disabled: showsValue && drawsDisabled(field.disabled))
        let leading = DynamicTypeTable.entry(.body, category).leading
        let textHeight = field.isMultiline ? max(line.frame.height, Double(field.minLines) * leading) : line.frame.height
        let boxHeight = max(ControlMetrics.fieldMinimumHeight, textHeight + 2 * insets.vertical)
        let lineY = field.isMultiline ? insets.vertical : (boxHeight - line.frame.height) / 2
        let hasError = node.id.map(fieldsWithErrors.contains) ?? false
        let box = part(
            node, id: node.id.map { "\($0).box" }, role: .part(.box),
            element: .fieldBox(
                fill: fieldColor(field, .fill), border: fieldColor(field, hasError ? .errorBorder : .border),
                borderWidth: hasError ? .points(ControlMetrics.fieldErrorBorderWidth) : hairlineStroke,
                cornerRadius: ControlMetrics.fieldCornerRadius),
            size: Size(width: width, height: boxHeight),
            children: content.isEmpty ? [] : [line.offsetBy(dx: insets.horizontal, dy: lineY)])
        children.append(box.offsetBy(dx: 0, dy: y))
        return part(
            node, role: .element(.textField), element: .textField(required: field.required),
            size: Size(width: width, height: y + boxHeight), children: children)
    }

    func layoutToggle(_ node: Node, toggle: ToggleElement, width: Double) throws -> LayoutNode {
        let isOn = setting(node).isOn ?? toggle.isOn
        let side =
            toggle.scalesWithText
            ? ControlMetrics.checkboxSize(labelSize: DynamicTypeTable.entry(.body, category).size) : ControlMetrics.checkboxSize
        let control = toggle.style == .switch ? ControlMetrics.switchSize : Size(width: side, height: side)
        let labelWidth = max(1, (width.isFinite ? width : 10_000) - control.width - ControlMetrics.toggleSpacing)
        let label = try textNode(
            id: node.id.map { "\($0).label" }, role: .part(.label), element: .text, text: toggle.label,
            style: .style(.body), weight: .regular, color: toggleLabelColor(toggle),
            lineLimit: nil, alignment: .leading, width: labelWidth, node: node,
            disabled: drawsDisabled(toggle.disabled))
        let rowWidth = width.isFinite ? width : label.frame.width + ControlMetrics.toggleSpacing + control.width
        let height = max(label.frame.height, control.height, ControlMetrics.toggleMinimumHeight)
        let controlNode = part(
            node, id: node.id.map { "\($0).control" }, role: .part(.control),
            element: .toggleControl(
                isOn: isOn, style: toggle.style, body: toggleColor(toggle, isOn ? .on : .off),
                mark: toggleColor(toggle, toggle.style == .switch ? .knob : .checkmark),
                cornerRadius: toggle.style == .switch ? control.height / 2 : ControlMetrics.checkboxCornerRadius,
                // On, the knob sits at the trailing end (the left on a right-to-left screen).
                knobOnRight: isOn == (layoutDirection == .leftToRight)),
            size: control)
        let children: [LayoutNode]
        if toggle.style == .switch {
            children = [
                label.offsetBy(dx: 0, dy: (height - label.frame.height) / 2),
                controlNode.offsetBy(dx: rowWidth - control.width, dy: (height - control.height) / 2),
            ]
        } else {
            children = [
                controlNode.offsetBy(dx: 0, dy: (height - control.height) / 2),
                label.offsetBy(dx: control.width + ControlMetrics.toggleSpacing, dy: (height - label.frame.height) / 2),
            ]
        }
        return part(
            node, role: .element(.toggle), element: .toggle(isOn: isOn, style: toggle.style),
            size: Size(width: rowWidth, height: height), children: children)
    }
}

extension NodeLayouter {
    /// A text field part's colour: its own `colors`, else the part's semantic name in the palette.
    func fieldColor(_ field: TextFieldElement, _ part: BuiltInColors.FieldPart) -> SRGBColor {
        BuiltInColors.resolve(
            field.colors[part.rawValue], name: part.systemColor, palette: spec.palette, appearance: appearance,
            increasedContrast: increasedContrast, reducedTransparency: reducedTransparency)
    }

    /// A field's label or value: in the disabled render of a field that declares `disabled`, its disabled
    /// colour (the state's `colors`, else `disabledText` in the palette); otherwise its part colour.
    func fieldTextColor(_ field: TextFieldElement, _ part: BuiltInColors.FieldPart) -> SRGBColor {
        guard state == .disabled, let disabled = field.disabled else { return fieldColor(field, part) }
        return BuiltInColors.resolve(
            disabled.partColors[part.rawValue], name: BuiltInColors.disabledText, palette: spec.palette, appearance: appearance,
            increasedContrast: increasedContrast, reducedTransparency: reducedTransparency)
    }

    /// Whether a control that declares `disabled` (`disabled` non-nil) is drawn disabled here: its texts
    /// take the disabled colours, and `TextLayout.isDisabled` says so to the checks.
    func drawsDisabled(_ disabled: DisabledState?) -> Bool {
        state == .disabled && disabled != nil
    }

    /// A text part of a control that declares `disabled`, in the disabled render: the state's colour for
    /// the part, else `disabledText` in the palette. Nil in other renders, or when the control is not disabled.
    func disabledTextColor(_ disabled: DisabledState?, part: String) -> SRGBColor? {
        guard state == .disabled, let disabled else { return nil }
        return BuiltInColors.resolve(
            disabled.partColors[part], name: BuiltInColors.disabledText, palette: spec.palette, appearance: appearance,
            increasedContrast: increasedContrast, reducedTransparency: reducedTransparency)
    }

    /// A toggle's label: in the disabled render of a toggle that declares `disabled`, its disabled colour.
    func toggleLabelColor(_ toggle: ToggleElement) -> SRGBColor {
        guard state == .disabled, let disabled = toggle.disabled else { return toggleColor(toggle, .label) }
        return BuiltInColors.resolve(
            disabled.partColors["label"], name: BuiltInColors.disabledText, palette: spec.palette, appearance: appearance,
            increasedContrast: increasedContrast, reducedTransparency: reducedTransparency)
    }

    /// A toggle part's colour: its own `colors`, else the part's semantic name in the palette.
    func toggleColor(_ toggle: ToggleElement, _ part: BuiltInColors.TogglePart) -> SRGBColor {
        BuiltInColors.resolve(
            toggle.colors[part.rawValue], name: part.systemColor(toggle.style), palette: spec.palette, appearance: appearance,
            increasedContrast: increasedContrast, reducedTransparency: reducedTransparency)
    }
}

extension LayoutNode {
    func hidden() -> LayoutNode {
        var copy = self
        copy.isHidden = true
        return copy
    }
}
