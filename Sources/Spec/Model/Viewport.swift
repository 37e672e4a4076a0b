/// The screen a spec is laid out on: size in points and pixels per point.
public struct Viewport: Sendable, Hashable {
    public let width: Double
    public let height: Double
    /// 1, 2 or 3 pixels per point.
    public let scale: Int
    public let device: Device?

    public init(width: Double, height: Double, scale: Int, device: Device? = nil) {
        self.width = width
        self.height = height
        self.scale = scale
        self.device = device
    }
}
