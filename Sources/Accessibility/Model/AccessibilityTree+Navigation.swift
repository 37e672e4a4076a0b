import Foundation
import Spec

extension AccessibilityTree {
    /// Where VoiceOver focus lands after an invalid submit: the element the spec's `invalidSubmit.focus` names
    /// (on its first element when it is a part owner), in a tree of the `invalidSubmit` render; nil when no
    /// button moves focus or the element is not visited.
    package func focusAfterInvalidSubmit(_ spec: ScreenSpec) -> AccessibilityElement? {
        for node in spec.content.allNodes {
            guard case .button(let button) = node.kind, let focus = button.invalidSubmit?.focus else { continue }
            if let element = element(focus) ?? elements.first(where: { $0.id.hasPrefix(focus + ".") }) { return element }
        }
        return nil
    }
}

extension AccessibilityElement {
    /// Whether the hint is needed to understand the element: it declares a hint of its own and what is spoken
    /// before the hint does not already say it (a platform hint such as "double-tap to edit" is never needed).
    package var needsHint: Bool {
        guard let declaredHint, !declaredHint.trimmingCharacters(in: .whitespaces).isEmpty else { return false }
        return !speaksBeforeHint(declaredHint)
    }
}
