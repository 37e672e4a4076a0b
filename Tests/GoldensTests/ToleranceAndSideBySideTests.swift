import Goldens
import Pixels
import Testing

@Suite("Tolerance")
struct ToleranceTests {
    static func result(_ mismatched: Int, of total: Int = 1000) -> PixelMatchResult {
        PixelMatchResult(mismatched: mismatched, total: total)
    }

    @Test("no limits: only an exact match passes")
    func exact() {
        #expect(Tolerance().passes(Self.result(0)))
        #expect(!Tolerance().passes(Self.result(1)))
        #expect(Tolerance.exact == Tolerance(maxPixels: nil, maxRatio: nil))
    }

    @Test("a pixel count")
    func pixels() {
        let tolerance = Tolerance(maxPixels: 5)
        #expect(tolerance.passes(Self.result(0)))
        #expect(tolerance.passes(Self.result(5)))
        #expect(!tolerance.passes(Self.result(6)))
        #expect(Tolerance(maxPixels: 0).passes(Self.result(0)))
        #expect(!Tolerance(maxPixels: 0).passes(Self.result(1)))
    }

    @Test("a ratio of the pixel count")
    func ratio() {
        let tolerance = Tolerance(maxRatio: 0.01)
        #expect(tolerance.passes(Self.result(10)))
        #expect(!tolerance.passes(Self.result(11)))
        #expect(tolerance.passes(Self.result(0, of: 0)))
        #expect(Tolerance(maxRatio: 0.25).passes(Self.result(1, of: 4)))
    }

    @Test("with both limits, either is enough")
    func both() {
        let tolerance = Tolerance(maxPixels: 20, maxRatio: 0.01)
        #expect(tolerance.passes(Self.result(20)))  // count
        #expect(!tolerance.passes(Self.result(21)))
        #expect(tolerance.passes(Self.result(30, of: 5000)))  // ratio: 30 ≤ 50
        #expect(!tolerance.passes(Self.result(51, of: 5000)))
    }
}

@Suite("SideBySide")
struct SideBySideTests {
    @Test("expected | diff | actual, top-aligned, with a transparent gap")
    func compose() {
        let red = RGBA8(255, 0, 0)
        let green = RGBA8(0, 255, 0)
        let blue = RGBA8(0, 0, 255)
        let clear = RGBA8(0, 0, 0, 0)
        let expected = RGBAImage(width: 2, height: 1, fill: red)
        let diff = RGBAImage(width: 1, height: 2, fill: green)
        let actual = RGBAImage(width: 1, height: 1, fill: blue)
        let image = SideBySide.compose(expected: expected, diff: diff, actual: actual, gap: 2)
        #expect((image.width, image.height) == (8, 2))
        #expect(
            Support.pixels(image) == [
                red, red, clear, clear, green, clear, clear, blue,
                clear, clear, clear, clear, green, clear, clear, clear,
            ])
    }

    @Test("the default gap is 4 pixels; the background can be set")
    func defaults() {
        let white = RGBA8(255, 255, 255)
        let grey = RGBA8(128, 128, 128)
        let one = RGBAImage(width: 3, height: 3, fill: white)
        let image = SideBySide.compose(expected: one, diff: one, actual: one, background: grey)
        #expect((image.width, image.height) == (17, 3))
        #expect(image[3, 1] == grey)
        #expect(image[6, 1] == grey)
        #expect(image[7, 1] == white)
        #expect(image[16, 2] == white)
        #expect(SideBySide.compose(expected: one, diff: one, actual: one, gap: 0).width == 9)
    }
}
