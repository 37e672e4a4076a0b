/// Colours a spec gives the parts of a built-in control explicitly (a text field's `fill`, a
/// checkbox's `off` stroke, …), keyed by part name. A part without one takes its semantic colour
/// from the spec's palette.
public struct PartColors: Sendable, Hashable {
    public let colors: [String: Color]

    public init(_ colors: [String: Color] = [:]) {
        self.colors = colors
    }

    public subscript(part: String) -> Color? { colors[part] }

    public static let none = PartColors()
}
