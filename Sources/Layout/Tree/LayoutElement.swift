import Spec

/// What a laid-out node is, with what painting and checking it needs.
package enum LayoutElement: Sendable, Equatable {
    /// Stacks and spacers: no paint of their own.
    case container
    case text
    case button(ButtonAppearance)
    /// The whole field block (label above the box); `required` as declared.
    case textField(required: Bool)
    /// The field's rounded box as drawn: its fill, and its border (the error border, thicker, while
    /// an inline error for the field shows); the corner radius in points.
    case fieldBox(fill: SRGBColor, border: SRGBColor, borderWidth: StrokeWidth, cornerRadius: Double)
    case toggle(isOn: Bool, style: ToggleStyle)
    /// The switch or checkbox glyph of a toggle: `body` is the switch's track or the checkbox's fill
    /// (on) or stroke (off); `mark` the knob or check mark; the corner radius in points (a switch's
    /// track is a capsule: half its height). `knobOnRight`: where a switch's knob sits (on, the trailing end: the right, or the left on a
    /// right-to-left screen), decided here; a checkbox has no knob and ignores it.
    case toggleControl(isOn: Bool, style: ToggleStyle, body: SRGBColor, mark: SRGBColor, cornerRadius: Double, knobOnRight: Bool)
    case inlineError(field: String)
    /// A spoked activity indicator of the given diameter (points) and colour (its button's title's),
    /// centred in its frame.
    case spinner(diameter: Double, color: SRGBColor)
    /// A stroked symbol filling its frame, in a colour, with strokes `lineWidth` points wide.
    case symbol(SymbolGlyph, color: SRGBColor, lineWidth: Double)
    /// A web control's `:focus-visible` ring (drawn as the node's surface stroke) and the gap in points
    /// between its inner edge and the control.
    case focusRing(offset: Double)
}
