import Testing
import Text

/// Reference numbers from HarfBuzz's own shaping (python uharfbuzz 0.57 / HarfBuzz 15.0, hb-ot
/// font functions at the default scale = unitsPerEm, buffer.guess_segment_properties()):
/// `units` = sum(x_advance) in design units; widths = units × size / 2816, printed to 6 decimals.
private struct Reference: Sendable, CustomTestStringConvertible {
    var weight: FontWeight
    var text: String
    var glyphCount: Int
    var units: Int
    var widths: [Double: Double]  // size → width in points
    var testDescription: String { "\(weight) \"\(text)\"" }
}

private let references: [Reference] = [
    .init(
        weight: .regular, text: "Continue", glyphCount: 8, units: 11992,
        widths: [17: 72.394886, 15: 63.877841, 13: 55.360795, 53: 225.701705]),
    .init(
        weight: .regular, text: "Send Reset Link", glyphCount: 15, units: 21408,
        widths: [17: 129.238636, 15: 114.034091, 13: 98.829545, 53: 402.920455]),
    .init(
        weight: .regular, text: "Sign In", glyphCount: 7, units: 9012,
        widths: [17: 54.404830, 15: 48.004261, 13: 41.603693, 53: 169.615057]),
    .init(
        weight: .regular, text: "Accept the terms to continue.", glyphCount: 29, units: 39552,
        widths: [17: 238.772727, 15: 210.681818, 13: 182.590909, 53: 744.409091]),
    .init(
        weight: .regular, text: "Waffle fi ffl AVAV Tokyo", glyphCount: 24, units: 31052,
        widths: [17: 187.458807, 15: 165.404830, 13: 143.350852, 53: 584.430398]),
    .init(
        weight: .regular, text: "Enter a valid email address.", glyphCount: 28, units: 36432,
        widths: [17: 219.937500, 15: 194.062500, 13: 168.187500, 53: 685.687500]),
    .init(
        weight: .semibold, text: "Continue", glyphCount: 8, units: 12426,
        widths: [17: 75.014915, 15: 66.189631, 13: 57.364347, 53: 233.870028]),
    .init(
        weight: .semibold, text: "Send Reset Link", glyphCount: 15, units: 21798,
        widths: [17: 131.593040, 15: 116.111506, 13: 100.629972, 53: 410.260653]),
    .init(
        weight: .semibold, text: "Sign In", glyphCount: 7, units: 9230,
        widths: [17: 55.720881, 15: 49.165483, 13: 42.610085, 53: 173.718040]),
    .init(
        weight: .semibold, text: "Accept the terms to continue.", glyphCount: 29, units: 40489,
        widths: [17: 244.429332, 15: 215.672940, 13: 186.916548, 53: 762.044389]),
    .init(
        weight: .semibold, text: "Waffle fi ffl AVAV Tokyo", glyphCount: 24, units: 31961,
        widths: [17: 192.946378, 15: 170.246804, 13: 147.547230, 53: 601.538707]),
    .init(
        weight: .semibold, text: "Enter a valid email address.", glyphCount: 28, units: 37203,
        widths: [17: 224.591974, 15: 198.169389, 13: 171.746804, 53: 700.198509]),
]

@Suite struct ShapingTests {
    @Test(arguments: references)
    fileprivate func widthMatchesHarfBuzzReference(_ ref: Reference) throws {
        for (size, expected) in ref.widths {
            let run = try inter.shape(ref.text, weight: ref.weight, size: size)
            #expect(run.glyphs.count == ref.glyphCount)
            // The target is 0.01 pt; the engine is exact, so hold it to the printed 6 decimals…
            #expect(abs(run.width - expected) < 1e-6, "\(size) pt: \(run.width) vs \(expected)")
            // …and to the exact design-unit total (same formula, same rounding).
            #expect(run.width == Double(ref.units) * size / interUnitsPerEm)
            // Width is the sum of the advances.
            let sum = run.glyphs.reduce(0) { $0 + $1.xAdvance }
            #expect(abs(sum - run.width) < 1e-9)
        }
    }

