import Foundation
import JSON
import Layout
import Spec
import Text

/// Builds the accessibility tree of one laid-out case: every element a screen reader visits, with what it
/// speaks, in navigation order. The one place the model is derived; rules and outputs read its result.
///
/// iOS (VoiceOver): a text speaks its text; a button its label (`accessibility.label`, else its title), its
/// value (while disabled the disabled state's `accessibilityValue`, else `accessibility.value`), "dimmed" when
/// disabled, then "button"; a toggle "label, switch button, on|off"; a field "label, value or placeholder, text
/// field"; a section header adds "heading", a selected segment or option "selected". Hidden nodes (a loading
/// button's title under its spinner), nodes not shown in the case, stacks and spacers are skipped.
/// Web (browse mode): the accessible name, the role, "unavailable" when disabled, then the accessible
/// description (the disabled state's `accessibilityValue`, and the inline errors that describe a field). What a
/// disabled control's `accessibilityValue` does is decided in one place for every control, `spokenValue`.
package enum AccessibilityTreeBuilder {
    /// The tree of `tree`, a layout of `spec` (in any locale: the spec's texts in the case's locale are used).
    package static func build(_ tree: LayoutTree, spec: ScreenSpec) -> AccessibilityTree {
        let localized = spec.localized(tree.renderCase.locale).atViewportWidth(tree.viewport.width)
        let language = spec.textLocale(tree.renderCase.locale)
        let context = Context(
            nodes: localized.content.allNodes, platform: spec.platform, words: SpokenWords.words(for: language),
            scenario: spec.scenario(named: tree.renderCase.scenario), state: tree.state, direction: tree.layoutDirection)
        var found: [AccessibilityElement] = []
        collect(tree.root, context: context, into: &found)
        return AccessibilityTree(
            renderCase: tree.renderCase, platform: spec.platform, language: language,
            layoutDirection: tree.layoutDirection,
            elements: NavigationOrder.sorted(found, direction: tree.layoutDirection))
    }

    struct Context {
        let nodes: [Node]
        let platform: Platform
        let words: SpokenWords
        let scenario: Scenario?
        let state: RenderState
        let direction: TextDirection

        var isWeb: Bool { platform == .web }

        func isDisabled(_ node: Node) -> Bool {
            guard node.disabledState != nil else { return false }
            return scenario.map { $0.isDisabled(node) } ?? (state == .disabled)
        }
    }

    private static func collect(_ layout: LayoutNode, context: Context, into found: inout [AccessibilityElement]) {
        guard !layout.isHidden else { return }
        if case .element(let type) = layout.role {
            let node = layout.owner.node(in: context.nodes)
            if node.isAccessibilityHidden { return }
            switch type {
            case .vstack, .hstack, .zstack:
                guard node.combinesAccessibilityChildren else { break }
                var members: [AccessibilityElement] = []
                for child in layout.children { collect(child, context: context, into: &members) }
                if let combined = combined(layout, node: node, members: members, context: context) { found.append(combined) }
                return
            case .grid, .spacer:
                break
            case .section:
                guard case .section(let section) = node.kind else { break }
                for part in layout.children where part.role == .part(.header) || part.role == .part(.footer) {
                    // The header as written: iOS draws a grouped list's header upper-cased, VoiceOver reads its text.
                    let isHeader = part.role == .part(.header)
                    found.append(
                        text(
                            part, in: layout, node: node, suffix: isHeader ? "header" : "footer", header: isHeader,
                            written: isHeader ? section.header : section.footer, context: context))
                }
            default:
                found.append(contentsOf: elements(layout, node: node, type: type, context: context))
                return
            }
        }
        for child in layout.children { collect(child, context: context, into: &found) }
    }

    /// A stack read as one element (`"accessibilityElement": "combine"`, SwiftUI's `.combine`): its label joins
    /// the labels of the elements it holds, in their navigation order, with ", "; it keeps their values and
    /// traits, as UIKit and SwiftUI merge a combined element's children: a card holding a button is spoken
    /// "Oat milk, Add, button" ("Oat milk, Add, dimmed, button" while the button is disabled), one holding a
    /// switch "Save card, Remember, switch button, off" (its state last, as a switch speaks it). Its role is its
    /// first control's (else static text), its hint its first control's. Nil when it has no label and no control.
    private static func combined(
        _ layout: LayoutNode, node: Node, members: [AccessibilityElement],
        context: Context
    ) -> AccessibilityElement? {
        let ordered = NavigationOrder.sorted(members, direction: context.direction)
        let labels = ordered.compactMap { nonBlank($0.label) }
        let controls = ordered.filter(\.role.isControl)
        guard !labels.isEmpty || !controls.isEmpty else { return nil }
        let label = labels.isEmpty ? nil : labels.joined(separator: ", ")
        func isToggle(_ element: AccessibilityElement) -> Bool {
            if case .toggle = element.role { return true }
            return false
        }
        // A switch speaks its state after its trait; other values come before the traits.
        let values = ordered.filter { !isToggle($0) }.compactMap { nonBlank($0.value) }
        let states = ordered.filter(isToggle).compactMap { nonBlank($0.value) }
        let disabledWord = context.isWeb ? context.words.unavailable : context.words.dimmed
        var traits: [String] = []
        for trait in ordered.flatMap(\.traits) where trait != disabledWord && !traits.contains(trait) { traits.append(trait) }
        let enabled = controls.allSatisfy(\.isEnabled)
        if !enabled { traits = context.isWeb ? traits + [disabledWord] : [disabledWord] + traits }
        let value = (values + states).isEmpty ? nil : (values + states).joined(separator: ", ")
        let speech = [label].compactMap { $0 } + values + traits + states
        let hint = controls.first?.hint
        var element = AccessibilityElement(
            id: node.id ?? node.path, owner: layout.owner, frame: layout.frame, role: controls.first?.role ?? .staticText,
            label: label, value: value, traits: traits, hint: hint, declaredHint: controls.first?.declaredHint, isEnabled: enabled,
            isSelected: ordered.contains(where: \.isSelected), speech: speech, sourcePath: node.path, sourceLocation: node.location)
        element.members = ordered
        return element
    }

    /// The elements of one spec element that is not a container (most are one element).
    private static func elements(_ layout: LayoutNode, node: Node, type: NodeType, context: Context) -> [AccessibilityElement] {
        let base = node.id ?? node.path
        let words = context.words
        switch node.kind {
        case .text(let text):
            return [element(layout, node: node, id: base, role: .staticText, label: text.text, context: context)]
        case .inlineError(let error):
            return [element(layout, node: node, id: base, role: .staticText, label: error.text, context: context)]
        case .toast(let toast):
            return [element(layout, node: node, id: base, role: .staticText, label: toast.text, context: context)]
        case .button(let button):
            let disabled: Bool
            if case .button(let appearance) = layout.element {
                disabled = appearance.isDisabled
            } else {
                disabled = context.isDisabled(node)
            }
            let label = nonBlank(button.accessibility.label) ?? nonBlank(button.title)
            return [
                control(
                    layout, node: node, id: base, role: .button, label: label, value: nonBlank(button.accessibility.value),
                    roleWord: words.button, disabled: disabled, hint: nonBlank(button.accessibility.hint),
                    declaredHint: nonBlank(button.accessibility.hint), context: context)
            ]
        case .toggle(let toggle):
            var isOn = toggle.isOn
            if case .toggle(let drawn, _) = layout.element { isOn = drawn }
            let disabled = context.isDisabled(node)
            // A switch's value is its state: the disabled state's `accessibilityValue` replaces "on"/"off" (as a
            // UISwitch's accessibilityValue does), which iOS speaks last, after the trait.
            let state = isOn ? words.on : words.off
            let (value, description) = spokenValue(state, node: node, role: .toggle(isOn: isOn), disabled: disabled, context: context)
            let stateWord = value ?? state
            let speech: [String]
            if context.isWeb {
                speech = [toggle.label, words.switchButton, stateWord] + (disabled ? [words.unavailable] : []) + description
            } else {
                speech = [toggle.label] + (disabled ? [words.dimmed] : []) + [words.switchButton, stateWord]
            }
            return [
                AccessibilityElement(
                    id: base, owner: layout.owner, frame: layout.frame, role: .toggle(isOn: isOn), label: toggle.label, value: stateWord,
                    traits: (disabled ? [context.isWeb ? words.unavailable : words.dimmed] : []) + [words.switchButton],
                    hint: disabled || context.isWeb ? nil : words.toggleHint, isEnabled: !disabled, speech: speech,
                    sourcePath: node.path, sourceLocation: node.location)
            ]
        case .textField(let field):
            let disabled = context.isDisabled(node)
            // The whole text, as VoiceOver reads it, not the laid-out lines a narrow box cuts short with "…".
            let shown = layout.part(.value) == nil ? nil : nonBlank(context.scenario?.control(node).text ?? field.value)
            let placeholder = layout.part(.placeholder) == nil ? nil : nonBlank(field.placeholder)
            let label = nonBlank(field.label) ?? placeholder
            var value = field.secure ? nil : shown
            if value == nil, field.label != nil { value = placeholder }
            let roleWord = field.secure ? words.secureTextField : words.textField
            var extra: [String] = []
            if context.isWeb {
                if field.web.ariaRequired == true || field.required { extra.append(words.required) }
                if field.web.ariaInvalid == true, context.state == .invalidSubmit || context.scenario != nil { extra.append(words.invalid) }
            }
            return [
                control(
                    layout, node: node, id: base, role: .textField(secure: field.secure), label: label, value: value,
                    roleWord: roleWord, disabled: disabled, extraStates: extra, hint: nil, declaredHint: nil,
                    systemHint: words.editHint, context: context)
            ]
        case .picker(let picker):
            let disabled = context.isDisabled(node)
            let selection = min(max(context.scenario?.control(node).selection ?? picker.selection, 0), max(picker.options.count - 1, 0))
            switch picker.style {
            case .menu:
                return [
                    control(
                        layout, node: node, id: base, role: .popUpButton, label: picker.label, value: picker.options[selection],
                        roleWord: words.popUpButton, disabled: disabled, hint: nil, declaredHint: nil, context: context)
                ]
            case .segmented, .inline:
                let partKind: LayoutPart = picker.style == .segmented ? .segment : .option
                let parts = layout.allNodes.filter { $0.role == .part(partKind) && $0.owner == layout.owner }
                return parts.enumerated().map { index, part in
                    let option = index < picker.options.count ? picker.options[index] : ""
                    let selected = index == selection
                    let selectedWords = selected ? [words.selected] : []
                    let traits = (disabled ? [context.isWeb ? words.unavailable : words.dimmed] : []) + selectedWords + [words.button]
                    let webSpeech = [option, words.button] + selectedWords + (disabled ? [words.unavailable] : [])
                    let speech = context.isWeb ? webSpeech : [option] + traits
                    return AccessibilityElement(
                        id: "\(base).\(partKind.rawValue)[\(index)]", owner: layout.owner, frame: part.frame, role: .button, label: option,
                        traits: traits, isEnabled: !disabled, isSelected: selected, speech: speech, sourcePath: node.path,
                        sourceLocation: node.location)
                }
            }
        case .stepper(let stepper):
            let label = layout.part(.label).flatMap(spokenText) ?? stepper.label
            return [
                control(
                    layout, node: node, id: base, role: .adjustable, label: label, value: nil, roleWord: words.adjustable,
                    disabled: context.isDisabled(node), hint: nil, declaredHint: nil, systemHint: words.adjustHint,
                    context: context)
            ]
        case .datePicker(let picker):
            let value = layout.part(.value).flatMap(spokenText) ?? picker.value
            return [
                control(
                    layout, node: node, id: base, role: .button, label: picker.label, value: value, roleWord: words.button,
                    disabled: false, hint: nil, declaredHint: nil, context: context)
            ]
        case .errorSummary:
            var result: [AccessibilityElement] = []
            if let title = layout.part(.title) {
                result.append(text(title, in: layout, node: node, suffix: "title", header: true, context: context))
            }
            let links = layout.allNodes.filter { $0.role == .part(.link) && $0.owner == layout.owner }
            for (index, link) in links.enumerated() {
                let label = spokenText(link) ?? ""
                result.append(
                    AccessibilityElement(
                        id: "\(base).link[\(index)]", owner: layout.owner, frame: link.frame, role: .link, label: label,
                        traits: [words.link],
                        speech: [label, words.link], sourcePath: node.path, sourceLocation: node.location))
            }
            return result
        case .requirementList:
            let rows = layout.allNodes.filter { $0.role == .part(.requirement) && $0.owner == layout.owner }
            return rows.enumerated().map { index, row in
                let label = row.allNodes.first { $0.role == .part(.label) }.flatMap(spokenText) ?? ""
                return AccessibilityElement(
                    id: "\(base).item[\(index)]", owner: layout.owner, frame: row.frame, role: .staticText,
                    label: label,
                    speech: [label], sourcePath: node.path, sourceLocation: node.location)
            }
        case .vstack, .hstack, .zstack, .grid, .spacer, .section:
            return []
        }
    }

    /// A text part of an element (a section's header or footer, an error summary's title).
    private static func text(
        _ part: LayoutNode, in layout: LayoutNode, node: Node, suffix: String, header: Bool, written: String? = nil,
        context: Context
    ) -> AccessibilityElement {
        let label = written ?? spokenText(part) ?? ""
        let traits = header ? [context.words.heading] : []
        return AccessibilityElement(
            id: "\(node.id ?? node.path).\(suffix)", owner: layout.owner, frame: part.frame,
            role: header ? .header : .staticText, label: label, traits: traits, speech: [label] + traits,
            sourcePath: node.path, sourceLocation: node.location)
    }

    private static func element(
        _ layout: LayoutNode, node: Node, id: String, role: AccessibilityRole, label: String,
        context: Context
    ) -> AccessibilityElement {
        AccessibilityElement(
            id: id, owner: layout.owner, frame: layout.frame, role: role, label: label, speech: [label],
            sourcePath: node.path, sourceLocation: node.location)
    }

    /// A control: iOS speaks label, value, "dimmed", role word; the web name, role word, states, "unavailable",
    /// value, description. `value` is its own (while disabled, `spokenValue` decides what is spoken); `systemHint`
    /// is the platform's usage hint, spoken when the spec declares none.
    private static func control(
        _ layout: LayoutNode, node: Node, id: String, role: AccessibilityRole, label: String?, value: String?,
        roleWord: String, disabled: Bool, extraStates: [String] = [], hint: String?, declaredHint: String?,
        systemHint: String? = nil, context: Context
    ) -> AccessibilityElement {
        let words = context.words
        let (value, description) = spokenValue(value, node: node, role: role, disabled: disabled, context: context)
        let speech: [String]
        let traits: [String]
        if context.isWeb {
            traits = [roleWord] + extraStates + (disabled ? [words.unavailable] : [])
            speech = [label].compactMap { $0 } + traits + [value].compactMap { $0 } + description
        } else {
            traits = (disabled ? [words.dimmed] : []) + [roleWord]
            speech = [label, value].compactMap { $0 } + traits
        }
        // A touch gesture's hint is VoiceOver's; a screen reader on the web in browse mode says none (as for a toggle).
        let spokenHint = declaredHint ?? (disabled || context.isWeb ? nil : systemHint)
        return AccessibilityElement(
            id: id, owner: layout.owner, frame: layout.frame, role: role, label: label, value: value, traits: traits, hint: spokenHint,
            declaredHint: declaredHint, isEnabled: !disabled, speech: speech, sourcePath: node.path, sourceLocation: node.location)
    }

    /// The value and the accessible description a control of `node` speaks, its own `value` given: while it is
    /// disabled and not on the web, the disabled state's non-blank `accessibilityValue` replaces the value (as VoiceOver
    /// reads a control's accessibilityValue); on the web it is described (aria-describedby) after "unavailable" and the
    /// value, before the inline errors that describe the control. A web button's takes its value's place instead: it
    /// is spoken in the same place, and the element's value keeps it (a combined stack speaks its members' values).
    private static func spokenValue(
        _ value: String?, node: Node, role: AccessibilityRole, disabled: Bool, context: Context
    ) -> (value: String?, description: [String]) {
        let errors = describedBy(node, context: context)
        guard disabled, let said = nonBlank(node.disabledState?.accessibilityValue) else { return (value, errors) }
        return context.isWeb && role != .button ? (value, [said] + errors) : (said, errors)
    }

    /// On the web, the texts of the inline errors shown for a field (aria-describedby), in reading order.
    private static func describedBy(_ node: Node, context: Context) -> [String] {
        guard context.isWeb, let id = node.id else { return [] }
        return context.nodes.compactMap { other in
            guard case .inlineError(let error) = other.kind, error.field == id,
                context.scenario.map({ $0.shows(other) }) ?? other.isShown(in: context.state)
            else { return nil }
            return error.text
        }
    }

    /// A laid-out text's characters, its lines joined (a space where a line broke between words).
    static func spokenText(_ node: LayoutNode) -> String? {
        guard let lines = node.text?.lines, !lines.isEmpty else { return nil }
        var result = ""
        for line in lines {
            let text = line.text
            if let last = result.last, let first = text.first, !last.isWhitespace, !first.isWhitespace,
                last.isASCII, first.isASCII
            {
                result.append(" ")
            }
            result += text
        }
        return nonBlank(result.trimmingCharacters(in: .whitespaces))
    }

    static func nonBlank(_ text: String?) -> String? {
        guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        return text
    }
}
