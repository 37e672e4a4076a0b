import JSON
import Spec
import Text

/// Lays out nodes for one (size category, state, appearance, display settings, locale). Every function returns a subtree
/// whose frame starts at (0, 0); parents move children into place with `offsetBy`.
struct NodeLayouter {
    let spec: ScreenSpec
    let category: SizeCategory
    /// The screen's state; inside a control of a scenario's render, the state that control is drawn in.
    private(set) var state: RenderState
    /// The format-3 scenario rendered (nil: a built-in state): its controls' states and values.
    let scenario: Scenario?
    let appearance: Appearance
    let settings: DisplaySettings
    /// The locale the texts are in (the spec's source language when the render names none); the
    /// spec's view tree is already the one in this locale.
    let locale: RenderLocale
    /// The screen's direction: a text without a strong character of its own takes it as its base direction.
    let layoutDirection: TextDirection
    let measurer: any TextMeasuring
    /// Subtrees already laid out in this layout (see `LayoutMemo`).
    let memo = LayoutMemo()
    /// Each spec element's reference, by its JSONPath (unique in a spec).
    let references: [String: ElementReference]
    /// The ids of the fields whose inline error shows in this state (their boxes take the error border).
    let fieldsWithErrors: Set<String>

    init(
        spec: ScreenSpec, category: SizeCategory, state: RenderState, appearance: Appearance, settings: DisplaySettings = .none,
        locale: RenderLocale? = nil, layoutDirection: TextDirection = .leftToRight, measurer: any TextMeasuring, scenario: Scenario? = nil
    ) {
        self.spec = spec
        self.category = category
        self.state = scenario?.state ?? state
        self.scenario = scenario
        self.appearance = appearance
        self.settings = settings
        self.locale = locale ?? spec.sourceLanguage
        self.layoutDirection = layoutDirection
        self.measurer = measurer
        references = Dictionary(
            spec.content.allNodes.enumerated().map { ($1.path, ElementReference(index: $0)) },
            uniquingKeysWith: { first, _ in first })
        fieldsWithErrors =
            scenario?.fieldsShowingErrors(in: spec.content)
            ?? Set(
                spec.content.allNodes(shownIn: state).compactMap { node -> String? in
                    guard case .inlineError(let error) = node.kind else { return nil }
                    return error.field
                })
    }

    /// Whether a node is shown in this render (its scenario's visibility, else its `visibleIn`).
    func isShown(_ node: Node) -> Bool {
        scenario?.shows(node) ?? node.isShown(in: state)
    }

    /// The layouter a control is drawn by: in a scenario's render, with the state the scenario puts the control in.
    func drawing(_ node: Node) -> NodeLayouter {
        guard let scenario else { return self }
        var copy = self
        copy.state = scenario.drawnState(of: node)
        return copy
    }

    /// What the scenario rendered sets on a control (nothing in a built-in state's render).
    func setting(_ node: Node) -> ScenarioControl {
        scenario?.control(node) ?? ScenarioControl()
    }

    /// Whether Increase Contrast is on: colours take their increased-contrast variants.
    var increasedContrast: Bool { settings.contains(.increaseContrast) }
    /// A separator's or border's hairline, in points: one device pixel as iOS ships; under Increase
    /// Contrast 1 pt, the bolder separators and borders the setting asks for.
    var hairline: Double { increasedContrast ? 1 : 1 / Double(spec.viewport.scale) }
    /// The same hairline as a stroke width.
    var hairlineStroke: StrokeWidth { increasedContrast ? .points(1) : .hairline }
    /// Whether Reduce Transparency is on: glass and materials are opaque.
    var reducedTransparency: Bool { settings.contains(.reduceTransparency) }

    /// A spec colour as this render draws it (appearance and contrast).
    func resolve(_ color: Color) -> SRGBColor {
        color.resolved(for: appearance, increasedContrast: increasedContrast, reducedTransparency: reducedTransparency)
    }

    /// The reference of a spec element laid out by this layouter.
    func reference(_ node: Node) -> ElementReference {
        references[node.path]!
    }

    /// A node laid out in the width (and, for stacks with spacers, the height) it is offered.
    /// nil when the node is not shown in this state (outside its `visibleIn` states).
    /// `fillsHeight`: the node takes the height it is offered (an item a web row or grid stretches).
    func layout(
        _ node: Node, width proposal: Double, height heightProposal: Double?, fillsWidth: Bool = false,
        fillsHeight: Bool = false
    ) throws -> LayoutNode? {
        let key = LayoutMemo.Key(node: node, width: proposal, height: heightProposal, fillsWidth: fillsWidth, fillsHeight: fillsHeight)
        return try memo.result(for: key) {
            try layoutUncached(node, width: proposal, height: heightProposal, fillsWidth: fillsWidth, fillsHeight: fillsHeight)
        }
    }