    @Test func glyphsAndAdvancesMatchHarfBuzzReference() throws {
        // uharfbuzz, Inter Regular: glyph ids and advances (design units) of the mixed string.
        let glyphs: [UInt32] = [
            456, 504, 645, 645, 723, 612, 1682, 645, 679, 1682, 645, 645, 723, 1682,
            2, 453, 2, 453, 1682, 409, 775, 715, 951, 775,
        ]
        let advances = [
            2528, 1588, 1016, 1016, 668, 1640, 792, 1016, 668, 792, 1016, 1016, 668, 792,
            1712, 1728, 1712, 1904, 792, 1584, 1680, 1532, 1512, 1680,
        ]
        let run = try inter.shape("Waffle fi ffl AVAV Tokyo", weight: .regular, size: interUnitsPerEm)
        #expect(run.glyphs.map(\.glyph) == glyphs)
        #expect(run.glyphs.map(\.xAdvance) == advances.map(Double.init))
        #expect(run.glyphs.allSatisfy { $0.xOffset == 0 && $0.yOffset == 0 })
    }

    @Test func interHasNoDefaultFiLigature() throws {
        // HarfBuzz with Inter 3.019's default features keeps "fi" and "ffl" as separate glyphs
        // (f = 645, i = 679, l = 723), one glyph per character.
        let fi = try inter.shape("fi", weight: .regular, size: 17)
        #expect(fi.glyphs.map(\.glyph) == [645, 679])
        #expect(fi.glyphs.map(\.cluster) == [0, 1])
        let ffl = try inter.shape("ffl", weight: .regular, size: 17)
        #expect(ffl.glyphs.map(\.glyph) == [645, 645, 723])
    }

    @Test(arguments: [FontWeight.regular, .semibold])
    func kerningTightensAV(_ weight: FontWeight) throws {
        let pair = try inter.shape("AV", weight: weight, size: 17).width
        let a = try inter.shape("A", weight: weight, size: 17).width
        let v = try inter.shape("V", weight: weight, size: 17).width
        #expect(pair < a + v)
        if weight == .regular {
            // hmtx A = V = 1904, kern(A,V) = -192 design units.
            #expect(pair == 3616 * 17 / interUnitsPerEm)
            #expect(a + v == 3808 * 17 / interUnitsPerEm)
        }
    }

    @Test func clustersAreUTF8ByteOffsets() throws {
        let text = "Café ✓"  // é is 2 bytes, ✓ is 3
        let run = try inter.shape(text, weight: .regular, size: 17)
        #expect(run.glyphs.map(\.cluster) == [0, 1, 2, 3, 5, 6])
        #expect(run.glyphs.map(\.glyph) == [73, 504, 645, 616, 1682, 1742])
        // Each cluster starts a character of the string.
        let utf8 = Array(text.utf8)
        for glyph in run.glyphs {
            #expect(glyph.cluster < utf8.count && (utf8[glyph.cluster] & 0xC0) != 0x80)
        }
    }

    @Test func widthScalesLinearlyWithSize() throws {
        for weight in [FontWeight.regular, .semibold, .bold] {
            let text = "Accept the terms to continue."
            let base = try inter.shape(text, weight: weight, size: 10).width
            for size in [7.0, 11, 13, 15, 17, 20.5, 28, 53, 120] {
                let width = try inter.shape(text, weight: weight, size: size).width
                let expected = base * size / 10
                #expect(abs(width - expected) <= 1e-6 * expected, "\(weight) \(size) pt")
            }
        }
    }

    @Test func emptyStringShapesToNothing() throws {
        let run = try inter.shape("", weight: .regular, size: 17)
        #expect(run.glyphs.isEmpty)
        #expect(run.width == 0)
    }

    @Test func shapingIsCachedConsistently() throws {
        let first = try inter.shape("Sign In", weight: .medium, size: 17)
        let second = try inter.shape("Sign In", weight: .medium, size: 17)
        #expect(first == second)
        // The cache is size-independent: another size is an exact rescale.
        let other = try inter.shape("Sign In", weight: .medium, size: 34)
        #expect(other.width == first.width * 2)
    }

    @Test func versions() {
        #expect(inter.freeTypeVersion == "2.12.1")
        #expect(inter.harfBuzzVersion == "6.0.0")
    }
}
