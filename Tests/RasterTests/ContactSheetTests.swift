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

    @Test func tallRendersAreCutAtTheMaximumCellHeight() throws {
        let tall = RGBAImage(width: 20, height: 2000, fill: RGBA8(0, 0, 255, 255))
        let cell = ContactSheet.Cell(
            appearance: .light, size: .AX5, state: .idle, image: tall, scale: 1, viewportHeight: 400,
            outlines: [(rect: Rect(x: 0, y: 1900, width: 10, height: 10), label: "late")])
        #expect(cell.thumbnail.width == 20 && cell.thumbnail.height == ContactSheet.maximumCellHeight)
        let sheet = try ContactSheet(engine: Self.engine).compose(title: "T", cells: [cell])
        // One 20-pixel column, but the sheet is as wide as its legend; title and legend + label + cell + gap, then the bottom gap.
        #expect(sheet.width > 16 + 20 + 16 && sheet.width < 400)
        let expectedHeight: Int = 54 + 22 + 750 + 16 + 16
        #expect(sheet.height == expectedHeight)
    }

    @Test func eachCombinationOfDisplaySettingsHasItsOwnRows() throws {
        // Two renders of the same appearance, size and state, one with Bold Text: a row each, not one
        // row showing only the first (the sheet lost every Bold Text render when rows were keyed by
        // appearance and state alone).
        let image = RGBAImage(width: 20, height: 30, fill: RGBA8(0, 0, 255, 255))
        let plain = ContactSheet.Cell(appearance: .light, size: .AX3, state: .idle, image: image, scale: 1, viewportHeight: 30)
        let bold = ContactSheet.Cell(
            appearance: .light, settings: DisplaySettings([.boldText]), size: .AX3, state: .idle, image: image,
            scale: 1, viewportHeight: 30)
        let plan = try ContactSheet(engine: Self.engine).plan(title: "T", cells: [plain, bold])
        #expect(plan.bandCount == 3)
        #expect(plan.height == 54 + 2 * (22 + 30 + 16) + 16)
        #expect(ContactSheet.maximumCellHeight(combinations: 2) == 375)
    }

    @Test func eachLocaleHasItsOwnRowsNamedOnlyWhenThereAreSeveral() throws {
        let image = RGBAImage(width: 20, height: 30, fill: RGBA8(0, 0, 255, 255))
        let english = ContactSheet.Cell(
            appearance: .light, locale: RenderLocale(identifier: "en"), size: .AX3, state: .idle, image: image,
            scale: 1, viewportHeight: 30)
        let german = ContactSheet.Cell(
            appearance: .light, locale: RenderLocale(identifier: "de"), size: .AX3, state: .idle, image: image,
            scale: 1, viewportHeight: 30)
        let both = try ContactSheet(engine: Self.engine).plan(title: "T", cells: [english, german])
        #expect(both.bandCount == 3)
        #expect(both.namesLocale && !both.namesSettings)
        let one = try ContactSheet(engine: Self.engine).plan(title: "T", cells: [german])
        #expect(one.bandCount == 2)
        #expect(!one.namesLocale)
    }

    @Test func theLargestSheetFitsTheCanvasLimit() {
        // 12 sizes of cells at most 200 pixels wide, 4 states × 2 appearances of cells at most 750 tall.
        let width = 16 + 12 * (ContactSheet.cellWidth + 16)
        let height = 54 + 8 * (22 + ContactSheet.maximumCellHeight + 16) + 16
        #expect(width * height <= Limits.maximumCanvasPixels)
    }

    private func place(
        _ labels: [(anchor: PixelRect, width: Int)], screen: PixelRect, frames: [PixelRect] = [],
        outlines: [PixelRect]
    ) -> [SheetLabel] {
        SheetLabelPlacement.place(
            labels.map { ($0.anchor, $0.width, "rule") }, height: 14, screen: screen, frames: frames,
            outlines: outlines)
    }

    @Test func twoRuleIdsOnOneElementStackAboveItWithoutOverlapping() {
        let screen = PixelRect(x: 0, y: 0, width: 200, height: 400)
        let button = PixelRect(x: 10, y: 250, width: 180, height: 30)
        let plates = place([(anchor: button, width: 90), (anchor: button, width: 100)], screen: screen, outlines: [button])
        #expect(plates.map(\.box) == [PixelRect(x: 10, y: 234, width: 90, height: 14), PixelRect(x: 10, y: 218, width: 100, height: 14)])
        #expect(plates.map(\.leader) == [nil, nil])
    }

    @Test func platesGoBelowWhenThereIsNoRoomAboveAndStayInsideTheCell() {
        let screen = PixelRect(x: 0, y: 0, width: 200, height: 400)
        // At the top of the cell, and reaching its trailing edge: the plate moves in and goes below.
        let field = PixelRect(x: 150, y: 2, width: 50, height: 30)
        let plates = place([(anchor: field, width: 120)], screen: screen, outlines: [field])
        #expect(plates == [SheetLabel(text: "rule", box: PixelRect(x: 80, y: 34, width: 120, height: 14))])
    }

    @Test func platesNeverCoverAnotherOutlinedElementOrEachOther() {
        let screen = PixelRect(x: 0, y: 0, width: 200, height: 300)
        let upper = PixelRect(x: 10, y: 100, width: 180, height: 40)
        let lower = PixelRect(x: 10, y: 150, width: 180, height: 40)
        let labels = [(anchor: upper, width: 100), (anchor: lower, width: 100), (anchor: lower, width: 100)]
        let plates = place(labels, screen: screen, outlines: [upper, lower]).map(\.box)
        #expect(plates[0] == PixelRect(x: 10, y: 84, width: 100, height: 14))
        // The 8 pixels between the two elements cannot hold a plate: the lower one's plates go below it.
        #expect(plates[1] == PixelRect(x: 10, y: 192, width: 100, height: 14))
        #expect(plates[2] == PixelRect(x: 10, y: 208, width: 100, height: 14))
        for (index, plate) in plates.enumerated() {
            #expect(plate.intersection(upper).isEmpty && plate.intersection(lower).isEmpty)
            #expect(plate.intersection(screen) == plate)
            for other in plates[(index + 1)...] { #expect(plate.intersection(other).isEmpty) }
        }
    }

    /// Issue 28 (6): the plate of a reason text sat on the price between it and the button. Elements
    /// without findings are obstacles too: the plate goes to the side of its element that is clear.
    @Test func platesNeverCoverAnElementWithoutAFinding() {
        let screen = PixelRect(x: 0, y: 0, width: 200, height: 300)
        let price = PixelRect(x: 10, y: 80, width: 60, height: 12)
        let reason = PixelRect(x: 8, y: 98, width: 184, height: 20)
        let plates = place([(anchor: reason, width: 100)], screen: screen, frames: [price], outlines: [reason])
        #expect(plates == [SheetLabel(text: "rule", box: PixelRect(x: 8, y: 120, width: 100, height: 14))])
    }

    /// A checkbox between a paragraph and a button: no room right above or below it, so the plate goes
    /// to the nearest clear place, under the button, on a leader line from the checkbox.
    @Test func withNoRoomNextToItsElementAPlateGoesToTheNearestClearPlaceOnALeader() {
        let screen = PixelRect(x: 0, y: 0, width: 200, height: 300)
        let paragraph = PixelRect(x: 0, y: 20, width: 200, height: 30)
        let checkbox = PixelRect(x: 8, y: 52, width: 184, height: 20)
        let button = PixelRect(x: 8, y: 76, width: 184, height: 24)
        let plates = place([(anchor: checkbox, width: 100)], screen: screen, frames: [paragraph, button], outlines: [checkbox])
        #expect(
            plates == [
                SheetLabel(
                    text: "rule", box: PixelRect(x: 3, y: 102, width: 100, height: 14),
                    leader: PixelRect(x: 9, y: 72, width: 1, height: 30))
            ])
    }

    /// With no clear room in the render, a plate goes under the render with a leader line up to
    /// the element; a second one, too wide for the rest of the lane, to the next lane, its leader
    /// clear of the first plate.
    @Test func withNoRoomInsideAPlateGoesToTheMarginWithALeader() {
        let screen = PixelRect(x: 0, y: 0, width: 200, height: 100)
        let header = PixelRect(x: 0, y: 0, width: 200, height: 48)
        let button = PixelRect(x: 8, y: 48, width: 184, height: 52)
        let plates = place(
            [(anchor: button, width: 120), (anchor: button, width: 80)], screen: screen, frames: [header],
            outlines: [button])
        #expect(
            plates == [
                SheetLabel(
                    text: "rule", box: PixelRect(x: 3, y: 106, width: 120, height: 14),
                    leader: PixelRect(x: 9, y: 100, width: 1, height: 6)),
                SheetLabel(
                    text: "rule", box: PixelRect(x: 117, y: 122, width: 80, height: 14),
                    leader: PixelRect(x: 123, y: 100, width: 1, height: 22)),
            ])
    }

    @Test func theFoldIsBlueAndOutlinesAreRedWithTheirPlates() throws {
        let image = RGBAImage(width: 200, height: 400, fill: RGBA8(255, 255, 255, 255))
        let cell = ContactSheet.Cell(
            appearance: .light, size: .large, state: .idle, image: image, scale: 1, viewportHeight: 300,
            outlines: [
                (rect: Rect(x: 20, y: 200, width: 160, height: 40), label: "contrast.disabled"),
                (rect: Rect(x: 20, y: 200, width: 160, height: 40), label: "disabled.mystery"),
            ])
        let sheet = try ContactSheet(engine: Self.engine).compose(title: "T", cells: [cell])
        // Cell at (16, 54 + 22); the fold 300 points down, dashes 6 of every 10 pixels from the cell's left.
        let fold = sheet[16 + 2, 54 + 22 + 300]
        #expect(fold.blue > 150 && fold.red < 60)
        // The outline's frame: 2 pixels outside the element, red.
        let frame = sheet[16 + 100, 54 + 22 + 200 - 1]
        #expect(frame.red > 200 && frame.green < 40)
        // The plates sit above the element: white with red text, never over the frame.
        let plate = sheet[16 + 20, 54 + 22 + 200 - 2 - 2 - 7]
        #expect(plate.red > 200)
    }

    /// Issue 26 (1): sheets of large sweeps reached 482 × 126,118 px, past the tool's own 16,384 px image
    /// limit (so `diff` refused the tool's own sheet). Each row takes its label and gap however small its
    /// cells are, so a sweep within the render limit can still ask for too tall a sheet: it is refused
    /// before it is drawn, naming its size.
    @Test func aSheetPastTheImageLimitIsRefusedBeforeItIsDrawn() throws {
        let image = RGBAImage(width: 1, height: 1, fill: RGBA8(0, 0, 255, 255))
        func cells(_ count: Int) -> [ContactSheet.Cell] {
            (0..<count).map {
                ContactSheet.Cell(
                    appearance: .light, locale: RenderLocale(identifier: "de-x\($0)")!, size: .large, state: .idle,
                    image: image, scale: 1, viewportHeight: 1)
            }
        }
        let fits = try ContactSheet(engine: Self.engine).plan(title: "T", cells: cells(418))
        #expect(fits.height == 54 + 418 * 39 + 16)
        try fits.requireReadableSize(file: "specs/tall.json")
        let tall = try ContactSheet(engine: Self.engine).plan(title: "T", cells: cells(419))
        #expect(tall.height == 54 + 419 * 39 + 16)
        #expect(throws: RenderError.self) { try tall.requireReadableSize(file: "specs/tall.json") }
        do {
            try tall.requireReadableSize(file: "specs/tall.json")
        } catch {
            #expect(
                error.description
                    == "specs/tall.json: error: its contact sheet would be \(Limits.grouped(tall.width)) × 16,411 pixels, over the limit of "
                    + "16,384 pixels a side and 16,777,216 in all for the images ButtonCheck reads (419 rows of cells); narrow the sweep with "
                    + "--locale, --setting, --appearance or --state, or list fewer \"locales\" or \"settings\" in the spec")
        }
    }
}