    private func layoutUncached(
        _ node: Node, width proposal: Double, height heightProposal: Double?, fillsWidth: Bool,
        fillsHeight: Bool
    ) throws -> LayoutNode? {
        guard isShown(node) else { return nil }
        let frame = node.frame
        let padding = node.padding

        var innerWidth = proposal
        if let fixed = frame?.width { innerWidth = fixed }
        if case .points(let maximum) = frame?.maxWidth { innerWidth = min(innerWidth, maximum) }
        innerWidth = max(0, innerWidth - padding.horizontal)
        var innerHeight = heightProposal
        if let fixed = frame?.height { innerHeight = fixed }
        innerHeight = innerHeight.map { max(0, $0 - padding.vertical) }

        let content = try layoutContent(node, width: innerWidth, height: innerHeight)

        var width = content.frame.width + padding.horizontal
        if let fixed = frame?.width {
            width = fixed
        } else {
            if frame?.maxWidth == .infinity || fillsWidth { width = max(width, proposal) }
            if case .points(let maximum) = frame?.maxWidth { width = min(width, maximum) }
            if let minimum = frame?.minWidth { width = max(width, minimum) }
        }
        var height = content.frame.height + padding.vertical
        if let fixed = frame?.height {
            height = fixed
        } else {
            if frame?.maxHeight == .infinity || fillsHeight, let heightProposal { height = max(height, heightProposal) }
            if case .points(let maximum) = frame?.maxHeight { height = min(height, maximum) }
            if let minimum = frame?.minHeight { height = max(height, minimum) }
        }

        // Content sits inside the padding, aligned within any extra room the frame gives.
        // A stretched item's content stays at the top of its taller box, as in a CSS flex or grid item.
        let alignment = frame?.alignment ?? (fillsHeight ? defaultAlignment(node).atTop : defaultAlignment(node))
        let roomX = width - padding.horizontal - content.frame.width
        let roomY = height - padding.vertical - content.frame.height
        let dx = padding.leading + roomX * alignment.horizontalFraction
        let dy = padding.top + roomY * alignment.verticalFraction

        var moved: LayoutNode
        if case .button = node.kind {
            // A button's frame is its shape: re-lay its parts out in the final size.
            moved = try drawing(node).layoutButton(node, size: Size(width: width, height: height))
        } else {
            moved = content.offsetBy(dx: dx, dy: dy)
            moved.frame = Rect(x: 0, y: 0, width: width, height: height)
        }
        // The background fills the node's frame, padding included (SwiftUI's `.padding().frame().background()`).
        if let background = node.background { moved.surface = surface(background) }
        if let tapArea = node.tapArea { moved.hitRegion = tapArea.region(around: moved.frame) }
        return moved
    }

    /// Where content sits when its frame is larger: stacks keep their own alignment.
    private func defaultAlignment(_ node: Node) -> StackAlignment {
        switch node.kind {
        case .vstack(let stack):
            switch stack.alignment {
            case .leading: .topLeading
            case .center: .top
            case .trailing: .topTrailing
            }
        case .text(let text):
            switch text.alignment {
            case .leading: .leading
            case .center: .center
            case .trailing: .trailing
            }
        default: .center
        }
    }

