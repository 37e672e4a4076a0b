@testable import Raster
import PNG
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
            for value in stride(from: 0, through: 256 * divisor, by: divisor > 64 ? 7 : 1)
            where reciprocal.quotient(value) != value / divisor {
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

    /// The encoder reduces a render while it compresses it (one pass over the frame): the same pixels as
    /// `Downscale` for every factor it takes, opaque and translucent blocks, plain rows, a cut, a ragged
    /// last block and column; and a PNG that decodes to the render.
    @Test func theEncoderReducesExactlyAsDownscaleDoes() throws {
        var canvas = Canvas(width: 83, height: 61, filledWith: SRGBColor(red: 0.95, green: 0.95, blue: 0.97))
        canvas.fill(.roundedRect(x: 5.5, y: 20.25, width: 70, height: 17, radius: 8), color: SRGBColor(red: 0, green: 0.4, blue: 0.9))
        let opaque = canvas.image()
        let plain = try #require(canvas.plainRows)
        // A translucent variant: a band of rows with alpha below 255 (and one fully transparent pixel).
        var translucent = opaque
        for y in 30..<44 {
            for x in 0..<83 { translucent[x, y] = RGBA8(UInt8(x * 3), UInt8(y * 4), 200, UInt8((x * 7 + y) % 256)) }
        }
        translucent[2, 31] = RGBA8(10, 20, 30, 0)
        var checked = 0
        for (image, rows) in [(opaque, plain), (opaque, nil), (translucent, nil)] as [(RGBAImage, PlainRows?)] {
            for factor in 2...16 {
                for cut in [Int.max, 3] {
                    let height = min((image.height + factor - 1) / factor, cut)
                    let expected = Downscale.image(image, by: factor, plain: rows, maximumHeight: cut)
                    let (file, reduced) = try PNG.encode(image, plain: rows, reducedBy: factor, reducedRows: height)
                    #expect(reduced == expected, "×\(factor), cut \(cut), plain \(rows != nil), opaque \(image == opaque)")
                    #expect(try PNG.decode(file) == image)
                    #expect(file == (try PNG.encode(image, plain: rows)))
                    checked += 1
                }
            }
        }
        #expect(checked == 90)
        // Outside 2…16 nothing is reduced (Downscale does it apart).
        #expect(try PNG.encode(opaque, plain: plain, reducedBy: 1, reducedRows: 61).reduced == nil)
        #expect(try PNG.encode(opaque, plain: plain, reducedBy: 17, reducedRows: 4).reduced == nil)
    }
}
