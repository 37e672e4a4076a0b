import Layout
import Pixels
import Spec
import Text

/// One spec's renders on one page: per display-setting combination and appearance a block with a
/// row per state and a column per size, each cell labelled "size · state" (and the appearance and
/// settings when the sheet has more than one), the viewport fold marked with a dashed blue line, and
/// outlined rectangles (failing elements, in points of the render) drawn in red. Each outline's
/// rule ids sit on legible plates (white, red rim) stacked above the element, or below it when
/// there is no room, inside the cell and never over each other or over an outlined element. A
/// legend under the title tells the fold from the outlines.
public struct ContactSheet: Sendable {
    public struct Cell: Sendable {
        public let appearance: Appearance
        /// The display settings on (`.none` for iOS as shipped).
        public let settings: DisplaySettings
        public let size: SizeCategory
        public let state: RenderState
        /// The render reduced for the sheet by a whole factor, `reduction`, to about `cellWidth`, and
        /// cut at `maximumCellHeight(combinations:)` (the render itself is whole).
        public let thumbnail: RGBAImage
        public let reduction: Int
        /// Pixels per point of the full render.
        public let scale: Int
        /// The viewport height in points (the fold).
        public let viewportHeight: Double
        /// Rectangles in points to outline, each with a short label (a rule id).
        public var outlines: [(rect: Rect, label: String)]

        /// A cell of a render: the render is reduced now, so a sweep need not keep full frames until
        /// the sheet is composed.
        public init(appearance: Appearance, settings: DisplaySettings = .none, size: SizeCategory, state: RenderState, image: RGBAImage,
                    scale: Int, viewportHeight: Double, outlines: [(rect: Rect, label: String)] = [], plain: PlainRows? = nil,
                    maximumHeight: Int = ContactSheet.maximumCellHeight) {
            self.appearance = appearance
            self.settings = settings
            self.size = size
            self.state = state
            reduction = max(1, (image.width + ContactSheet.cellWidth - 1) / ContactSheet.cellWidth)
            // Cut at the tallest cell while reducing, so rows below it are never read.
            thumbnail = Downscale.image(image, by: reduction, plain: plain, maximumHeight: maximumHeight)
            self.scale = scale
            self.viewportHeight = viewportHeight
            self.outlines = outlines
        }
    }

    /// Target width of a cell in sheet pixels (renders are reduced by a whole factor to about this).
    public static let cellWidth = 200
    /// The tallest cell in sheet pixels: taller renders are cut there, so that a sheet of 12 sizes ×
    /// 4 states × 2 appearances stays within `Limits.maximumCanvasPixels` however tall the content.
    public static let maximumCellHeight = 750

