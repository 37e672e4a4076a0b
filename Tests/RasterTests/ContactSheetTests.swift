import Layout
import Limits
import Pixels
import Raster
import Spec
import Testing
import Text

/// Contact sheets stay bounded however tall the content (issue 12, item 2: a sheet of tall renders
/// could need hundreds of megabytes).
@Suite struct ContactSheetTests {
    static let engine = try! TextEngine(fonts: .inter())

    @Test func tallRendersAreCutAtTheMaximumCellHeight() {
        let tall = RGBAImage(width: 20, height: 2000, fill: RGBA8(0, 0, 255, 255))
        let cell = ContactSheet.Cell(appearance: .light, size: .AX5, state: .idle, image: tall, scale: 1, viewportHeight: 400,
                                     outlines: [(rect: Rect(x: 0, y: 1900, width: 10, height: 10), label: "late")])
        #expect(cell.thumbnail.width == 20 && cell.thumbnail.height == ContactSheet.maximumCellHeight)
        let sheet = ContactSheet(engine: Self.engine).compose(title: "T", cells: [cell])
        // gap + column; title + label + cell + gap, then the bottom gap.
        #expect(sheet.width == 16 + 20 + 16)
        let expectedHeight: Int = 34 + 22 + 750 + 16 + 16
        #expect(sheet.height == expectedHeight)
    }

    @Test func theLargestSheetFitsTheCanvasLimit() {
        // 12 sizes of cells at most 200 pixels wide, 4 states × 2 appearances of cells at most 750 tall.
        let width = 16 + 12 * (ContactSheet.cellWidth + 16)
        let height = 34 + 8 * (22 + ContactSheet.maximumCellHeight + 16) + 16
        #expect(width * height <= Limits.maximumCanvasPixels)
    }
}
