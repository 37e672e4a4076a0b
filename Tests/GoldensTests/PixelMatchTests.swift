import Goldens
import Pixels
import Testing

// Hand-checked comparisons on tiny synthetic images. Each expected count follows from the
// documented metric; the arithmetic is in the comments.

@Suite("PixelMatch on hand-made images")
struct PixelMatchTests {
    typealias S = Support

    @Test("identical images: nothing differs, the diff is the first image faded to grey")
    func identical() throws {
        var image = RGBAImage(width: 3, height: 2, fill: S.white)
        image[0, 0] = S.black
        image[1, 0] = RGBA8(128, 128, 128)
        image[2, 0] = RGBA8(10, 200, 30, 0)
        image[0, 1] = RGBA8(0, 0, 0, 128)
        let result = try PixelMatch.compare(image, image)
        #expect(result.mismatched == 0)
        #expect(result.total == 6)
        // Grey = truncate(255 + (Y − 255) × 0.1 × a/255), Y = 0.29889531r + 0.58662247g + 0.11448223b.
        // black: 229.5 → 229; 128: 255 − 12.6999… = 242.3 → 242; transparent: 255;
        // black at alpha 128: 255 − 25.5 × 128/255 = 242.2 → 242; white: 255.
        #expect(
            S.pixels(result.diff!) == [
                S.fadedBlack, RGBA8(242, 242, 242), S.white,
                RGBA8(242, 242, 242), S.white, S.white,
            ])
    }

    @Test("one pixel changed far: exactly one mismatch, drawn red")
    func onePixel() throws {
        let a = RGBAImage(width: 5, height: 5, fill: S.white)
        var b = a
        b[2, 2] = S.black
        let result = try PixelMatch.compare(a, b)
        #expect(result.mismatched == 1)
        #expect(result.total == 25)
        var expected = [RGBA8](repeating: S.white, count: 25)
        expected[12] = S.red
        #expect(S.pixels(result.diff!) == expected)
        // The same change seen the other way round (the second image brighter) is also one pixel.
        #expect(try PixelMatch.compare(b, a, diffImage: false).mismatched == 1)
    }

    @Test("diffColorAlt marks pixels where the second image is darker")
    func diffColorAlt() throws {
        let a = RGBAImage(width: 5, height: 5, fill: S.white)
        var b = a
        b[2, 2] = S.black
        let options = PixelMatchOptions(diffColorAlt: S.blue)
        #expect(try PixelMatch.compare(a, b, options: options).diff![2, 2] == S.blue)  // darker
        #expect(try PixelMatch.compare(b, a, options: options).diff![2, 2] == S.red)  // brighter
    }

    @Test("a grey step just under and just over the default threshold")
    func thresholdBoundary() throws {
        // Equal steps d in R, G and B give ΔY ≈ d and ΔI, ΔQ ≈ 0, so δ ≈ 0.5053 d².
        // maxDelta = 35215 × 0.1² = 352.15: d = 26 gives 341.6 (equal), d = 27 gives 368.4 (different).
        let base = S.pixel(RGBA8(128, 128, 128))
        #expect(try PixelMatch.compare(base, S.pixel(RGBA8(154, 154, 154))).mismatched == 0)
        #expect(try PixelMatch.compare(base, S.pixel(RGBA8(155, 155, 155))).mismatched == 1)
        #expect(try PixelMatch.compare(base, S.pixel(RGBA8(102, 102, 102))).mismatched == 0)
        #expect(try PixelMatch.compare(base, S.pixel(RGBA8(101, 101, 101))).mismatched == 1)
        // Threshold 0: any change counts. Threshold 1 (maxDelta 35215): even black and white
        // (δ = 0.5053 × 255² ≈ 32857) are equal.
        let zero = PixelMatchOptions(threshold: 0)
        #expect(try PixelMatch.compare(base, S.pixel(RGBA8(129, 128, 128)), options: zero).mismatched == 1)
        #expect(try PixelMatch.compare(S.pixel(S.black), S.pixel(S.white), options: .init(threshold: 1)).mismatched == 0)
        // A matching pixel that differs is drawn grey from the first image: 255 − 12.6999… → 242.
        #expect(try PixelMatch.compare(base, S.pixel(RGBA8(154, 154, 154))).diff![0, 0] == RGBA8(242, 242, 242))
    }

    @Test("pixels are blended over white before comparing")
    func alphaBlending() throws {
        let exact = PixelMatchOptions(threshold: 0)
        // Fully transparent is white, whatever its colour.
        #expect(try PixelMatch.compare(S.pixel(RGBA8(0, 0, 0, 0)), S.pixel(S.white), options: exact).mismatched == 0)
        #expect(try PixelMatch.compare(S.pixel(RGBA8(10, 20, 30, 0)), S.pixel(RGBA8(200, 100, 50, 0)), options: exact).mismatched == 0)
        // Half-transparent black: 255 + (0 − 255) × 128/255 = 127.
        #expect(try PixelMatch.compare(S.pixel(RGBA8(0, 0, 0, 128)), S.pixel(RGBA8(127, 127, 127)), options: exact).mismatched == 0)
        // ... which is 7 levels from 120: δ ≈ 0.5053 × 49 ≈ 24.8 > 35215 × 0.01² = 3.52.
        #expect(
            try PixelMatch.compare(S.pixel(RGBA8(0, 0, 0, 128)), S.pixel(RGBA8(120, 120, 120)), options: .init(threshold: 0.01)).mismatched
                == 1)
        // Opaque black against transparent black differs.
        #expect(try PixelMatch.compare(S.pixel(S.black), S.pixel(RGBA8(0, 0, 0, 0))).mismatched == 1)
    }

    @Test("an anti-aliased edge is not counted unless includeAA")
    func antialiasedEdge() throws {
        // A vertical edge black | black | X | white | white, 5 rows. In the first image the middle
        // column is grey 128 (anti-aliasing), in the second white (a hard edge).
        // Each middle pixel of the first image has a darker (black) and a brighter (white)
        // neighbour, at most 2 neighbours of equal brightness (the greys above and below, or one
        // and the image border), and its darkest neighbour (black, left) has 3+ identical
        // neighbours in both images: anti-aliased, so not counted and drawn yellow.
        let a = S.columns([0, 0, 128, 255, 255], height: 5)
        let b = S.columns([0, 0, 255, 255, 255], height: 5)
        let result = try PixelMatch.compare(a, b)
        #expect(result.mismatched == 0)
        let row = [S.fadedBlack, S.fadedBlack, S.yellow, S.white, S.white]
        #expect(S.pixels(result.diff!) == Array([[RGBA8]](repeating: row, count: 5).joined()))

        let counted = try PixelMatch.compare(a, b, options: .init(includeAA: true))
        #expect(counted.mismatched == 5)
        #expect(counted.diff![2, 3] == S.red)
        // Colours are configurable.
        let custom = try PixelMatch.compare(a, b, options: .init(aaColor: RGBA8(0, 255, 255)))
        #expect(custom.diff![2, 0] == RGBA8(0, 255, 255))
    }

    @Test("a moved solid block is a real difference, not anti-aliasing")
    func movedBlock() throws {
        // A 2×2 black block on white moves one pixel right: the column it leaves and the column
        // it enters differ (4 pixels). Their neighbours are pure black or white, so the changed
        // pixels have no brighter-and-darker pair of siblings in the other image either.
        var a = RGBAImage(width: 6, height: 4, fill: S.white)
        var b = a
        for y in 1...2 {
            a[1, y] = S.black
            a[2, y] = S.black
            b[2, y] = S.black
            b[3, y] = S.black
        }
        #expect(try PixelMatch.compare(a, b).mismatched == 4)
        #expect(try PixelMatch.compare(a, b, options: .init(includeAA: true)).mismatched == 4)
    }

    @Test("the diff image's alpha option")
    func diffAlpha() throws {
        let image = S.pixel(S.black)
        #expect(try PixelMatch.compare(image, image, options: .init(alpha: 1)).diff![0, 0] == S.black)
        #expect(try PixelMatch.compare(image, image, options: .init(alpha: 0)).diff![0, 0] == S.white)
        #expect(try PixelMatch.compare(image, image, options: .init(alpha: 0.5)).diff![0, 0] == RGBA8(127, 127, 127))
    }

    @Test("no diff image when not asked for; empty images")
    func noDiffImage() throws {
        let a = RGBAImage(width: 4, height: 4, fill: S.white)
        var b = a
        b[0, 0] = S.black
        #expect(try PixelMatch.compare(a, b, diffImage: false) == PixelMatchResult(mismatched: 1, total: 16, diff: nil))
        #expect(try PixelMatch.compare(a, a, diffImage: false) == PixelMatchResult(mismatched: 0, total: 16, diff: nil))
        let empty = RGBAImage(width: 0, height: 0)
        #expect(try PixelMatch.compare(empty, empty) == PixelMatchResult(mismatched: 0, total: 0, diff: empty))
        #expect(PixelMatchResult(mismatched: 0, total: 0).ratio == 0)
        #expect(PixelMatchResult(mismatched: 3, total: 12).ratio == 0.25)
    }

    @Test("images of different sizes are refused")
    func sizeMismatch() {
        let a = RGBAImage(width: 2, height: 3)
        let b = RGBAImage(width: 3, height: 2)
        #expect(throws: GoldenError.sizeMismatch(firstWidth: 2, firstHeight: 3, secondWidth: 3, secondHeight: 2)) {
            try PixelMatch.compare(a, b)
        }
        let error = GoldenError.sizeMismatch(firstWidth: 2, firstHeight: 3, secondWidth: 3, secondHeight: 2)
        #expect(error.description == "images differ in size: 2x3 and 3x2; only images of the same size can be compared")
        #expect(
            error.naming("golden.png", "actual.png").description
                == "images differ in size: golden.png is 2x3 but actual.png is 3x2; only images of the same size can be compared")
    }

    @Test("threshold and alpha outside 0…1 are refused")
    func invalidOptions() {
        let image = S.pixel(S.white)
        #expect(throws: GoldenError.invalidThreshold(1.5)) { try PixelMatch.compare(image, image, options: .init(threshold: 1.5)) }
        #expect(throws: GoldenError.invalidThreshold(-0.1)) { try PixelMatch.compare(image, image, options: .init(threshold: -0.1)) }
        #expect(throws: GoldenError.self) { try PixelMatch.compare(image, image, options: .init(threshold: .nan)) }
        #expect(throws: GoldenError.invalidAlpha(2)) { try PixelMatch.compare(image, image, options: .init(alpha: 2)) }
        #expect(GoldenError.invalidThreshold(1.5).description == "invalid threshold 1.5; expected a number from 0 to 1")
        #expect(GoldenError.invalidAlpha(2).description == "invalid diff alpha 2.0; expected a number from 0 to 1")
        #expect(GoldenError.invalidAlpha(2).naming("a", "b") == .invalidAlpha(2))
    }

    @Test("default options are pixelmatch's")
    func defaults() {
        let options = PixelMatchOptions()
        #expect(options.threshold == 0.1)
        #expect(options.includeAA == false)
        #expect(options.alpha == 0.1)
        #expect(options.aaColor == S.yellow)
        #expect(options.diffColor == S.red)
        #expect(options.diffColorAlt == nil)
        #expect(PixelMatch.maximumDelta == 35215)
    }
}
