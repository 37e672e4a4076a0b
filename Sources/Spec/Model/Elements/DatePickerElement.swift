/// A date picker (format 2), compact: its label leading and the chosen date, as the device shows it,
/// on a rounded grey button trailing (which opens the calendar). The spec gives the date's text;
/// ButtonCheck does not format dates.
package struct DatePickerElement: Sendable, Hashable {
    package let label: String
    /// The date (and time) as shown, such as "1 Dec 2026".
    package let value: String
    package let style: DatePickerStyle
    /// Explicit colours of its parts (`label`, `value`, `fill`).
    package let colors: PartColors

    package init(label: String, value: String, style: DatePickerStyle = .compact, colors: PartColors = .none) {
        self.label = label
        self.value = value
        self.style = style
        self.colors = colors
    }
}