    /// The node's own content, without padding or frame.
    private func layoutContent(_ node: Node, width: Double, height: Double?) throws -> LayoutNode {
        switch node.kind {
        case .vstack(let stack):
            return try layoutVertical(
                node, children: stack.children, spacing: stack.spacing, alignment: stack.alignment,
                width: width, height: height)
        case .hstack(let stack):
            if stack.vertical || (stack.verticalAtAccessibilitySizes && category.isAccessibilitySize) {
                // A stretched row turned into a column stretches its items across (CSS `align-items: stretch`).
                return try layoutVertical(
                    node, children: stack.children, spacing: stack.spacing, alignment: .leading,
                    width: width, height: height, stretch: stack.alignment == .stretch)
            }
            if stack.wrap { return try layoutWrapping(node, stack: stack, width: width) }
            return try layoutHorizontal(node, stack: stack, width: width)
        case .grid(let grid):
            return try layoutGrid(node, grid: grid, width: width)
        case .zstack(let stack):
            return try layoutZStack(node, stack: stack, width: width, height: height)
        case .spacer:
            return part(node, role: .element(.spacer), element: .container, size: .zero)
        case .text(let text):
            let (font, weight) = fontFor(text)
            return try textNode(
                id: node.id, role: .element(.text), element: .text, text: text.text, style: font, weight: weight,
                color: resolve(text.color), lineLimit: text.lineLimit, alignment: text.alignment,
                width: width, node: node)
        case .inlineError(let error):
            return try textNode(
                id: node.id, role: .element(.inlineError), element: .inlineError(field: error.field), text: error.text,
                style: .style(error.style), weight: .regular,
                color: BuiltInColors.resolve(
                    error.color, name: BuiltInColors.inlineError, palette: spec.palette, appearance: appearance,
                    increasedContrast: increasedContrast, reducedTransparency: reducedTransparency),
                lineLimit: nil, alignment: .leading, width: width, node: node)
        case .textField(let field):
            return try drawing(node).layoutTextField(node, field: field, width: width)
        case .toggle(let toggle):
            return try drawing(node).layoutToggle(node, toggle: toggle, width: width)
        case .section(let section):
            return try layoutSection(node, section: section, width: width)
        case .picker(let picker):
            return try drawing(node).layoutPicker(node, picker: picker, width: width)
        case .stepper(let stepper):
            return try drawing(node).layoutStepper(node, stepper: stepper, width: width)
        case .errorSummary(let summary):
            return try layoutErrorSummary(node, summary: summary, width: width)
        case .toast(let toast):
            return try layoutToast(node, toast: toast, width: width)
        case .datePicker(let picker):
            return try drawing(node).layoutDatePicker(node, picker: picker, width: width)
        case .requirementList(let list):
            return try layoutRequirementList(node, list: list, width: width)
        case .button:
            // Measured here; laid out again in its final size by `layoutButton`.
            let size = try drawing(node).buttonSize(node, width: width)
            return part(node, role: .element(.button), element: .container, size: size)
        }
    }

    func part(
        _ node: Node, id: String? = nil, role: LayoutRole, element: LayoutElement, size: Size, children: [LayoutNode] = [],
        surface: SurfacePaint? = nil
    ) -> LayoutNode {
        LayoutNode(
            id: id ?? node.id, role: role, owner: reference(node), element: element,
            frame: Rect(x: 0, y: 0, width: size.width, height: size.height),
            children: children, surface: surface, sourcePath: node.path, sourceLocation: node.location)
    }

    private func fontFor(_ text: TextElement) -> (FontChoice, Weight) {
        switch text.font {
        case .style(let style): (text.font, text.weight ?? DynamicTypeTable.weight(style))
        case .fixed: (text.font, text.weight ?? .regular)
        }
    }

    // MARK: - Stacks

    private func isSpacer(_ node: Node) -> Bool {
        if case .spacer = node.kind { return true }
        return false
    }

    private func spacerLength(_ node: Node) -> Double {
        if case .spacer(let spacer) = node.kind { return spacer.minLength }
        return 0
    }

    private func layoutVertical(
        _ node: Node, children: [Node], spacing: Double, alignment: HorizontalAlignment,
        width: Double, height: Double?, stretch: Bool = false
    ) throws -> LayoutNode {
        var placed: [(node: Node, layout: LayoutNode?)] = []
        for child in children {
            if isSpacer(child) {
                placed.append((child, nil))
            } else if let layout = try self.layout(child, width: width, height: nil, fillsWidth: stretch && width.isFinite) {
                placed.append((child, layout))
            }
        }
        let spacers = placed.filter { $0.layout == nil }.count
        var total = placed.reduce(0) { $0 + ($1.layout?.frame.height ?? spacerLength($1.node)) }
        total += spacing * Double(max(0, placed.count - 1))
        let extra = spacers > 0 ? max(0, (height ?? total) - total) / Double(spacers) : 0
        let contentWidth = placed.compactMap { $0.layout?.frame.width }.max() ?? 0

        var y = 0.0
        var nodes: [LayoutNode] = []
        for (index, item) in placed.enumerated() {
            if index > 0 { y += spacing }
            if let layout = item.layout {
                let room = contentWidth - layout.frame.width
                let x = alignment == .leading ? 0 : alignment == .center ? room / 2 : room
                nodes.append(layout.offsetBy(dx: x, dy: y))
                y += layout.frame.height
            } else {
                let length = spacerLength(item.node) + extra
                nodes.append(
                    part(item.node, role: .element(.spacer), element: .container, size: Size(width: contentWidth, height: length))
                        .offsetBy(dx: 0, dy: y))
                y += length
            }
        }
        return part(node, role: .element(node.kind.type), element: .container, size: Size(width: contentWidth, height: y), children: nodes)
    }

