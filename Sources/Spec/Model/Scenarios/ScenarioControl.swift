/// What a scenario (format 3) sets on one control: its state (nil: as in the scenario's base) and its
/// value (nil: as the spec writes it, or as the base scenario sets it).
package struct ScenarioControl: Sendable, Hashable {
    /// Disabled, with the reason the control's `disabled` declares.
    package var disabled: Bool?
    /// A button's `loading` state (its spinner).
    package var loading: Bool?
    /// Drawn with keyboard focus (a web control's `focusRing`).
    package var focused: Bool?
    /// A field shows its inline error (and its error border).
    package var error: Bool?
    /// A toggle's value.
    package var isOn: Bool?
    /// A text field's text ("" for empty: its placeholder shows).
    package var text: String?
    /// A picker's selected option, by index.
    package var selection: Int?
    /// A date picker's value, or the label a stepper shows with its value (SwiftUI's `Stepper("Guests: 3", …)`).
    package var value: String?

    package init(
        disabled: Bool? = nil, loading: Bool? = nil, focused: Bool? = nil, error: Bool? = nil, isOn: Bool? = nil,
        text: String? = nil, selection: Int? = nil, value: String? = nil
    ) {
        self.disabled = disabled
        self.loading = loading
        self.focused = focused
        self.error = error
        self.isOn = isOn
        self.text = text
        self.selection = selection
        self.value = value
    }

    /// These settings over `base`'s: each one this sets wins, the others are the base's.
    package func over(_ base: ScenarioControl) -> ScenarioControl {
        ScenarioControl(
            disabled: disabled ?? base.disabled, loading: loading ?? base.loading, focused: focused ?? base.focused,
            error: error ?? base.error, isOn: isOn ?? base.isOn, text: text ?? base.text,
            selection: selection ?? base.selection, value: value ?? base.value)
    }

    /// The settings each control type takes (the format-3 `controls` keys), by node type.
    package static func settings(for type: NodeType) -> [String] {
        switch type {
        case .button: ["disabled", "loading", "focused"]
        case .textField: ["disabled", "focused", "error", "text"]
        case .toggle: ["disabled", "focused", "error", "isOn"]
        case .picker: ["disabled", "focused", "error", "selection"]
        case .stepper: ["disabled", "focused", "error", "value"]
        case .datePicker: ["focused", "error", "value"]
        default: []
        }
    }
}
