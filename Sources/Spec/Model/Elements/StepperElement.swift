/// A stepper (format 2): its label (which, as in SwiftUI's `Stepper("Guests: 2", …)`, shows the
/// value) leading, and the − and + buttons trailing on a 94 × 32 pt rounded track, which does not
/// grow with Dynamic Type (UIStepper's size).
package struct StepperElement: Sendable, Hashable {
    package let label: String
    /// Explicit colours of its parts (`label`, `symbol`, `track`).
    package let colors: PartColors
    /// The stepper is disabled in the disabled render, with why and how that is explained.
    package let disabled: DisabledState?

    package init(label: String, colors: PartColors = .none, disabled: DisabledState? = nil) {
        self.label = label
        self.colors = colors
        self.disabled = disabled
    }
}
