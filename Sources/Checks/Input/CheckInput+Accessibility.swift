import Layout
import Spec

extension CheckInput {
    /// The reference layout and accessibility trees use for a spec element.
    package func reference(_ node: Node) -> ElementReference? {
        elements.firstIndex { $0.path == node.path }.map(ElementReference.init(index:))
    }

    /// The renders the VoiceOver rules read: the first appearance's (appearances change colours, not what is
    /// spoken or where), in every setting, locale, size and situation.
    var screenReaderCases: [RenderedCase] {
        let first = cases.first?.appearance
        return cases.filter { $0.appearance == first }
    }
}
