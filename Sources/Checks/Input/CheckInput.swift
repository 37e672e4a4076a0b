import JSON
import Layout
import Spec

/// Everything the rules read about one spec: its declarations and every render of it.
package struct CheckInput: Sendable {
    package let spec: ScreenSpec
    package let cases: [RenderedCase]
    /// The same locale's renders under the spec's other display-setting combinations (rules judge one
    /// combination at a time; a contrast fix must not fail under another).
    var otherSettings: [RenderedCase] = []
    /// The locale of the texts in `spec` and `cases` (the spec's source language unless the checker
    /// runs the rules on another locale's renders, with `spec` in that locale).
    package let locale: RenderLocale
    /// The spec's elements, depth first in reading order: what layout nodes' `owner` references index.
    package let elements: [Node]

    package init(spec: ScreenSpec, cases: [RenderedCase], locale: RenderLocale? = nil) {
        self.spec = spec
        self.cases = cases
        self.locale = locale ?? spec.sourceLanguage
        elements = spec.content.allNodes
    }

    /// The spec element a layout node (or a text or shape drawn from it) belongs to.
    package func element(_ owner: ElementReference) -> Node {
        owner.node(in: elements)
    }

    /// The renders in one built-in state, in appearance then size order (a scenario's renders are not in any).
    package func cases(in state: RenderState) -> [RenderedCase] {
        cases.filter { $0.state == state && $0.scenario == nil }
    }

    /// The render of one case of a built-in state, if it was made.
    package func render(_ appearance: Appearance, _ size: SizeCategory, _ state: RenderState) -> RenderedCase? {
        cases.first { $0.appearance == appearance && $0.size == size && $0.state == state && $0.scenario == nil }
    }

    /// The renders of one scenario, in appearance then size order.
    package func cases(inScenario name: String) -> [RenderedCase] {
        cases.filter { $0.scenario == name }
    }

    /// The render of a built-in state or scenario (by name) at an appearance and size, in the same
    /// settings and locale as `item`.
    package func render(_ situation: String, like item: RenderedCase) -> RenderedCase? {
        cases.first {
            $0.appearance == item.appearance && $0.size == item.size && $0.settings == item.settings && $0.locale == item.locale
                && $0.renderCase.situation == situation
        }
    }

    /// The renders in which a control that declares a disabled state is disabled: the built-in
    /// `disabled` state's, then each scenario's that disables it.
    func disabledCases(of node: Node) -> [RenderedCase] {
        cases.filter { item in spec.scenario(named: item.scenario).map { $0.isDisabled(node) } ?? (item.state == .disabled) }
    }

    /// The renders in which a button that declares a loading state is loading, each with the situation
    /// (built-in state or scenario) its footprint is compared with: `idle` for the built-in `loading`
    /// state; for a scenario, its nearest base in which the button is not loading (`idle` for `loading`).
    func loadingCases(of node: Node) -> [(item: RenderedCase, base: String)] {
        cases.compactMap { item in
            guard let scenario = spec.scenario(named: item.scenario) else {
                return item.state == .loading ? (item, RenderState.idle.rawValue) : nil
            }
            guard scenario.isLoading(node) else { return nil }
            var base = scenario.base
            var seen: Set<String> = []
            while let earlier = spec.scenario(named: base), earlier.isLoading(node), seen.insert(base).inserted { base = earlier.base }
            return (item, base == RenderState.loading.rawValue ? RenderState.idle.rawValue : base)
        }
    }

    /// Every button node of the spec with its declaration, in reading order.
    package var buttons: [(node: Node, button: ButtonElement)] {
        spec.content.allNodes.compactMap { node in
            if case .button(let button) = node.kind { return (node, button) }
            return nil
        }
    }

    /// Every button, text field and toggle that declares a disabled state, with it, in reading order.
    var disabledElements: [(node: Node, disabled: DisabledState)] {
        spec.content.allNodes.compactMap { node in node.disabledState.map { (node, $0) } }
    }

    /// The unit of the spec's lengths, as messages and findings write it: "pt" on iOS, "px" (CSS px) on the web.
    package var unit: LengthUnit { spec.platform.lengthUnit }

    /// A node's name in findings: its id, or its JSONPath.
    package static func name(_ node: Node) -> String { node.id ?? node.path }
}
