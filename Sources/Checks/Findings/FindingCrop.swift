/// Where a finding's element is in the render a report shows for it, in image pixels with a margin,
/// and that image's width: what a report needs to picture just the element.
public struct FindingCrop: Sendable, Hashable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
    /// The width of the whole render the rectangle is in.
    public var imageWidth: Int

    public init(x: Int, y: Int, width: Int, height: Int, imageWidth: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.imageWidth = imageWidth
    }
}