    /// The tallest cell of a sheet with `combinations` display-setting combinations: the rows of all
    /// of them share the height one combination's rows may take.
    public static func maximumCellHeight(combinations: Int) -> Int {
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

    public let engine: TextEngine

    public init(engine: TextEngine) {
        self.engine = engine
    }

    public func compose(title: String, cells: [Cell]) throws(TextError) -> RGBAImage {
        guard !cells.isEmpty else { return RGBAImage(width: 1, height: 1, fill: RGBA8(255, 255, 255, 255)) }
        let reduced = cells.map(\.thumbnail)
        let sizes = SizeCategory.allCases.filter { size in cells.contains { $0.size == size } }
        let states = RenderState.allCases.filter { state in cells.contains { $0.state == state } }
        let appearances = Appearance.allCases.filter { appearance in cells.contains { $0.appearance == appearance } }
        var combinations: [DisplaySettings] = []
        for cell in cells where !combinations.contains(cell.settings) { combinations.append(cell.settings) }
        let columnWidth = reduced.map(\.width).max() ?? 1

        // Row heights: the tallest cell of each (settings, appearance, state) row.
        var rows: [(settings: DisplaySettings, appearance: Appearance, state: RenderState, height: Int)] = []
        for settings in combinations {
            for appearance in appearances {
                for state in states {
                    let height = zip(cells, reduced).filter { $0.0.settings == settings && $0.0.appearance == appearance && $0.0.state == state }
                        .map(\.1.height).max()
                    if let height { rows.append((settings, appearance, state, height)) }
                }
            }
        }
        let width = max(Self.gap + sizes.count * (columnWidth + Self.gap), try legendWidth() + 2 * Self.gap,
                        Int(try textWidth(title, size: 18, weight: .semibold).rounded(.up)) + 2 * Self.gap)
        let height = Self.titleHeight + rows.reduce(0) { $0 + Self.labelHeight + $1.height + Self.gap } + Self.gap
        // Made in its colour in one pass (a sheet of 72 cells is some 30 MB, composed after the sweep).
        var canvas = Canvas(width: width, height: height, filledWith: SRGBColor(red: 0.93, green: 0.93, blue: 0.94))
        try drawLabel(title, x: Self.gap, baseline: 24, size: 18, weight: .semibold, on: &canvas)
        try drawLegend(y: 36, on: &canvas)

        var y = Self.titleHeight
        for row in rows {
            for (column, size) in sizes.enumerated() {
                let x = Self.gap + column * (columnWidth + Self.gap)
                guard let index = cells.indices.first(where: {
                    cells[$0].settings == row.settings && cells[$0].appearance == row.appearance && cells[$0].state == row.state && cells[$0].size == size
                }) else { continue }
                let settingsLabel = combinations.count > 1 ? " · \(row.settings.isDefault ? "default" : row.settings.name)" : ""
                try drawLabel("\(size.rawValue) · \(row.state.rawValue)\(appearances.count > 1 ? " · \(row.appearance.rawValue)" : "")\(settingsLabel)",
                          x: x, baseline: y + 16, size: 12, weight: .medium, on: &canvas)
                let image = reduced[index]
                let top = y + Self.labelHeight
                canvas.fill(.rect(x: Double(x - 1), y: Double(top - 1), width: Double(image.width + 2), height: Double(image.height + 2)),
                            color: SRGBColor(red: 0.7, green: 0.7, blue: 0.72))
                canvas.composite(image: image, x: x, y: top)
                let cell = cells[index]
                let pixelsPerPoint = Double(cell.scale) / Double(cell.reduction)
                let fold = Double(top) + cell.viewportHeight * pixelsPerPoint
                if fold < Double(top + image.height) - 1 {
                    drawDashes(x: Double(x), y: fold, width: Double(image.width), on: &canvas)
                }
                let cellBox = PixelRect(x: x, y: top, width: image.width, height: image.height)
                try drawOutlines(cell.outlines, pixelsPerPoint: pixelsPerPoint, cell: cellBox, on: &canvas)
            }
            y += Self.labelHeight + row.height + Self.gap
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
        Int((try textWidth(Self.legendFold, size: 11, weight: .regular) + (try textWidth(Self.legendFinding, size: 11, weight: .regular))).rounded(.up)) + 32 + 18 + 32
    }

    private func drawDashes(x: Double, y: Double, width: Double, on canvas: inout Canvas) {
        var dash = x
        while dash < x + width {
            canvas.fill(.rect(x: dash, y: y - 1, width: min(6, x + width - dash), height: 2), color: Self.foldColor)
            dash += 10
        }
    }

    /// Outlines first (so no plate is hidden under a later frame), then the plates, placed by
    /// `SheetLabelPlacement`: stacked, inside the cell, clear of each other and of every outline.
    private func drawOutlines(_ outlines: [(rect: Rect, label: String)], pixelsPerPoint: Double, cell: PixelRect, on canvas: inout Canvas) throws(TextError) {
        var groups: [(box: PixelRect, labels: [String])] = []
        for outline in outlines {
            let box = PixelRect(x: cell.x + Int((outline.rect.x * pixelsPerPoint).rounded(.down)) - 2,
                                y: cell.y + Int((outline.rect.y * pixelsPerPoint).rounded(.down)) - 2,
                                width: Int((outline.rect.width * pixelsPerPoint).rounded(.up)) + 4,
                                height: Int((outline.rect.height * pixelsPerPoint).rounded(.up)) + 4)
            guard box.y < cell.maxY else { continue }
            if let index = groups.firstIndex(where: { $0.box == box }) {
                if !groups[index].labels.contains(outline.label) { groups[index].labels.append(outline.label) }
            } else {
                groups.append((box, [outline.label]))
            }
        }
        for group in groups {
            let clipped = group.box.intersection(cell)
            guard !clipped.isEmpty else { continue }
            canvas.fill(.inset(.rect(x: Double(group.box.x), y: Double(group.box.y), width: Double(group.box.width),
                                     height: Double(group.box.height)), width: 2), color: Self.outlineColor)
        }
        var labels: [(anchor: PixelRect, width: Int, text: String)] = []
        for group in groups {
            for label in group.labels {
                labels.append((group.box, Int(try textWidth(label, size: Self.plateTextSize, weight: .semibold).rounded(.up)) + 8, label))
            }
        }
        let plates = SheetLabelPlacement.place(labels.map { (anchor: $0.anchor, width: $0.width) }, height: Self.plateHeight,
                                               cell: cell, avoiding: groups.map(\.box))
        for (label, plate) in zip(labels, plates) {
            let shape = Shape.roundedRect(x: Double(plate.x), y: Double(plate.y), width: Double(plate.width), height: Double(plate.height), radius: 3)
            canvas.fill(shape, color: Self.plateColor)
            canvas.fill(.inset(shape, width: 1), color: Self.outlineColor)
            try drawLabel(label.text, x: plate.x + 4, baseline: plate.y + 11, size: Self.plateTextSize, weight: .semibold, on: &canvas,
                      color: Self.plateTextColor, maxX: plate.maxX - 2)
        }
    }

    private func textWidth(_ text: String, size: Double, weight: FontWeight) throws(TextError) -> Double {
        try SheetText.width(text, size: size, weight: weight, engine: engine)
    }

    private func drawLabel(_ text: String, x: Int, baseline: Int, size: Double, weight: FontWeight, on canvas: inout Canvas,
                           color: SRGBColor = SRGBColor(red: 0.1, green: 0.1, blue: 0.12), maxX: Int = Int.max) throws(TextError) {
        try SheetText.draw(text, x: x, baseline: baseline, size: size, weight: weight, color: color, engine: engine, on: &canvas, maxX: maxX)
    }
}
