/// A web control's `:focus-visible` ring (format 2's `focusRing`): an outline of `width` CSS px drawn
/// `offset` px outside the control, in the `focused` state. Keys left out take the stand-in for a
/// browser's default ring (`browserDefault`).
package struct FocusRing: Sendable, Hashable {
    package let color: Color
    package let width: Double
    package let offset: Double

    package init(color: Color, width: Double, offset: Double) {
        self.color = color
        self.width = width
        self.offset = offset
    }

    /// Chromium's default focus ring as ButtonCheck draws it: 2 px of #101010 on the control's edge
    /// (Chromium also draws a thin white ring outside it, which is not drawn here).
    static let browserDefault = FocusRing(
        color: Color(SRGBColor(red8: 0x10, green8: 0x10, blue8: 0x10), source: "#101010"),
        width: 2, offset: 0)
}
