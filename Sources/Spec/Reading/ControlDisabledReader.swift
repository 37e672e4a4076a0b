/// Reads the `disabled` state of a text field or toggle (format 2): why it is disabled, the visible
/// reason, the accessibility value that carries it, and the disabled label (and value) colours.
enum ControlDisabledReader {
    /// `shape` is `fieldDisabled` or `toggleDisabled`; `colorsShape` the shape of its `colors`.
    static func read(_ reader: ObjectReader, shape: String, colorsShape: String, context: ReadContext) -> DisabledState?? {
        guard let (node, path) = reader.member("disabled") else { return .some(nil) }
        guard let object = ObjectReader(node, path: path, shape: shape, context: context) else { return nil }
        let cause = object.enumValue("cause", DisabledCause.self, required: true)
        let reason = object.reference("reason", mustBe: ["text", "inlineError"], role: "the disabled reason")
        let value = object.text("accessibilityValue")
        let colors = object.member("colors").map { ColorReader.parts($0.node, path: $0.path, shape: colorsShape, context: context) }
        guard let cause, colors != .some(nil) else { return nil }
        return .some(DisabledState(cause: cause, reason: reason, accessibilityValue: value, partColors: (colors ?? nil) ?? .none))
    }
}
