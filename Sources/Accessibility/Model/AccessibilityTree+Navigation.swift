import Foundation
import Spec

extension AccessibilityTree {
    /// Where VoiceOver focus lands after an invalid submit: the element the spec's `invalidSubmit.focus` names
    /// (on its first element when it is a part owner), in a tree of the `invalidSubmit` render; nil when no
    /// button moves focus or the element is not visited.
    /// With `button`, the focus that button's invalid submit moves, else the first button's that moves focus.
    package func focusAfterInvalidSubmit(_ spec: ScreenSpec, of button: Node? = nil) -> AccessibilityElement? {
        for node in spec.content.allNodes where button == nil || node.path == button?.path {
            guard case .button(let declared) = node.kind, let focus = declared.invalidSubmit?.focus else { continue }
            if let element = focusTarget(focus) { return element }
        }
        return nil
    }

    /// Where VoiceOver focus lands when a spec moves it to the element with `id`: that element, or the first
    /// element of its parts (an error summary's title); nil when it is not visited.
    package func focusTarget(_ id: String) -> AccessibilityElement? {
        element(id) ?? elements.first { $0.id.hasPrefix(id + ".") }
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
