import Layout
import Pixels
import Spec
import Text

/// One spec's renders on one page: per display-setting combination and appearance a block with a
/// row per state and a column per size, each cell labelled "size · state" (and the appearance and
/// settings when the sheet has more than one), the viewport fold marked with a dashed blue line, and
/// outlined rectangles (failing elements, in points of the render) drawn in red. Each outline's
/// rule ids sit on legible plates (white, red rim) stacked above the element, or below it, where
/// they cover no element, outline or other plate; when the render has no such room, in the margin
/// under it with a leader line up to the element (`SheetLabelPlacement`). A legend under the title
/// tells the fold from the outlines.
package struct ContactSheet: Sendable {
    package struct Cell: Sendable {
        package let appearance: Appearance
        /// The display settings on (`.none` for iOS as shipped).
        package let settings: DisplaySettings
        /// The locale its texts are in (nil when the sheet does not tell locales apart).
        package let locale: RenderLocale?
        package let size: SizeCategory
        package let state: RenderState
        /// The format-3 scenario it renders (nil: a built-in state); a row of the sheet per scenario.
        package var scenario: String?
        /// Its row's name: the scenario's, else the state's.
        package var situation: String { scenario ?? state.rawValue }
        /// The render reduced for the sheet by a whole factor, `reduction`, to about `cellWidth`, and
        /// cut at `maximumCellHeight(combinations:)` (the render itself is whole).
        package let thumbnail: RGBAImage
        package let reduction: Int
        /// Pixels per point of the full render.
        package let scale: Int
        /// The viewport height in points (the fold).
        package let viewportHeight: Double
        /// Rectangles in points to outline, each with a short label (a rule id).
        package var outlines: [(rect: Rect, label: String)]
        /// The frames in points of every element that draws (not the stacks that hold them): no plate covers one.
        package var frames: [Rect]

        /// A cell of a render: the render is reduced now, so a sweep need not keep full frames until
        /// the sheet is composed. `reduced` (optional): the render already reduced by `reduction(of:)`
        /// to `maximumHeight` (`PNG.encode(_:plain:reducedBy:reducedRows:)` does it while encoding).
        package init(
            appearance: Appearance, settings: DisplaySettings = .none, locale: RenderLocale? = nil, size: SizeCategory, state: RenderState,
            image: RGBAImage,
            scale: Int, viewportHeight: Double, outlines: [(rect: Rect, label: String)] = [], frames: [Rect] = [],
            plain: PlainRows? = nil,
            maximumHeight: Int = ContactSheet.maximumCellHeight, reduced: RGBAImage? = nil
        ) {
            self.appearance = appearance
            self.settings = settings
            self.locale = locale
            self.size = size
            self.state = state
            reduction = ContactSheet.thumbnailSize(width: image.width, height: image.height).reduction
            // Cut at the tallest cell while reducing, so rows below it are never read.
            thumbnail = reduced ?? Downscale.image(image, by: reduction, plain: plain, maximumHeight: maximumHeight)
            self.scale = scale
            self.viewportHeight = viewportHeight
            self.outlines = outlines
            self.frames = frames
        }

        /// Pixels of the thumbnail per point.
        var pixelsPerPoint: Double { Double(scale) / Double(reduction) }
    }

    /// Target width of a cell in sheet pixels (renders are reduced by a whole factor to about this).
    package static let cellWidth = 200
    /// The tallest cell in sheet pixels: taller renders are cut there, so that a sheet of 12 sizes ×
    /// 4 states × 2 appearances stays within `Limits.maximumCanvasPixels` however tall the content.
    package static let maximumCellHeight = 750

    /// The tallest cell of a sheet with `combinations` blocks (display-setting combinations × locales):
    /// the rows of all of them share the height one block's rows may take.
    package static func maximumCellHeight(combinations: Int) -> Int {
        max(1, maximumCellHeight / max(1, combinations))
    }
    static let gap = 16
    static let labelHeight = 22
    static let titleHeight = 54
    /// The fold line and finding outlines: blue dashes, red frames (told apart by colour and legend).
    static let foldColor = SRGBColor(red: 0.0, green: 0.35, blue: 0.85, alpha: 0.95)
    static let outlineColor = SRGBColor(red: 0.9, green: 0, blue: 0.1)
    static let plateColor = SRGBColor(red: 1, green: 1, blue: 1, alpha: 0.94)
    static let plateTextColor = SRGBColor(red: 0.7, green: 0, blue: 0.08)
    static let plateTextSize = 10.0
    static let plateHeight = 14

    package let engine: TextEngine

    package init(engine: TextEngine) {
        self.engine = engine
    }

    /// The whole sheet as one image: its bands (`plan`, `band`) drawn one after the other.
    package func compose(title: String, cells: [Cell]) throws(TextError) -> RGBAImage {
        guard !cells.isEmpty else { return RGBAImage(width: 1, height: 1, fill: RGBA8(255, 255, 255, 255)) }
        let plan = try plan(title: title, cells: cells)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(plan.width * plan.height * 4)
        for index in 0..<plan.bandCount { bytes.append(contentsOf: try band(index, of: plan).bytes) }
        return RGBAImage(width: plan.width, height: plan.height, bytes: bytes)!
    }

    /// Where everything goes on the sheet of these cells (at least one): its size and its bands.
    package func plan(title: String, cells: [Cell]) throws(TextError) -> SheetPlan {
        let sizes = SizeCategory.allCases.filter { size in cells.contains { $0.size == size } }
        // The built-in states in their order, then the scenarios by name.
        let states =
            RenderState.allCases.filter { state in cells.contains { $0.state == state && $0.scenario == nil } }.map(\.rawValue)
            + Set(cells.compactMap(\.scenario)).sorted()
        let appearances = Appearance.allCases.filter { appearance in cells.contains { $0.appearance == appearance } }
        struct Block: Equatable {
            let settings: DisplaySettings
            let locale: RenderLocale?
        }
        var blocks: [Block] = []
        for cell in cells where !blocks.contains(Block(settings: cell.settings, locale: cell.locale)) {
            blocks.append(Block(settings: cell.settings, locale: cell.locale))
        }
        let columnWidth = cells.map(\.thumbnail.width).max() ?? 1
        let labels = try cells.map { cell throws(TextError) in try self.labels(of: cell) }
        // A cell's height on the sheet: its render and the margin lanes of plates under it.
        func height(_ index: Int) -> Int {
            max(cells[index].thumbnail.height, labels[index].map(\.box.maxY).max() ?? 0)
        }

        // Row heights: the tallest cell of each (display settings, locale, appearance, state) row; a block
        // of rows per combination of display settings and locale, in the order of the cells.
        var rows: [SheetPlan.Row] = []
        var y = Self.titleHeight
        for block in blocks {
            for appearance in appearances {
                for state in states {
                    let row = cells.indices.filter {
                        cells[$0].settings == block.settings && cells[$0].locale == block.locale && cells[$0].appearance == appearance
                            && cells[$0].situation == state
                    }
                    guard let height = row.map(height).max() else { continue }
                    let columns = sizes.map { size in row.first { cells[$0].size == size } }
                    rows.append(
                        SheetPlan.Row(
                            settings: block.settings, locale: block.locale, appearance: appearance, state: state, y: y,
                            height: Self.labelHeight + height + Self.gap, cells: columns))
                    y += Self.labelHeight + height + Self.gap
                }
            }
        }
        let width = max(
            Self.gap + sizes.count * (columnWidth + Self.gap), try legendWidth() + 2 * Self.gap,
            Int(try textWidth(title, size: 18, weight: .semibold).rounded(.up)) + 2 * Self.gap)
        return SheetPlan(
            title: title, width: width, height: y + Self.gap, columnWidth: columnWidth, sizes: sizes,
            namesAppearance: appearances.count > 1, namesSettings: Set(blocks.map(\.settings)).count > 1,
            namesLocale: Set(blocks.map(\.locale)).count > 1, rows: rows, cells: cells, labels: labels)
    }

    /// Band `index` of a sheet (0: the title and legend; then one per row, the last with the bottom
    /// margin), as an image as wide as the sheet. Bands are independent: any thread may draw any.
    package func band(_ index: Int, of plan: SheetPlan) throws(TextError) -> RGBAImage {
        let background = SRGBColor(red: 0.93, green: 0.93, blue: 0.94)
        if index == 0 {
            var canvas = Canvas(width: plan.width, height: Self.titleHeight, filledWith: background)
            try drawLabel(plan.title, x: Self.gap, baseline: 24, size: 18, weight: .semibold, on: &canvas)
            try drawLegend(y: 36, on: &canvas)
            return canvas.image()
        }
        let row = plan.rows[index - 1]
        let isLast = index == plan.rows.count
        // Made in its colour in one pass; drawn in the band's own coordinates (the row's top at 0).
        var canvas = Canvas(width: plan.width, height: row.height + (isLast ? Self.gap : 0), filledWith: background)
        for (column, cellIndex) in row.cells.enumerated() {
            guard let cellIndex else { continue }
            let cell = plan.cells[cellIndex]
            let x = Self.gap + column * (plan.columnWidth + Self.gap)
            let settings = plan.namesSettings ? " · \(row.settings.isDefault ? "default" : row.settings.name)" : ""
            let locale = plan.namesLocale ? " · \(row.locale?.identifier ?? "?")" : ""
            try drawLabel(
                "\(plan.sizes[column].rawValue) · \(row.state)\(plan.namesAppearance ? " · \(row.appearance.rawValue)" : "")\(settings)\(locale)",
                x: x, baseline: 16, size: 12, weight: .medium, on: &canvas)
            let image = cell.thumbnail
            let top = Self.labelHeight
            canvas.fill(
                .rect(x: Double(x - 1), y: Double(top - 1), width: Double(image.width + 2), height: Double(image.height + 2)),
                color: SRGBColor(red: 0.7, green: 0.7, blue: 0.72))
            canvas.composite(image: image, x: x, y: top)
            let pixelsPerPoint = cell.pixelsPerPoint
            let fold = Double(top) + cell.viewportHeight * pixelsPerPoint
            if fold < Double(top + image.height) - 1 {
                drawDashes(x: Double(x), y: fold, width: Double(image.width), on: &canvas)
            }
            let cellBox = PixelRect(x: x, y: top, width: image.width, height: image.height)
            let boxes = Self.outlineBoxes(cell.outlines, pixelsPerPoint: pixelsPerPoint, height: image.height).map(\.box)
            drawOutlines(boxes, cell: cellBox, on: &canvas)
            try drawPlates(plan.labels[cellIndex], cell: cellBox, on: &canvas)
        }
        return canvas.image()
    }

    /// The legend: a sample of the fold line and of a finding outline with its plate, each named.
    private func drawLegend(y: Int, on canvas: inout Canvas) throws(TextError) {
        var x = Double(Self.gap)
        drawDashes(x: x, y: Double(y + 7), width: 26, on: &canvas)
        x += 32
        try drawLabel(Self.legendFold, x: Int(x), baseline: y + 11, size: 11, weight: .regular, on: &canvas)
        x += try textWidth(Self.legendFold, size: 11, weight: .regular) + 18
        canvas.fill(.inset(.rect(x: x, y: Double(y + 1), width: 26, height: 12), width: 2), color: Self.outlineColor)
        x += 32
        try drawLabel(Self.legendFinding, x: Int(x), baseline: y + 11, size: 11, weight: .regular, on: &canvas)
    }

    static let legendFold = "viewport fold"
    static let legendFinding = "finding (rule ids on plates)"

    /// The legend's width, so a sheet of one or two columns is still wide enough for it.
    private func legendWidth() throws(TextError) -> Int {
        Int(
            (try textWidth(Self.legendFold, size: 11, weight: .regular) + (try textWidth(Self.legendFinding, size: 11, weight: .regular)))
                .rounded(.up)) + 32 + 18 + 32
    }

    private func drawDashes(x: Double, y: Double, width: Double, on canvas: inout Canvas) {
        var dash = x
        while dash < x + width {
            canvas.fill(.rect(x: dash, y: y - 1, width: min(6, x + width - dash), height: 2), color: Self.foldColor)
            dash += 10
        }
    }

    /// The outlined boxes of a cell, in pixels relative to its render (2 pixels outside each element),
    /// each with its rule ids; boxes wholly below the render's cut (`height`) are left out.
    static func outlineBoxes(
        _ outlines: [(rect: Rect, label: String)], pixelsPerPoint scale: Double,
        height: Int
    ) -> [(box: PixelRect, labels: [String])] {
        var groups: [(box: PixelRect, labels: [String])] = []
        for outline in outlines {
            let box = PixelRect(
                x: Int((outline.rect.x * scale).rounded(.down)) - 2, y: Int((outline.rect.y * scale).rounded(.down)) - 2,
                width: Int((outline.rect.width * scale).rounded(.up)) + 4,
                height: Int((outline.rect.height * scale).rounded(.up)) + 4)
            guard box.y < height else { continue }
            if let index = groups.firstIndex(where: { $0.box == box }) {
                if !groups[index].labels.contains(outline.label) { groups[index].labels.append(outline.label) }
            } else {
                groups.append((box, [outline.label]))
            }
        }
        return groups
    }

    /// Element frames in points as the pixels they touch in a render reduced to `pixelsPerPoint`.
    package static func frameBoxes(_ frames: [Rect], pixelsPerPoint scale: Double) -> [PixelRect] {
        frames.map { PixelRect(covering: $0.x * scale, $0.y * scale, $0.maxX * scale, $0.maxY * scale) }
    }

    /// The plates of a cell (`SheetLabelPlacement`): next to their element inside the render where
    /// that covers no element, outline or other plate, else in the margin under it.
    package func labels(of cell: Cell) throws(TextError) -> [SheetLabel] {
        try labels(
            outlines: cell.outlines, frames: cell.frames, pixelsPerPoint: cell.pixelsPerPoint,
            width: cell.thumbnail.width, height: cell.thumbnail.height)
    }

    /// The plates of a render `width` × `height` pixels on the sheet, `pixelsPerPoint` of it a point:
    /// the geometry alone, as the sheet places them, for a render never drawn.
    package func labels(
        outlines: [(rect: Rect, label: String)], frames: [Rect], pixelsPerPoint: Double,
        width: Int, height: Int
    ) throws(TextError) -> [SheetLabel] {
        let groups = Self.outlineBoxes(outlines, pixelsPerPoint: pixelsPerPoint, height: height)
        var labels: [(anchor: PixelRect, width: Int, text: String)] = []
        for group in groups {
            for label in group.labels {
                labels.append((group.box, Int(try textWidth(label, size: Self.plateTextSize, weight: .semibold).rounded(.up)) + 8, label))
            }
        }
        return SheetLabelPlacement.place(
            labels, height: Self.plateHeight, screen: PixelRect(x: 0, y: 0, width: width, height: height),
            frames: Self.frameBoxes(frames, pixelsPerPoint: pixelsPerPoint), outlines: groups.map(\.box))
    }

    /// A render `width` × `height` pixels as a cell shows it: reduced by a whole factor to about
    /// `cellWidth`, cut at `maximumHeight`.
    package static func thumbnailSize(
        width: Int, height: Int,
        maximumHeight: Int = maximumCellHeight
    ) -> (width: Int, height: Int, reduction: Int) {
        let reduction = max(1, (width + cellWidth - 1) / cellWidth)
        return ((width + reduction - 1) / reduction, min((height + reduction - 1) / reduction, max(0, maximumHeight)), reduction)
    }

    /// The red frames, cut at the render's edges (2 pixels out, so an element at the edge keeps its frame).
    private func drawOutlines(_ boxes: [PixelRect], cell: PixelRect, on canvas: inout Canvas) {
        let bounds = PixelRect(x: cell.x - 2, y: cell.y - 2, width: cell.width + 4, height: cell.height + 4)
        for box in boxes {
            let shown = PixelRect(x: cell.x + box.x, y: cell.y + box.y, width: box.width, height: box.height).intersection(bounds)
            guard !shown.isEmpty else { continue }
            let frame = Shape.rect(x: Double(shown.x), y: Double(shown.y), width: Double(shown.width), height: Double(shown.height))
            canvas.fill(.inset(frame, width: 2), color: Self.outlineColor)
        }
    }

    /// Leader lines, then the plates (white, red rim, red text) over them.
    private func drawPlates(_ labels: [SheetLabel], cell: PixelRect, on canvas: inout Canvas) throws(TextError) {
        for leader in labels.compactMap(\.leader) {
            canvas.fill(
                .rect(x: Double(cell.x + leader.x), y: Double(cell.y + leader.y), width: 1, height: Double(leader.height)),
                color: Self.outlineColor)
        }
        for label in labels {
            let plate = PixelRect(x: cell.x + label.box.x, y: cell.y + label.box.y, width: label.box.width, height: label.box.height)
            let shape = Shape.roundedRect(
                x: Double(plate.x), y: Double(plate.y), width: Double(plate.width), height: Double(plate.height), radius: 3)
            canvas.fill(shape, color: Self.plateColor)
            canvas.fill(.inset(shape, width: 1), color: Self.outlineColor)
            try drawLabel(
                label.text, x: plate.x + 4, baseline: plate.y + 11, size: Self.plateTextSize, weight: .semibold, on: &canvas,
                color: Self.plateTextColor, maxX: plate.maxX - 2)
        }
    }

    private func textWidth(_ text: String, size: Double, weight: FontWeight) throws(TextError) -> Double {
        try SheetText.width(text, size: size, weight: weight, engine: engine)
    }

    private func drawLabel(
        _ text: String, x: Int, baseline: Int, size: Double, weight: FontWeight, on canvas: inout Canvas,
        color: SRGBColor = SRGBColor(red: 0.1, green: 0.1, blue: 0.12), maxX: Int = Int.max
    ) throws(TextError) {
        try SheetText.draw(
            text, x: x, baseline: baseline, size: size, weight: weight, color: color, engine: engine, on: &canvas, maxX: maxX)
    }
}
