/// A point in unit coordinates of the viewport: (0, 0) top leading, (1, 1) bottom trailing.
public struct UnitPoint: Sendable, Hashable {
    public let x: Double
    public let y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
