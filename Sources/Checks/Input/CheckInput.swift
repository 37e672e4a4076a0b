import JSON
import Layout
import Spec

/// Everything the rules read about one spec: its declarations and every render of it.
package struct CheckInput: Sendable {
    package let spec: ScreenSpec
    package let cases: [RenderedCase]
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

    /// The renders in one state, in appearance then size order.
    package func cases(in state: RenderState) -> [RenderedCase] {
        cases.filter { $0.state == state }
    }

    /// The render of one case, if it was made.
    package func render(_ appearance: Appearance, _ size: SizeCategory, _ state: RenderState) -> RenderedCase? {
        cases.first { $0.appearance == appearance && $0.size == size && $0.state == state }
    }

    /// Every button node of the spec with its declaration, in reading order.
    package var buttons: [(node: Node, button: ButtonElement)] {
        spec.content.allNodes.compactMap { node in
            if case .button(let button) = node.kind { return (node, button) }
            return nil
        }
    }

    /// Every button, text field and toggle that declares a disabled state, with it, in reading order.
    package var disabledElements: [(node: Node, disabled: DisabledState)] {
        spec.content.allNodes.compactMap { node in node.disabledState.map { (node, $0) } }
    }

    /// The unit of the spec's lengths, as messages and findings write it: "pt" on iOS, "px" (CSS px) on the web.
    package var unit: String { spec.platform.lengthUnit.symbol }

    /// A node's name in findings: its id, or its JSONPath.
    package static func name(_ node: Node) -> String { node.id ?? node.path }
}
