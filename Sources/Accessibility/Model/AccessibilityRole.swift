/// What an accessibility element is to a screen reader: the role its traits (iOS) or ARIA role (web) give it.
package enum AccessibilityRole: Sendable, Hashable {
    /// Text read as it is (a label, a footnote, an inline error, a toast).
    case staticText
    /// A section header or an error summary's title: VoiceOver adds "heading".
    case header
    case button
    /// An error summary's link to a field.
    case link
    /// A switch or checkbox (SwiftUI's `Toggle`): "switch button", then "on" or "off".
    case toggle(isOn: Bool)
    /// A text field, secure field or text editor.
    case textField(secure: Bool)
    /// A menu picker or a compact date picker: a button that opens a menu.
    case popUpButton
    /// A stepper: swiped up or down to change its value.
    case adjustable

    /// Whether a person acts on it (a control), as opposed to reading it.
    package var isControl: Bool {
        switch self {
        case .staticText, .header: false
        case .button, .link, .toggle, .textField, .popUpButton, .adjustable: true
        }
    }
}

extension AccessibilityRole {
    /// Its name in JSON output: `staticText`, `header`, `button`, `link`, `toggle`, `textField`, `popUpButton`, `adjustable`.
    package var name: String {
        switch self {
        case .staticText: "staticText"
        case .header: "header"
        case .button: "button"
        case .link: "link"
        case .toggle: "toggle"
        case .textField: "textField"
        case .popUpButton: "popUpButton"
        case .adjustable: "adjustable"
        }
    }
}
