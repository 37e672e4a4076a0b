import Testing
import Text

@Suite struct MetricsTests {
    @Test func interRegularAt17Points() throws {
        // Inter-Regular.otf 3.019: head.unitsPerEm 2816; hhea ascender 2728, descender -680,
        // lineGap 0; OS/2 v4 sCapHeight 2048, sxHeight 1536.
        #expect(try inter.unitsPerEm(weight: .regular) == 2816)
        let m = try inter.metrics(weight: .regular, size: 17)
        #expect(m.ascender == 2728.0 * 17 / 2816)  // 16.46875…
        #expect(m.descender == 680.0 * 17 / 2816)  // 4.10511…
        #expect(m.lineGap == 0)
        #expect(m.capHeight == 2048.0 * 17 / 2816)  // 12.3636…
        #expect(m.xHeight == 1536.0 * 17 / 2816)  // 9.2727…
        #expect(abs(m.ascender - 16.468750) < 1e-12)
        #expect(abs(m.descender - 4.105113636363637) < 1e-12)
        #expect(abs(m.capHeight - 12.363636363636363) < 1e-12)
        #expect(abs(m.xHeight - 9.272727272727273) < 1e-12)
        #expect(m.lineHeight == m.ascender + m.descender)
    }

    @Test func metricsScaleWithSize() throws {
        let m10 = try inter.metrics(weight: .semibold, size: 10)
        let m53 = try inter.metrics(weight: .semibold, size: 53)
        #expect(abs(m53.ascender - m10.ascender * 5.3) < 1e-12)
        #expect(abs(m53.capHeight - m10.capHeight * 5.3) < 1e-12)
    }

    @Test func badSizesAreRejected() {
        for size in [0.0, -1, .nan, .infinity] {
            #expect(
                throws: TextError.invalidArgument(
                    "font size must be a finite number of points greater than 0, got \(size)")
            ) {
                _ = try inter.metrics(weight: .regular, size: size)
            }
        }
        #expect(throws: TextError.self) { _ = try inter.shape("x", weight: .regular, size: 0) }
    }
}
