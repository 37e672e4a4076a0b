/// What a page needs to show one render at one CSS pixel per point and outline elements on it: the
/// image's size in pixels, its scale (pixels per point) and the frames of the elements that have a
/// finding in this render, by element (the finding's `element`: its id, or its JSONPath).
package struct RenderCanvas: Sendable, Hashable {
    package let scale: Int
    package let pixelWidth: Int
    package let pixelHeight: Int
    package let frames: [String: ElementFrame]

    package init(scale: Int, pixelWidth: Int, pixelHeight: Int, frames: [String: ElementFrame]) {
        self.scale = scale
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.frames = frames
    }

    /// The render's size in points: its pixels divided by its scale.
    package var width: Double { Double(pixelWidth) / Double(max(scale, 1)) }
    package var height: Double { Double(pixelHeight) / Double(max(scale, 1)) }
}
