@testable import Raster
import Pixels
import Spec
import Testing

/// The sheet's reduction: division by a multiply, the cut at the tallest cell, and the cell's use of
/// the rows its render never drew on.
@Suite struct DownscaleTests {
    /// Exhaustive over every block sum a reduction can make, for the small divisors, and at the edges
    /// of the range `Reciprocal` promises.
    @Test func aReciprocalDividesExactlyForEveryBlockSum() {
        for divisor in Array(1...64) + [81, 1681, 4000, 4095] {
            let reciprocal = Reciprocal(divisor)
            var wrong: [Int] = []
            for value in stride(from: 0, through: 256 * divisor, by: divisor > 64 ? 7 : 1) where reciprocal.quotient(value) != value / divisor {
                wrong.append(value)
            }
            #expect(wrong.isEmpty, "divisor \(divisor): \(wrong.prefix(5))")
            #expect(reciprocal.quotient(256 * divisor) == 256)
        }
    }

    @Test func cuttingWhileReducingGivesTheRowsOfTheFullReduction() throws {
        var canvas = Canvas(width: 50, height: 90, filledWith: SRGBColor(red: 0.1, green: 0.5, blue: 0.9))
        canvas.fill(.roundedRect(x: 3.5, y: 7.25, width: 40, height: 70, radius: 9), color: SRGBColor(red: 1, green: 0.8, blue: 0))
        let image = canvas.image()
        for (factor, rows) in [(3, 10), (4, 23), (6, 15), (1, 40), (5, 100)] {
            let full = Downscale.image(image, by: factor)
            let cut = Downscale.image(image, by: factor, maximumHeight: rows)
            let kept = min(rows, full.height)
            #expect(cut.height == kept && cut.width == full.width)
            #expect(cut.bytes == Array(full.bytes[..<(full.width * kept * 4)]), "×\(factor), \(rows) rows")
        }
    }

    /// A cell reduces its render with the plain rows it is given: the same thumbnail as reading
    /// them when they are true, another when they are not (so they were used, not read).
    @Test func aSheetCellUsesThePlainRowsOfItsRender() throws {
        var canvas = Canvas(width: 400, height: 300, filledWith: SRGBColor(red: 0.95, green: 0.95, blue: 0.97))
        canvas.fill(.roundedRect(x: 20, y: 100, width: 300, height: 40, radius: 20), color: SRGBColor(red: 0, green: 0.4, blue: 0.9))
        let image = canvas.image()
        let plain = try #require(canvas.plainRows)
        func cell(_ plain: PlainRows?) -> ContactSheet.Cell {
            ContactSheet.Cell(appearance: .light, size: .large, state: .idle, image: image, scale: 2, viewportHeight: 150, plain: plain)
        }
        #expect(cell(plain).thumbnail == cell(nil).thumbnail)
        #expect(cell(PlainRows(changed: [], color: plain.color)).thumbnail != cell(nil).thumbnail)
    }
}
