import Spec

extension TapArea {
    /// The hit region of a control drawn in `frame`: grown by the padding, then, around its centre,
    /// to at least the minimum width and height.
    package func region(around frame: Rect) -> Rect {
        var region = Rect(
            x: frame.x - padding.leading, y: frame.y - padding.top,
            width: frame.width + padding.horizontal, height: frame.height + padding.vertical)
        if let minWidth, region.width < minWidth {
            region.x -= (minWidth - region.width) / 2
            region.width = minWidth
        }
        if let minHeight, region.height < minHeight {
            region.y -= (minHeight - region.height) / 2
            region.height = minHeight
        }
        return region
    }
}
