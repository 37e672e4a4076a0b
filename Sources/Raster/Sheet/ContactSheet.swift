import Layout
import Pixels
import Spec
import Text

/// One spec's renders on one page: per appearance a block with a row per state and a column per
/// size, each cell labelled "size · state", the viewport fold marked with a dashed line, and
/// outlined rectangles (failing elements, in points of the render) drawn in red.
public struct ContactSheet: Sendable {
    public struct Cell: Sendable {
        public let appearance: Appearance
        public let size: SizeCategory
        public let state: RenderState
        /// The render reduced for the sheet by a whole factor, `reduction`, to about `cellWidth`, and
        /// cut at `maximumCellHeight` (the render itself is whole).
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
        public init(appearance: Appearance, size: SizeCategory, state: RenderState, image: RGBAImage, scale: Int,
                    viewportHeight: Double, outlines: [(rect: Rect, label: String)] = []) {
            self.appearance = appearance
            self.size = size
            self.state = state
            reduction = max(1, (image.width + ContactSheet.cellWidth - 1) / ContactSheet.cellWidth)
            let reduced = Downscale.image(image, by: reduction)
            let rows = min(reduced.height, ContactSheet.maximumCellHeight)
            thumbnail = rows == reduced.height ? reduced
                : RGBAImage(width: reduced.width, height: rows, bytes: Array(reduced.bytes[..<(reduced.width * rows * 4)]))!
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
    static let gap = 16
    static let labelHeight = 22
    static let titleHeight = 34

    public let engine: TextEngine

    public init(engine: TextEngine) {
        self.engine = engine
    }

    public func compose(title: String, cells: [Cell]) -> RGBAImage {
        guard !cells.isEmpty else { return RGBAImage(width: 1, height: 1, fill: RGBA8(255, 255, 255, 255)) }
        let reduced = cells.map(\.thumbnail)
        let sizes = SizeCategory.allCases.filter { size in cells.contains { $0.size == size } }
        let states = RenderState.allCases.filter { state in cells.contains { $0.state == state } }
        let appearances = Appearance.allCases.filter { appearance in cells.contains { $0.appearance == appearance } }
        let columnWidth = reduced.map(\.width).max() ?? 1

        // Row heights: the tallest cell of each (appearance, state) row.
        var rows: [(appearance: Appearance, state: RenderState, height: Int)] = []
        for appearance in appearances {
            for state in states {
                let height = zip(cells, reduced).filter { $0.0.appearance == appearance && $0.0.state == state }.map(\.1.height).max()
                if let height { rows.append((appearance, state, height)) }
            }
        }
        let width = Self.gap + sizes.count * (columnWidth + Self.gap)
        let height = Self.titleHeight + rows.reduce(0) { $0 + Self.labelHeight + $1.height + Self.gap } + Self.gap
        var canvas = Canvas(width: width, height: height)
        canvas.fillAll(SRGBColor(red: 0.93, green: 0.93, blue: 0.94))
        drawLabel(title, x: Self.gap, baseline: 24, size: 18, weight: .semibold, on: &canvas)

        var y = Self.titleHeight
        for row in rows {
            for (column, size) in sizes.enumerated() {
                let x = Self.gap + column * (columnWidth + Self.gap)
                guard let index = cells.indices.first(where: {
                    cells[$0].appearance == row.appearance && cells[$0].state == row.state && cells[$0].size == size
                }) else { continue }
                drawLabel("\(size.rawValue) · \(row.state.rawValue)\(appearances.count > 1 ? " · \(row.appearance.rawValue)" : "")",
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
                    var dash = Double(x)
                    while dash < Double(x + image.width) {
                        canvas.fill(.rect(x: dash, y: fold - 1, width: min(6, Double(x + image.width) - dash), height: 2),
                                    color: SRGBColor(red: 1, green: 0.23, blue: 0.19, alpha: 0.9))
                        dash += 10
                    }
                }
                for outline in cell.outlines where outline.rect.y * pixelsPerPoint < Double(image.height) {
                    let rect = Shape.rect(x: Double(x) + outline.rect.x * pixelsPerPoint - 2, y: Double(top) + outline.rect.y * pixelsPerPoint - 2,
                                          width: outline.rect.width * pixelsPerPoint + 4, height: outline.rect.height * pixelsPerPoint + 4)
                    canvas.fill(.inset(rect, width: 2), color: SRGBColor(red: 0.9, green: 0, blue: 0.1))
                    if case .roundedRect(let ox, let oy, _, _, _) = rect {
                        drawLabel(outline.label, x: Int(ox), baseline: Int(oy) - 3, size: 10, weight: .semibold, on: &canvas,
                                  color: SRGBColor(red: 0.85, green: 0, blue: 0.1))
                    }
                }
            }
            y += Self.labelHeight + row.height + Self.gap
        }
        return canvas.image()
    }

    private func drawLabel(_ text: String, x: Int, baseline: Int, size: Double, weight: FontWeight, on canvas: inout Canvas,
                           color: SRGBColor = SRGBColor(red: 0.1, green: 0.1, blue: 0.12)) {
        guard let run = try? engine.shape(text, weight: weight, size: size) else { return }
        var pen = Double(x)
        for glyph in run.glyphs {
            let position = GlyphBitmap.penPosition(pen + glyph.xOffset)
            pen += glyph.xAdvance
            guard let bitmap = try? engine.glyphBitmap(weight: weight, glyph: glyph.glyph, pixelSize: size, subpixelX: position.subpixelX),
                  bitmap.width > 0 else { continue }
            canvas.composite(coverage: bitmap.coverage, width: bitmap.width, height: bitmap.height,
                             x: position.pixel + bitmap.left, y: baseline - bitmap.top, color: color)
        }
    }
}
