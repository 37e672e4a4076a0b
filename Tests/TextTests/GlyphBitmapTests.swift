import Testing
import Text

/// Inter's "H" (glyph 161) is straight lines: x 248…496 and 1588…1836 (stems), y 0…2048.
/// At 44 px per em one pixel is 2816 / 44 = 64 design units, so the bitmap is predictable:
/// stems at x 3.875…7.75 and 24.8125…28.6875 px, cap height exactly 32 px.
@Suite struct GlyphBitmapTests {
    let hGlyph: UInt32 = 161

    private func coverage(_ b: GlyphBitmap, col: Int, row: Int) -> UInt8 {
        b.coverage[row * b.width + col]
    }

    @Test func hAt44PixelsHasExactBox() throws {
        let run = try inter.shape("H", weight: .regular, size: 17)
        #expect(run.glyphs.map(\.glyph) == [hGlyph])
        let b = try inter.glyphBitmap(weight: .regular, glyph: hGlyph, pixelSize: 44, subpixelX: 0)
        #expect(b.left == 3)  // floor(3.875)
        #expect(b.width == 26)  // ceil(28.6875) - 3
        #expect(b.top == 32)
        #expect(b.height == 32)
        #expect(b.coverage.count == b.width * b.height)
        // Pixel x = 4…6 lies inside the left stem: fully covered on every row.
        for row in 0..<b.height {
            #expect(coverage(b, col: 1, row: row) == 255)  // x = 4
            #expect(coverage(b, col: 3, row: row) == 255)  // x = 6
        }
        // Pixel x = 3 is 1/8 covered by the stem (3.875…4).
        let edge = Int(coverage(b, col: 0, row: 5))
        #expect(abs(edge - 32) <= 1)
        // The counter between the stems above the bar (row 2, x = 15) is empty.
        #expect(coverage(b, col: 12, row: 2) == 0)
    }

    @Test func subpixelOffsetsShiftCoverage() throws {
        let b0 = try inter.glyphBitmap(weight: .regular, glyph: hGlyph, pixelSize: 44, subpixelX: 0)
        let b1 = try inter.glyphBitmap(weight: .regular, glyph: hGlyph, pixelSize: 44, subpixelX: 1)
        let b2 = try inter.glyphBitmap(weight: .regular, glyph: hGlyph, pixelSize: 44, subpixelX: 2)
        // +0.25 px: stem 4.125…8.0, right edge 28.9375 → left 4, width 25.
        #expect(b1.left == 4 && b1.width == 25 && b1.height == 32)
        // +0.5 px: stem 4.375…8.25, right edge 29.1875 → left 4, width 26.
        #expect(b2.left == 4 && b2.width == 26)
        #expect(b0 != b1 && b1 != b2)
        // Pixel x = 4 is 7/8 covered at +0.25 (4.125…5) and 5/8 at +0.5.
        #expect(abs(Int(coverage(b1, col: 0, row: 5)) - 224) <= 1)
        #expect(abs(Int(coverage(b2, col: 0, row: 5)) - 160) <= 1)
        // Ink is conserved: the total coverage changes by rounding only.
        let sums = [b0, b1, b2].map { $0.coverage.reduce(0) { $0 + Int($1) } }
        #expect(sums.max()! - sums.min()! < 2 * 32)
    }

    @Test func spaceIsEmpty() throws {
        let space = try inter.shape(" ", weight: .regular, size: 17).glyphs[0].glyph
        let b = try inter.glyphBitmap(weight: .regular, glyph: space, pixelSize: 51, subpixelX: 3)
        #expect(b == GlyphBitmap(width: 0, height: 0, left: 0, top: 0, coverage: []))
    }

    @Test func fractionalPixelSizes() throws {
        // 17 pt at @3x and 15 pt at @2.5x; heavier weights are wider.
        let regular = try inter.glyphBitmap(weight: .regular, glyph: hGlyph, pixelSize: 37.5, subpixelX: 0)
        #expect(regular.top == 28 && regular.height == 28)  // 2048 × 37.5 / 2816 = 27.27 → 28
        let black = try inter.glyphBitmap(weight: .black, glyph: hGlyph, pixelSize: 37.5, subpixelX: 0)
        #expect(black.coverage.reduce(0) { $0 + Int($1) } > regular.coverage.reduce(0) { $0 + Int($1) })
    }

    @Test func badArgumentsAreRejected() {
        #expect(throws: TextError.invalidArgument("subpixelX must be 0, 1, 2 or 3 (quarter pixels), got 4")) {
            _ = try inter.glyphBitmap(weight: .regular, glyph: 161, pixelSize: 20, subpixelX: 4)
        }
        #expect(throws: TextError.invalidArgument("pixel size must be greater than 0 and at most 16384, got 0.0")) {
            _ = try inter.glyphBitmap(weight: .regular, glyph: 161, pixelSize: 0, subpixelX: 0)
        }
        #expect(
            throws: TextError.freeType(
                path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", operation: "load glyph 999999",
                reason: "the font has only 2548 glyphs")
        ) {
            _ = try inter.glyphBitmap(weight: .regular, glyph: 999_999, pixelSize: 20, subpixelX: 0)
        }
    }

    @Test func penPositionSplitsIntoQuarterPixels() {
        #expect(GlyphBitmap.penPosition(10.0) == (10, 0))
        #expect(GlyphBitmap.penPosition(10.3) == (10, 1))
        #expect(GlyphBitmap.penPosition(10.9) == (11, 0))
        #expect(GlyphBitmap.penPosition(-0.25) == (-1, 3))
    }
}
