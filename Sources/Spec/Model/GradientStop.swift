/// A colour at a location (0…1) along a gradient.
package struct GradientStop: Sendable, Hashable {
    package let color: Color
    package let location: Double

    package init(color: Color, location: Double) {
        self.color = color
        self.location = location
    }
}
