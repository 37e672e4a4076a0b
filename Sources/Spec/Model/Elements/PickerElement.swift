/// A picker (format 2): one choice among `options`, in a style — a segmented control (equal segments
/// on a rounded track, the selected one on a raised thumb; as in SwiftUI it does not draw its label,
/// which is the control's accessibility label), a menu row, or its options inline as rows.
package struct PickerElement: Sendable, Hashable {
    package let label: String
    /// The segments' titles, leading to trailing.
    package let options: [String]
    /// The index of the selected option.
    package let selection: Int
    package let style: PickerStyle
    /// Explicit colours of its parts (`title`, `track`, `thumb`, `label`, `value`, `indicator`).
    package let colors: PartColors
    /// The picker is disabled in the disabled render, with why and how that is explained.
    package let disabled: DisabledState?

    package init(
        label: String, options: [String], selection: Int, style: PickerStyle = .segmented, colors: PartColors = .none,
        disabled: DisabledState? = nil
    ) {
        self.label = label
        self.options = options
        self.selection = selection
        self.style = style
        self.colors = colors
        self.disabled = disabled
    }
}
