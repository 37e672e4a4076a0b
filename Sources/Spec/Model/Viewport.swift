/// The screen a spec is laid out on: size in points and pixels per point.
package struct Viewport: Sendable, Hashable {
    package let width: Double
    package let height: Double
    /// 1, 2 or 3 pixels per point.
    package let scale: Int
    package let device: Device?

    package init(width: Double, height: Double, scale: Int, device: Device? = nil) {
        self.width = width
        self.height = height
        self.scale = scale
        self.device = device
    }
}
