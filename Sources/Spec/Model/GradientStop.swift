/// A colour at a location (0…1) along a gradient.
public struct GradientStop: Sendable, Hashable {
    public let color: Color
    public let location: Double

    public init(color: Color, location: Double) {
        self.color = color
        self.location = location
    }
}