    private func layoutHorizontal(_ node: Node, stack: HStackElement, width: Double) throws -> LayoutNode {
        // Ideal widths first, then SwiftUI-style sharing: the narrowest children are served first,
        // each offered an equal share of what is left.
        var items: [(node: Node, ideal: Double)] = []
        for child in stack.children {
            if isSpacer(child) {
                items.append((child, spacerLength(child)))
            } else if let ideal = try layout(child, width: .infinity, height: nil) {
                items.append((child, ideal.frame.width))
            }
        }
        let spacing = stack.spacing * Double(max(0, items.count - 1))
        let spacerMinimum = items.filter { isSpacer($0.node) }.reduce(0) { $0 + $1.ideal }
        var remaining = max(0, width - spacing - spacerMinimum)
        let flexible = items.indices.filter { !isSpacer(items[$0].node) }
        var offered = [Double](repeating: 0, count: items.count)
        var left = flexible.count
        for index in flexible.sorted(by: { items[$0].ideal < items[$1].ideal }) {
            let share = remaining / Double(left)
            offered[index] = min(items[index].ideal, share)
            if items[index].node.frame?.maxWidth == .infinity { offered[index] = share }
            remaining -= offered[index]
            left -= 1
        }
        var laid: [LayoutNode?] = []
        for (index, item) in items.enumerated() {
            laid.append(isSpacer(item.node) ? nil : try layout(item.node, width: offered[index], height: nil))
        }
        let used = laid.compactMap { $0?.frame.width }.reduce(0, +) + spacing + spacerMinimum
        let spacerCount = items.filter { isSpacer($0.node) }.count
        let spacerExtra = spacerCount > 0 ? max(0, width - used) / Double(spacerCount) : 0
        let contentHeight = laid.compactMap { $0?.frame.height }.max() ?? 0
        if stack.alignment == .stretch {
            for index in laid.indices where laid[index] != nil {
                laid[index] = try layout(items[index].node, width: offered[index], height: contentHeight, fillsHeight: true)
            }
        }

        var x = 0.0
        var nodes: [LayoutNode] = []
        for (index, item) in items.enumerated() {
            if index > 0 { x += stack.spacing }
            if let layout = laid[index] {
                let room = contentHeight - layout.frame.height
                nodes.append(layout.offsetBy(dx: x, dy: room * stack.alignment.fraction))
                x += layout.frame.width
            } else {
                let length = item.ideal + spacerExtra
                nodes.append(
                    part(item.node, role: .element(.spacer), element: .container, size: Size(width: length, height: contentHeight))
                        .offsetBy(dx: x, dy: 0))
                x += length
            }
        }
        return part(node, role: .element(.hstack), element: .container, size: Size(width: x, height: contentHeight), children: nodes)
    }

    private func layoutZStack(_ node: Node, stack: ZStackElement, width: Double, height: Double?) throws -> LayoutNode {
        let laid = try stack.children.filter { !isSpacer($0) }.compactMap { try layout($0, width: width, height: height) }
        let size = Size(width: laid.map(\.frame.width).max() ?? 0, height: laid.map(\.frame.height).max() ?? 0)
        let nodes = laid.map { child in
            child.offsetBy(
                dx: (size.width - child.frame.width) * stack.alignment.horizontalFraction,
                dy: (size.height - child.frame.height) * stack.alignment.verticalFraction)
        }
        return part(node, role: .element(.zstack), element: .container, size: size, children: nodes)
    }
}

extension StackAlignment {
    /// The same horizontal alignment at the top.
    var atTop: StackAlignment {
        switch self {
        case .topLeading, .leading, .bottomLeading: .topLeading
        case .top, .center, .bottom: .top
        case .topTrailing, .trailing, .bottomTrailing: .topTrailing
        }
    }

    /// 0 leading, 0.5 centre, 1 trailing.
    var horizontalFraction: Double {
        switch self {
        case .topLeading, .leading, .bottomLeading: 0
        case .top, .center, .bottom: 0.5
        case .topTrailing, .trailing, .bottomTrailing: 1
        }
    }

    /// 0 top, 0.5 centre, 1 bottom.
    var verticalFraction: Double {
        switch self {
        case .topLeading, .top, .topTrailing: 0
        case .leading, .center, .trailing: 0.5
        case .bottomLeading, .bottom, .bottomTrailing: 1
        }
    }
}
