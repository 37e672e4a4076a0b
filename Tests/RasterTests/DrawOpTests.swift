import Pixels
import Raster
import Spec
import Testing

/// Every drawing operation goes through `Canvas.apply(_:)`, which keeps what identifies the scene: the
/// journal (`check --goldens` passes a render whose scene its cache has seen without reading its pixels)
/// and the plain rows (hashing and PNG encoding take their colour without reading them). For every
/// kind of operation, drawn once and again with one parameter changed, the pixels differ, so the scene
/// must differ too (or be unknown, for images the journal cannot describe), and no changed row may be
/// called plain. An operation that skipped the bookkeeping would leave the two scenes equal: the golden
/// cache would then pass the changed render as its golden.
@Suite struct DrawOpTests {
    static let white = SRGBColor(red: 1, green: 1, blue: 1)
    static let blue = SRGBColor(red: 0, green: 0.3137, blue: 0.702)
    static let glyph = PaintJournal.MaskSource(weight: 3, font: 0, glyph: 36, pixelSize: 51, subpixelX: 2)
    static let checker = RGBAImage(width: 2, height: 2, bytes: [255, 0, 0, 255, 0, 0, 255, 255, 0, 255, 0, 255, 40, 40, 40, 128])!

    /// One operation of a kind and the same with one parameter changed, and whether the journal can
    /// describe it. Exhaustive: a new kind of operation does not compile until it has its entry here.
    static func pair(_ kind: DrawOp.Kind) -> (op: DrawOp, changed: DrawOp, described: Bool) {
        let mask: [UInt8] = [255, 128, 64, 0, 200, 255]
        switch kind {
        case .fillAll:
            return (
                .fillAll(SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.5)),
                .fillAll(SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.25)), true
            )
        case .fill:
            return (
                .fill(.roundedRect(x: 4, y: 20, width: 12, height: 6, radius: 2), color: blue),
                .fill(.roundedRect(x: 4, y: 21, width: 12, height: 6, radius: 2), color: blue), true
            )
        case .mask:
            return (
                .mask(coverage: mask, width: 3, height: 2, x: 20, y: 22, color: Canvas.MaskColor(blue), source: glyph),
                .mask(coverage: mask, width: 3, height: 2, x: 21, y: 22, color: Canvas.MaskColor(blue), source: glyph), true
            )
        case .linearGradient:
            let stops = [DrawOp.GradientStop(color: blue, location: 0), DrawOp.GradientStop(color: white, location: 1)]
            return (
                .linearGradient(stops: stops, startX: 0, startY: 0, endX: 0, endY: 30),
                .linearGradient(stops: stops, startX: 0, startY: 0, endX: 40, endY: 30), true
            )
        case .coverImage:
            var other = checker
            other[0, 0] = RGBA8(250, 0, 0)
            return (.coverImage(checker), .coverImage(other), false)
        case .image:
            return (.image(checker, x: 30, y: 24), .image(checker, x: 30, y: 25), false)
        case .blur:
            return (
                .blur(under: .roundedRect(x: 2, y: 4, width: 30, height: 12, radius: 4), sigma: 2),
                .blur(under: .roundedRect(x: 2, y: 4, width: 30, height: 12, radius: 4), sigma: 3), true
            )
        }
    }

    /// A canvas with something to blur (a bar across rows 8–11), then `op`.
    static func drawn(_ op: DrawOp) -> Canvas {
        var canvas = Canvas(width: 40, height: 30, filledWith: white)
        canvas.apply(.fill(.rect(x: 0, y: 8, width: 40, height: 4), color: SRGBColor(red: 0.1, green: 0.1, blue: 0.1)))
        canvas.apply(op)
        return canvas
    }

    /// The scene as the golden cache knows it: the journal's bytes when it describes every pixel.
    static func scene(_ canvas: Canvas) -> [UInt8]? { canvas.journal.isComplete ? canvas.journal.bytes : nil }

    @Test(arguments: DrawOp.Kind.allCases)
    func changingOneParameterChangesThePixelsAndTheScene(_ kind: DrawOp.Kind) throws {
        let (op, changed, described) = Self.pair(kind)
        #expect(op.kind == kind && changed.kind == kind)
        let first = Self.drawn(op)
        let again = Self.drawn(op)
        let second = Self.drawn(changed)
        let before = Self.drawn(.fillAll(SRGBColor(red: 0, green: 0, blue: 0, alpha: 0)))
        // The operation draws, and the changed parameter changes what it draws.
        #expect(first.image() != before.image(), "\(kind) drew nothing")
        #expect(first.image() != second.image(), "\(kind): the changed parameter changed no pixel")
        #expect(first.image() == again.image())
        if described {
            // The same operation gives the same scene; the changed one another, and another than before it.
            #expect(Self.scene(first) != nil && Self.scene(first) == Self.scene(again))
            #expect(Self.scene(second) != nil && Self.scene(first) != Self.scene(second), "\(kind) left the scene as it was")
            #expect(Self.scene(first) != Self.scene(before))
        } else {
            // Pixels the journal cannot describe make the scene unknown: the golden is compared pixel by pixel.
            #expect(Self.scene(first) == nil && Self.scene(second) == nil)
        }
        // The golden verdict from the scene: a render passes from the cache only with its golden's scene.
        let passesFromTheCache = Self.scene(second) != nil && Self.scene(second) == Self.scene(first)
        #expect(!passesFromTheCache && first.image() != second.image(), "\(kind): the changed render would pass as the golden")
        // Rows called plain hold the colour the canvas was made in.
        for canvas in [first, second] {
            try Self.expectPlainRowsTrue(canvas, kind)
        }
    }

    static func expectPlainRowsTrue(_ canvas: Canvas, _ kind: DrawOp.Kind) throws {
        guard let plain = canvas.plainRows else { return }
        let image = canvas.image()
        for row in 0..<image.height where plain.arePlain(row..<(row + 1)) {
            for column in 0..<image.width where image[column, row] != plain.color {
                Issue.record("\(kind): row \(row) is called plain but pixel \(column) is \(image[column, row]), not \(plain.color)")
                return
            }
        }
    }

    /// The shorthands are `apply` with the operation they name: the same pixels and the same scene.
    @Test func theDrawingMethodsAreApply() {
        var shorthand = Canvas(width: 40, height: 30, filledWith: Self.white)
        var applied = shorthand
        shorthand.fill(.circle(centerX: 10, centerY: 10, radius: 6), color: Self.blue)
        applied.apply(.fill(.circle(centerX: 10, centerY: 10, radius: 6), color: Self.blue))
        shorthand.blur(under: .rect(x: 0, y: 0, width: 20, height: 20), sigma: 2)
        applied.apply(.blur(under: .rect(x: 0, y: 0, width: 20, height: 20), sigma: 2))
        shorthand.composite(coverage: [255, 0, 128, 64], width: 2, height: 2, x: 30, y: 20, color: Self.blue, source: Self.glyph)
        applied.apply(
            .mask(
                coverage: [255, 0, 128, 64], width: 2, height: 2, x: 30, y: 20, color: Canvas.MaskColor(Self.blue),
                source: Self.glyph))
        #expect(shorthand.image() == applied.image() && shorthand.journal == applied.journal && shorthand.plainRows == applied.plainRows)
        #expect(shorthand.plainRows?.changed == [0..<22])
    }
}
