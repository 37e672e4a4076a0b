import Pixels
import Raster
import Testing
import Text

/// Golden failure images carry "expected (golden) | diff | actual (render)" over their panels.
@Suite struct DiffCaptionsTests {
    static let engine = try! TextEngine(fonts: .inter())

    @Test func eachPanelGetsItsCaptionInABandAbove() throws {
        let composite = RGBAImage(width: 3 * 120 + 2 * 4, height: 50, fill: RGBA8(255, 255, 255, 255))
        let captioned = try DiffCaptions.captioned(composite, panelWidth: 120, gap: 4, engine: Self.engine)
        #expect(captioned.width == composite.width && captioned.height == 50 + 22)
        #expect(DiffCaptions.titles == ["expected (golden)", "diff", "actual (render)"])
        // Dark caption text within each panel's columns of the band, none below it.
        for panel in 0..<3 {
            let columns = (panel * 124)..<(panel * 124 + 120)
            let dark = columns.contains { x in (0..<22).contains { y in captioned[x, y].red < 100 } }
            #expect(dark, "panel \(panel)")
        }
        #expect(captioned[60, 22 + 25] == RGBA8(255, 255, 255, 255))
    }
}
