import Pixels
import Raster
import Spec
import Testing

@Suite struct CanvasTests {
    private let white = SRGBColor(red: 1, green: 1, blue: 1)
    private let black = SRGBColor(red: 0, green: 0, blue: 0)

    /// Found by the fuzz test (issue 12): text wholly to the right of an opaque canvas, beside its
    /// rows, gave a zero-width region outside the canvas whose rows were copied: a trap.
    @Test func regionsBesideTheCanvasAreEmptyAndCopyNothing() {
        let beside = PixelRect(x: 12, y: 2, width: 5, height: 3).intersection(PixelRect(x: 0, y: 0, width: 10, height: 10))
        #expect(beside == PixelRect(x: 12, y: 2, width: 0, height: 0))
        #expect(beside.isEmpty)
        var canvas = Canvas(width: 10, height: 10)
        canvas.fillAll(white)
        let image = canvas.image(of: PixelRect(x: 12, y: 2, width: 5, height: 8))
        #expect(image.width == 0 && image.height == 0)
        #expect(
            PixelRect(x: 2, y: 2, width: 5, height: 3).intersection(PixelRect(x: 0, y: 0, width: 4, height: 10))
                == PixelRect(x: 2, y: 2, width: 2, height: 3))
    }

    @Test func rectangleEdgesCoverTheirExactArea() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.fill(.rect(x: 1.25, y: 0, width: 1.75, height: 1), color: white)
        let alphas = (0..<4).map { canvas.pixel(x: $0, y: 0).alpha }
        // 0.75 of pixel 1 (191.25 → 191), all of pixel 2.
        #expect(alphas == [0, 191, 255, 0])
        #expect(canvas.pixel(x: 1, y: 0) == RGBA8(255, 255, 255, 191))
    }

    @Test func cornerPixelsCoverTheProductOfBothOverlaps() {
        var canvas = Canvas(width: 2, height: 2)
        canvas.fill(.rect(x: 0.5, y: 0.5, width: 1.5, height: 1.5), color: black)
        #expect(canvas.pixel(x: 0, y: 0).alpha == 64)  // 0.25 → 63.75 → 64
        #expect(canvas.pixel(x: 1, y: 0).alpha == 128)  // 0.5 → 127.5 → 128
        #expect(canvas.pixel(x: 1, y: 1).alpha == 255)
    }

    @Test func sourceOverBlendsInSRGB() {
        var canvas = Canvas(width: 1, height: 1)
        canvas.fillAll(white)
        canvas.fillAll(SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.5))
        // Half black over white in gamma-encoded sRGB: 127.5 → 128 (linear-light blending would give 188).
        #expect(canvas.pixel(x: 0, y: 0) == RGBA8(128, 128, 128, 255))
        canvas.fillAll(SRGBColor(red: 1, green: 0, blue: 0, alpha: 0.25))
        // 0.25 · (255, 0, 0) + 0.75 · (128, 128, 128): the canvas keeps 8-bit pixels, so the second
        // blend starts from the stored 128 (63.75 + 96 = 159.75 → 160), not from 127.5.
        #expect(canvas.pixel(x: 0, y: 0) == RGBA8(160, 96, 96, 255))
    }

    @Test func circleCoverageIsSymmetricAndSmooth() {
        var canvas = Canvas(width: 8, height: 8)
        canvas.fill(.circle(centerX: 4, centerY: 4, radius: 3), color: black)
        for (x, y) in [(1, 3), (3, 1), (6, 3), (3, 6)] {
            #expect(canvas.pixel(x: x, y: y).alpha == canvas.pixel(x: 1, y: 3).alpha)
        }
        #expect(canvas.pixel(x: 3, y: 3).alpha == 255)
        #expect(canvas.pixel(x: 0, y: 0).alpha == 0)
        let edge = canvas.pixel(x: 1, y: 3).alpha
        #expect(edge > 0 && edge < 255)
    }

    @Test func insetStrokesTheInsideOfTheOutline() {
        var canvas = Canvas(width: 6, height: 6)
        canvas.fill(.inset(.rect(x: 0, y: 0, width: 6, height: 6), width: 1), color: black)
        #expect(canvas.pixel(x: 0, y: 3).alpha == 255)
        #expect(canvas.pixel(x: 3, y: 0).alpha == 255)
        #expect(canvas.pixel(x: 3, y: 3).alpha == 0)
    }

    @Test func coverageMasksCompositeInTheTextColour() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.fillAll(white)
        canvas.composite(coverage: [0, 128, 255], width: 3, height: 1, x: 0, y: 0, color: black)
        #expect((0..<3).map { canvas.pixel(x: $0, y: 0) } == [RGBA8(255, 255, 255), RGBA8(127, 127, 127), RGBA8(0, 0, 0)])
    }

    @Test func blurLeavesAUniformAreaUnchangedAndSoftensAnEdgeSymmetrically() {
        var canvas = Canvas(width: 40, height: 10)
        canvas.fillAll(white)
        canvas.fill(.rect(x: 20, y: 0, width: 20, height: 10), color: black)
        canvas.blur(under: .rect(x: 0, y: 0, width: 40, height: 10), sigma: 3)
        #expect(canvas.pixel(x: 0, y: 5) == RGBA8(255, 255, 255, 255))
        #expect(canvas.pixel(x: 39, y: 5) == RGBA8(0, 0, 0, 255))
        let row = (0..<40).map { Int(canvas.pixel(x: $0, y: 5).red) }
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 >= $1 }, "\(row)")
        for offset in 0..<8 {
            #expect(abs(row[19 - offset] + row[20 + offset] - 255) <= 1, "\(row)")
        }
        #expect(row[19] < 255 && row[20] > 0)
    }

    @Test func regionSnapshotsAreClippedToTheCanvas() {
        var canvas = Canvas(width: 4, height: 4)
        canvas.fillAll(black)
        let image = canvas.image(of: PixelRect(x: 2, y: 2, width: 5, height: 5))
        #expect(image.width == 2 && image.height == 2)
        #expect(image[1, 1] == RGBA8(0, 0, 0, 255))
    }

    @Test func downscalingAveragesPremultipliedPixels() {
        var image = RGBAImage(width: 2, height: 1)
        image[0, 0] = RGBA8(255, 0, 0, 255)
        let reduced = Downscale.image(image, by: 2)
        // Red over nothing: still pure red, half covered; no dark fringe.
        #expect(reduced[0, 0] == RGBA8(255, 0, 0, 128))
    }

    /// An image backdrop is scaled to cover the canvas (the larger of the two ratios), centred, and
    /// sampled bilinearly at pixel centres; what falls outside is cropped.
    @Test func drawCoveringScalesCentresAndInterpolates() throws {
        let red = [UInt8]([255, 0, 0, 255])
        let green = [UInt8]([0, 255, 0, 255])
        let blue = [UInt8]([0, 0, 255, 255])
        let white = [UInt8]([255, 255, 255, 255])
        // 2 × 1 onto 4 × 2: scale 2, nothing cropped; the middle columns mix their neighbours 3:1.
        var wide = Canvas(width: 4, height: 2)
        wide.drawCovering(try #require(RGBAImage(width: 2, height: 1, bytes: red + blue)))
        let row = (0..<4).map { wide.pixel(x: $0, y: 0) }
        #expect(row == [RGBA8(255, 0, 0, 255), RGBA8(191, 0, 64, 255), RGBA8(64, 0, 191, 255), RGBA8(0, 0, 255, 255)])
        #expect((0..<4).map { wide.pixel(x: $0, y: 1) } == row)
        // 1 × 4 onto 2 × 2: scale 2, 3 pixels cropped top and bottom; only green and blue show.
        var tall = Canvas(width: 2, height: 2)
        tall.drawCovering(try #require(RGBAImage(width: 1, height: 4, bytes: red + green + blue + white)))
        #expect([tall.pixel(x: 0, y: 0), tall.pixel(x: 1, y: 1)] == [RGBA8(0, 191, 64, 255), RGBA8(0, 64, 191, 255)])
    }

    /// Rows of opaque pixels are copied whole, others blended pixel by pixel: the same pixels as
    /// compositing every pixel on its own, for rows opaque, translucent, transparent and mixed.
    @Test func compositingAnImageGivesThePixelsOfCompositingEachPixel() throws {
        var image = RGBAImage(width: 7, height: 4)
        let alphas: [[UInt8]] = [
            [255, 255, 255, 255, 255, 255, 255], [255, 128, 255, 0, 255, 255, 1], [0, 0, 0, 0, 0, 0, 0], [40, 90, 200, 254, 255, 3, 77],
        ]
        for y in 0..<4 {
            for x in 0..<7 { image[x, y] = RGBA8(UInt8(x * 30), UInt8(y * 60), UInt8(200 - x * 10), alphas[y][x]) }
        }
        var whole = Canvas(width: 10, height: 6, filledWith: SRGBColor(red: 0.2, green: 0.5, blue: 0.7))
        var single = whole
        whole.composite(image: image, x: 2, y: 1)
        for y in 0..<4 {
            for x in 0..<7 { single.composite(image: RGBAImage(width: 1, height: 1, fill: image[x, y]), x: 2 + x, y: 1 + y) }
        }
        #expect(whole.image() == single.image())
        #expect(whole.image()[2, 1] == image[0, 0])
    }

    /// A translucent span blends each run of one colour once: over columns that change colour every
    /// pixel, every other pixel and not at all, every pixel is what blending it alone gives.
    @Test func translucentFillOverChangingColoursBlendsEachPixelAsAlone() {
        let colours = [
            SRGBColor(red: 1, green: 1, blue: 1), SRGBColor(red: 0.1, green: 0.6, blue: 0.3),
            SRGBColor(red: 0.9, green: 0.2, blue: 0.4, alpha: 0.5),
        ]
        let pattern = [0, 1, 2, 0, 0, 1, 1, 2, 2, 2, 0, 1]
        let veil = SRGBColor(red: 0.2, green: 0.3, blue: 0.9, alpha: 0.37)
        var canvas = Canvas(width: pattern.count, height: 2)
        for (x, colour) in pattern.enumerated() { canvas.fill(.rect(x: Double(x), y: 0, width: 1, height: 2), color: colours[colour]) }
        canvas.fill(.rect(x: 0, y: 0, width: Double(pattern.count), height: 2), color: veil)
        for (x, colour) in pattern.enumerated() {
            var alone = Canvas(width: 1, height: 1)
            alone.fill(.rect(x: 0, y: 0, width: 1, height: 1), color: colours[colour])
            alone.fill(.rect(x: 0, y: 0, width: 1, height: 1), color: veil)
            #expect(canvas.pixel(x: x, y: 1) == alone.pixel(x: 0, y: 0), "column \(x)")
        }
        #expect(canvas.pixel(x: 0, y: 0) != canvas.pixel(x: 1, y: 0))
    }
}
