import Pixels

/// Failure images: `expected | diff | actual` in one row.
package enum SideBySide {
    /// The three images left to right, top-aligned, `gap` pixels apart. The canvas is as tall as
    /// the tallest image; everything not covered by an image is `background`.
    package static func compose(
        expected: RGBAImage, diff: RGBAImage, actual: RGBAImage,
        gap: Int = 4, background: RGBA8 = RGBA8(0, 0, 0, 0)
    ) -> RGBAImage {
        let gap = max(gap, 0)
        let panels = [expected, diff, actual]
        let width = panels.reduce(0) { $0 + $1.width } + 2 * gap
        let height = panels.map(\.height).max() ?? 0
        var canvas = RGBAImage(width: width, height: height, fill: background)
        var left = 0
        for panel in panels {
            let rowBytes = panel.width * 4
            for row in 0..<panel.height {
                let source = row * rowBytes
                let target = (row * width + left) * 4
                canvas.bytes.replaceSubrange(target..<(target + rowBytes), with: panel.bytes[source..<(source + rowBytes)])
            }
            left += panel.width + gap
        }
        return canvas
    }
}
