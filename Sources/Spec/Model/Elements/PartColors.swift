/// Colours a spec gives the parts of a built-in control explicitly (a text field's `fill`, a
/// checkbox's `off` stroke, …), keyed by part name. A part without one takes its semantic colour
/// from the spec's palette.
package struct PartColors: Sendable, Hashable {
    package let colors: [String: Color]

    package init(_ colors: [String: Color] = [:]) {
        self.colors = colors
    }

    package subscript(part: String) -> Color? { colors[part] }

    package static let none = PartColors()
}
