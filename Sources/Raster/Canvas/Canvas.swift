import Foundation
import Pixels
import Spec

/// An RGBA canvas of 8-bit premultiplied sRGB, blended with exact integer arithmetic.
///
/// Blending space: colours are blended in sRGB (gamma-encoded) space, as UIKit/Core Animation and
/// browsers composite by default. This is deliberate: the checks measure what a phone shows, and a
/// translucent grey over a photo on an iPhone is mixed in sRGB, not in linear light.
///
/// Precision: every pixel is four bytes of premultiplied colour, as in tiny-skia's low-precision
/// pipeline, but a source is kept in 16.16 fixed point, so source-over is
/// `round(channel · alpha · 255 + destination · (1 − alpha))` per channel with one rounding: over an
/// opaque backdrop every blend is within half a level of the exact value. Integer arithmetic makes
/// every render identical on every run, machine and thread count. Solid runs are written as spans;
/// only the anti-aliased band of a shape is evaluated pixel by pixel.
package struct Canvas: Sendable {
    package let width: Int
    package let height: Int
    /// Premultiplied pixels, R, G, B, A bytes row by row: the layout of `RGBAImage`, so an opaque
    /// canvas becomes an image without a copy. Drawing reads them as 32-bit words (red in the low
    /// byte on the little-endian machines Swift runs on).
    private(set) var bytes: [UInt8]
    /// The calls that drew the pixels (`PaintJournal`), from the canvas's making or last refill.
    package private(set) var journal: PaintJournal
    /// Every pixel is opaque: premultiplied and straight alpha are then the same bytes.
    private(set) var isOpaque: Bool
    /// The word every pixel held when the canvas was made, while that is still known of the rows
    /// drawing has not reached (nil once a whole-canvas fill replaced it).
    private var uniformWord: UInt32?
    /// Per row, whether drawing has reached it since the canvas was made (empty once `uniformWord`
    /// is nil).
    private var touchedRows: [Bool]

    package init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        bytes = [UInt8](repeating: 0, count: self.width * self.height * 4)
        isOpaque = false
        uniformWord = 0
        journal = PaintJournal(width: self.width, height: self.height, word: 0)
        touchedRows = [Bool](repeating: false, count: self.height)
    }

    /// The rows still holding the colour the canvas was made in, if that is known.
    package var plainRows: PlainRows? {
        guard let uniformWord else { return nil }
        return PlainRows(touched: touchedRows, color: Canvas.straight(uniformWord))
    }

    /// Notes that drawing reached these rows.
    @inline(__always)
    private mutating func touch(_ area: PixelRect) {
        guard !area.isEmpty, uniformWord != nil else { return }
        touchedRows.withUnsafeMutableBufferPointer { rows in
            for row in area.y..<area.maxY { rows[row] = true }
        }
    }

    /// The premultiplied word the plain rows hold, nil when no row is known to be plain.
    var plainWord: UInt32? { uniformWord }
    /// Whether every pixel is opaque (premultiplied and straight bytes are then the same).
    var isOpaqueCanvas: Bool { isOpaque }

    /// Fills the rows drawing reached with the plain word again, so the canvas is as it was made
    /// (`init(width:height:filledWith:)`) at the cost of those rows only. Needs `plainWord`.
    mutating func restorePlainRows() {
        guard let word = uniformWord, let drawn = plainRows?.changed else { return }
        let width = self.width
        withWords { buffer in
            for rows in drawn {
                UnsafeMutableBufferPointer(rebasing: buffer[(rows.lowerBound * width)..<(rows.upperBound * width)]).update(repeating: word)
            }
        }
        // Opacity is as it was made: only whole-canvas drawing changes it, and that forgets the plain rows.
        touchedRows = [Bool](repeating: false, count: height)
        journal = PaintJournal(width: width, height: height, word: word)
    }

    /// The word `init(width:height:filledWith:)` fills a canvas of this colour with.
    static func plainWord(for color: SRGBColor) -> UInt32 {
        let source = Source(color)
        return source.isClear ? 0 : source.word
    }

    /// `color` drawn at full coverage over one 8-bit pixel (straight alpha), as the canvas stores the
    /// result: the same fixed-point source-over with one rounding, returned as straight 8-bit alpha.
    /// Contrast is measured on these stored values, not on an unrounded blend.
    package static func stored(_ color: SRGBColor, over pixel: RGBA8) -> RGBA8 {
        let a = UInt32(pixel.alpha)
        func premultiplied(_ channel: UInt8) -> UInt32 { a == 255 ? UInt32(channel) : div255(UInt32(channel) * a) }
        let word = premultiplied(pixel.red) | premultiplied(pixel.green) << 8 | premultiplied(pixel.blue) << 16 | a << 24
        return straight(over(Source(color), word))
    }

    /// Drawing replaced every pixel: no row is known to be plain any more.
    private mutating func forgetPlainRows() {
        uniformWord = nil
        touchedRows = []
    }

    /// A canvas painted in one colour from the start (one pass over memory, not a clear then a fill):
    /// the same pixels as `init(width:height:)` followed by `fillAll(color)`.
    package init(width: Int, height: Int, filledWith color: SRGBColor) {
        self.width = max(0, width)
        self.height = max(0, height)
        let word = Canvas.plainWord(for: color)
        let count = self.width * self.height
        bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            buffer.withMemoryRebound(to: UInt32.self) { words in
                words.initialize(repeating: word)
            }
            initialized = count * 4
        }
        isOpaque = Source(color).isOpaque
        uniformWord = word
        touchedRows = [Bool](repeating: false, count: self.height)
        journal = PaintJournal(width: self.width, height: self.height, word: word)
    }

    /// Paints every pixel `color` again, in place: the same canvas as `init(width:height:filledWith:)`.
    mutating func refill(_ color: SRGBColor) {
        let word = Canvas.plainWord(for: color)
        withWords { $0.update(repeating: word) }
        isOpaque = Source(color).isOpaque
        uniformWord = word
        touchedRows = [Bool](repeating: false, count: height)
        journal = PaintJournal(width: width, height: height, word: word)
    }

    package var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The pixels as premultiplied words, for writing.
    @inline(__always)
    private mutating func withWords<R>(_ body: (UnsafeMutableBufferPointer<UInt32>) throws -> R) rethrows -> R {
        try bytes.withUnsafeMutableBufferPointer { try $0.withMemoryRebound(to: UInt32.self, body) }
    }

    /// The pixels as premultiplied words, for reading.
    @inline(__always)
    func readWords<R>(_ body: (UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> R {
        try bytes.withUnsafeBufferPointer { try $0.withMemoryRebound(to: UInt32.self, body) }
    }

    // MARK: - Pixel arithmetic

    /// A source colour at some coverage, premultiplied, in 16.16 fixed point of the 0…255 scale:
    /// `r = round(red · alpha · 255 · 65536)`, and `inverse = 65536 − round(alpha · 65536)`.
    struct Source {
        var r: UInt32, g: UInt32, b: UInt32, a: UInt32
        var inverse: UInt32

        init(_ color: SRGBColor, coverage: Double = 1) {
            let alpha = min(max(color.alpha * coverage, 0), 1)
            self.init(
                red: min(max(color.red, 0), 1) * 255, green: min(max(color.green, 0), 1) * 255,
                blue: min(max(color.blue, 0), 1) * 255, alpha: alpha)
        }

        /// Straight channels on the 0…255 scale and alpha 0…1.
        init(red: Double, green: Double, blue: Double, alpha: Double) {
            @inline(__always) func fixed(_ value: Double) -> UInt32 { UInt32(value * alpha * 65536 + 0.5) }
            r = fixed(red)
            g = fixed(green)
            b = fixed(blue)
            a = fixed(255)
            inverse = 65536 - UInt32(alpha * 65536 + 0.5)
            word = (r &+ 32768) >> 16 | ((g &+ 32768) >> 16) << 8 | ((b &+ 32768) >> 16) << 16 | ((a &+ 32768) >> 16) << 24
        }

        var isOpaque: Bool { inverse == 0 }
        var isClear: Bool { a == 0 }
        /// The source alone, as a premultiplied word (for an opaque source, the pixel it leaves).
        let word: UInt32
    }

    /// Source-over of a source onto a premultiplied pixel: per channel
    /// `round(source + destination · (1 − alpha))`, exact in integers.
    @inline(__always)
    static func over(_ source: Source, _ destination: UInt32) -> UInt32 {
        if source.isOpaque { return source.word }
        if source.isClear { return destination }
        // Wrapping arithmetic cannot wrap here: each sum is at most 2 · 255 · 65,536 + 32,768.
        let inverse = source.inverse
        let r = (source.r &+ (destination & 0xFF) &* inverse &+ 32768) >> 16
        let g = (source.g &+ (destination >> 8 & 0xFF) &* inverse &+ 32768) >> 16
        let b = (source.b &+ (destination >> 16 & 0xFF) &* inverse &+ 32768) >> 16
        let a = (source.a &+ (destination >> 24) &* inverse &+ 32768) >> 16
        return min(r, 255) | min(g, 255) << 8 | min(b, 255) << 16 | min(a, 255) << 24
    }

    /// x / 255 rounded to nearest, exact for 0…65,025.
    @inline(__always)
    static func div255(_ x: UInt32) -> UInt32 { (x + 128 + ((x + 128) >> 8)) >> 8 }

    /// A premultiplied word as 8-bit straight alpha.
    @inline(__always)
    static func straight(_ word: UInt32) -> RGBA8 {
        let a = word >> 24
        if a == 255 { return RGBA8(UInt8(word & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word >> 16 & 0xFF), 255) }
        if a == 0 { return RGBA8(0, 0, 0, 0) }
        @inline(__always) func channel(_ value: UInt32) -> UInt8 { UInt8(min((value * 255 + a / 2) / a, 255)) }
        return RGBA8(channel(word & 0xFF), channel(word >> 8 & 0xFF), channel(word >> 16 & 0xFF), UInt8(a))
    }

    /// Blends `source` over `count` pixels from `start`, as one span.
    @inline(__always)
    private static func span(_ buffer: UnsafeMutableBufferPointer<UInt32>, _ start: Int, _ count: Int, _ source: Source) {
        guard count > 0, !source.isClear else { return }
        if source.isOpaque {
            UnsafeMutableBufferPointer(rebasing: buffer[start..<(start + count)]).update(repeating: source.word)
            return
        }
        // A translucent fill mostly lies over runs of one colour: blend each new colour once.
        var last = buffer[start]
        var blended = over(source, last)
        for index in start..<(start + count) {
            let destination = buffer[index]
            if destination != last {
                last = destination
                blended = over(source, destination)
            }
            buffer[index] = blended
        }
    }

    // MARK: - Drawing

    /// Executes one drawing operation: the only function that changes pixels after the canvas is made
    /// (the drawing methods below are shorthands for it). It records the operation in the journal and
    /// the rows it can reach before drawing, so no operation can change pixels without changing the
    /// scene's identity (`PaintJournal`, `plainRows`).
    package mutating func apply(_ op: DrawOp) {
        journal.record(op)
        let reach = op.reach(in: bounds)
        switch reach {
        case .nothing: return
        case .rows(let area): touch(area)
        case .everyPixel: forgetPlainRows()
        }
        let width = self.width
        let height = self.height
        let bounds = self.bounds
        let madeOpaque = withWords { buffer -> Bool in
            switch op {
            case .fillAll(let color):
                let source = Source(color)
                Self.span(buffer, 0, width * height, source)
                return source.isOpaque
            case .fill(let shape, let color):
                guard case .rows(let area) = reach else { return false }
                Self.drawFill(buffer, width: width, area: area, shape: shape, color: color)
                return false
            case .mask(let coverage, let maskWidth, _, let x, let y, let color, _):
                guard case .rows(let area) = reach else { return false }
                Self.drawMask(buffer, width: width, area: area, coverage: coverage, maskWidth: maskWidth, x: x, y: y, color: color)
                return false
            case .linearGradient(let stops, let startX, let startY, let endX, let endY):
                return Self.drawLinearGradient(
                    buffer, width: width, height: height, stops: stops, startX: startX, startY: startY,
                    endX: endX, endY: endY)
            case .coverImage(let image):
                return Self.drawCovering(buffer, width: width, height: height, image: image)
            case .image(let image, let x, let y):
                guard case .rows(let area) = reach else { return false }
                Self.drawImage(buffer, width: width, area: area, image: image, x: x, y: y)
                return false
            case .blur(let shape, let sigma):
                guard case .rows(let area) = reach else { return false }
                GaussianBlur.blur(buffer, width: width, bounds: bounds, area: area, shape: shape, sigma: sigma)
                return false
            }
        }
        if madeOpaque { isOpaque = true }
    }

    /// Paints the whole canvas with a colour (source-over).
    package mutating func fillAll(_ color: SRGBColor) { apply(.fillAll(color)) }

    /// Fills a shape with a colour, anti-aliased.
    package mutating func fill(_ shape: Shape, color: SRGBColor) { apply(.fill(shape, color: color)) }

    /// Composites an 8-bit coverage mask (a glyph) in a colour, its top-left pixel at (x, y).
    /// `source` says where the mask came from, for the journal; without it the journal is incomplete.
    package mutating func composite(
        coverage: [UInt8], width maskWidth: Int, height maskHeight: Int, x: Int, y: Int, color: SRGBColor,
        source: PaintJournal.MaskSource? = nil
    ) {
        apply(.mask(coverage: coverage, width: maskWidth, height: maskHeight, x: x, y: y, color: MaskColor(color), source: source))
    }

    /// Composites an 8-bit coverage mask in a colour prepared with `MaskColor` (the text's glyphs
    /// share one).
    package mutating func composite(
        coverage: [UInt8], width maskWidth: Int, height maskHeight: Int, x: Int, y: Int, color: MaskColor,
        source: PaintJournal.MaskSource? = nil
    ) {
        apply(.mask(coverage: coverage, width: maskWidth, height: maskHeight, x: x, y: y, color: color, source: source))
    }

    /// Fills the canvas with a linear gradient from `start` to `end` (pixel coordinates); stops
    /// are interpolated in sRGB with straight alpha.
    package mutating func fillLinearGradient(
        stops: [(color: SRGBColor, location: Double)], startX: Double, startY: Double, endX: Double, endY: Double
    ) {
        apply(
            .linearGradient(
                stops: stops.map { DrawOp.GradientStop(color: $0.color, location: $0.location) },
                startX: startX, startY: startY, endX: endX, endY: endY))
    }

    /// Draws an image scaled to cover the canvas (aspect fill, centred), sampled bilinearly.
    package mutating func drawCovering(_ image: RGBAImage) { apply(.coverImage(image)) }

    /// Draws an 8-bit straight-alpha image with its top-left pixel at (x, y), source-over.
    package mutating func composite(image: RGBAImage, x: Int, y: Int) { apply(.image(image, x: x, y: y)) }

    /// Replaces what is under `shape` with a Gaussian blur of it (standard deviation `sigma` pixels),
    /// blended by the shape's coverage (`GaussianBlur`).
    package mutating func blur(under shape: Shape, sigma: Double) { apply(.blur(under: shape, sigma: sigma)) }

    // MARK: - Operations (each called by `apply` alone)

    /// Fills a shape with a colour, anti-aliased (`DrawOp.fill`).
    private static func drawFill(
        _ buffer: UnsafeMutableBufferPointer<UInt32>, width: Int, area: PixelRect, shape: Shape,
        color: SRGBColor
    ) {
        let solid = Source(color)
        if case .roundedRect(let x, let y, let w, let h, 0) = shape {
            // Square corners: coverage is the product of the row's and the column's overlap.
            func overlap(_ index: Int, _ start: Double, _ length: Double) -> Double {
                max(0, min(1, min(Double(index + 1), start + length) - max(Double(index), start)))
            }
            let first = area.x
            let last = area.maxX - 1
            let leftCoverage = overlap(first, x, w)
            let rightCoverage = overlap(last, x, w)
            do {
                for row in area.y..<area.maxY {
                    let rowCoverage = overlap(row, y, h)
                    guard rowCoverage > 0 else { continue }
                    let base = row * width
                    let rowSource = rowCoverage >= 1 ? solid : Source(color, coverage: rowCoverage)
                    if first == last {
                        buffer[base + first] = Self.over(Source(color, coverage: leftCoverage * rowCoverage), buffer[base + first])
                        continue
                    }
                    buffer[base + first] = Self.over(
                        leftCoverage >= 1 ? rowSource : Source(color, coverage: leftCoverage * rowCoverage),
                        buffer[base + first])
                    Self.span(buffer, base + first + 1, last - first - 1, rowSource)
                    buffer[base + last] = Self.over(
                        rightCoverage >= 1 ? rowSource : Source(color, coverage: rightCoverage * rowCoverage),
                        buffer[base + last])
                }
            }
            return
        }
        let columns = area.x..<area.maxX
        do {
            for row in area.y..<area.maxY {
                let base = row * width
                guard shape.hasSpans else {
                    for column in columns {
                        let coverage = shape.coverage(column: column, row: row)
                        if coverage > 0 { buffer[base + column] = Self.over(Source(color, coverage: coverage), buffer[base + column]) }
                    }
                    continue
                }
                guard let spans = shape.spans(row: row, columns: columns) else { continue }
                var column = spans.outer.lowerBound
                while column < spans.outer.upperBound {
                    if column == spans.full.lowerBound, !spans.full.isEmpty {
                        Self.span(buffer, base + column, spans.full.count, solid)
                        column = spans.full.upperBound
                        continue
                    }
                    if column == spans.hole.lowerBound, !spans.hole.isEmpty {
                        column = spans.hole.upperBound
                        continue
                    }
                    let coverage = shape.coverage(column: column, row: row)
                    if coverage > 0 { buffer[base + column] = Self.over(Source(color, coverage: coverage), buffer[base + column]) }
                    column += 1
                }
            }
        }
    }

    /// The 8-bit coverage (0…255) of a shape over a region, found as `fill` finds it.
    package func coverage(of shape: Shape, in region: PixelRect) -> [UInt8] { Self.coverage(of: shape, in: region) }

    /// The 8-bit coverage (0…255) of a shape over a region, as `fill` finds it (it depends on no pixel).
    static func coverage(of shape: Shape, in region: PixelRect) -> [UInt8] {
        var mask = [UInt8](repeating: 0, count: region.width * region.height)
        guard !region.isEmpty else { return mask }
        let columns = region.x..<region.maxX
        mask.withUnsafeMutableBufferPointer { out in
            for row in region.y..<region.maxY {
                let base = (row - region.y) * region.width - region.x
                guard shape.hasSpans else {
                    for column in columns { out[base + column] = UInt8(shape.coverage(column: column, row: row) * 255 + 0.5) }
                    continue
                }
                guard let spans = shape.spans(row: row, columns: columns) else { continue }
                // As `fill` walks a row: the full run in one write, the hole skipped, the rest evaluated.
                var column = spans.outer.lowerBound
                while column < spans.outer.upperBound {
                    if column == spans.full.lowerBound, !spans.full.isEmpty {
                        UnsafeMutableBufferPointer(rebasing: out[(base + column)..<(base + spans.full.upperBound)]).update(repeating: 255)
                        column = spans.full.upperBound
                        continue
                    }
                    if column == spans.hole.lowerBound, !spans.hole.isEmpty {
                        column = spans.hole.upperBound
                        continue
                    }
                    out[base + column] = UInt8(shape.coverage(column: column, row: row) * 255 + 0.5)
                    column += 1
                }
            }
        }
        return mask
    }

    /// A colour at each of the 256 coverage levels of a mask, computed once for many masks, with the
    /// pixel each level leaves over one common destination (a text's background, where most of its
    /// glyphs' pixels land), so those are looked up rather than blended.
    package struct MaskColor: Sendable {
        let color: SRGBColor
        let levels: [Source]
        let isClear: Bool
        let common: UInt32
        let overCommon: [UInt32]

        package init(_ color: SRGBColor) {
            self.init(color, over: 0)
        }

        init(_ color: SRGBColor, over common: UInt32) {
            self.color = color
            levels = (0..<256).map { Source(color, coverage: Double($0) / 255) }
            isClear = !(color.alpha > 0)
            self.common = common
            overCommon = levels.map { Canvas.over($0, common) }
        }
    }

    /// A mask colour whose common destination is the pixel at (x, y) (clamped to the canvas).
    func maskColor(_ color: SRGBColor, overPixelAt x: Int, _ y: Int) -> MaskColor {
        guard width > 0, height > 0 else { return MaskColor(color) }
        let common = readWords { $0[min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)] }
        return MaskColor(color, over: common)
    }

    /// Composites an 8-bit coverage mask in a colour (`DrawOp.mask`) over `area`, where it meets the canvas.
    private static func drawMask(
        _ buffer: UnsafeMutableBufferPointer<UInt32>, width: Int, area: PixelRect, coverage: [UInt8],
        maskWidth: Int, x: Int, y: Int, color: MaskColor
    ) {
        let levels = color.levels
        levels.withUnsafeBufferPointer { levels in
            coverage.withUnsafeBufferPointer { mask in
                color.overCommon.withUnsafeBufferPointer { overCommon in
                    do {
                        // Indices stay inside `area`, which lies inside both the mask and the canvas.
                        guard let pixels = buffer.baseAddress, let mask = mask.baseAddress, let levels = levels.baseAddress,
                            let overCommon = overCommon.baseAddress
                        else { return }
                        let common = color.common
                        for row in area.y..<area.maxY {
                            let maskRow = mask + ((row &- y) &* maskWidth &- x)
                            let canvasRow = pixels + row &* width
                            for column in area.x..<area.maxX {
                                let value = maskRow[column]
                                let destination = canvasRow[column]
                                // Over the common destination, level 0 included (it leaves the pixel as it is).
                                if destination == common {
                                    canvasRow[column] = overCommon[Int(value)]
                                } else if value != 0 {
                                    canvasRow[column] = Self.over(levels[Int(value)], destination)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Paints a linear gradient (`DrawOp.linearGradient`): stops are interpolated in sRGB with straight
    /// alpha.
    /// Returns whether every pixel is then opaque.
    private static func drawLinearGradient(
        _ buffer: UnsafeMutableBufferPointer<UInt32>, width: Int, height: Int,
        stops: [DrawOp.GradientStop], startX: Double, startY: Double, endX: Double, endY: Double
    ) -> Bool {
        guard let first = stops.first, let last = stops.last else { return false }
        let dx = endX - startX
        let dy = endY - startY
        let length2 = max(dx * dx + dy * dy, 1e-12)
        var opaque = true
        do {
            for row in 0..<height {
                for column in 0..<width {
                    let t = ((Double(column) + 0.5 - startX) * dx + (Double(row) + 0.5 - startY) * dy) / length2
                    var color = t <= first.location ? first.color : last.color
                    if t > first.location && t < last.location {
                        var upper = 1
                        while upper < stops.count - 1 && stops[upper].location < t { upper += 1 }
                        let a = stops[upper - 1]
                        let b = stops[upper]
                        let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 0
                        color = SRGBColor(
                            red: a.color.red + (b.color.red - a.color.red) * f,
                            green: a.color.green + (b.color.green - a.color.green) * f,
                            blue: a.color.blue + (b.color.blue - a.color.blue) * f,
                            alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
                    }
                    let source = Source(color)
                    if !source.isOpaque { opaque = false }
                    buffer[row * width + column] = Self.over(source, buffer[row * width + column])
                }
            }
        }
        return opaque
    }

    // MARK: - Reading

    /// The premultiplied words at these offsets (row × width + column), in order.
    func words(at offsets: [Int]) -> [UInt32] {
        readWords { buffer in offsets.map { buffer[$0] } }
    }

    /// The pixel at (x, y) as 8-bit straight alpha.
    package func pixel(x: Int, y: Int) -> RGBA8 {
        readWords { Canvas.straight($0[y * width + x]) }
    }

    /// A copy of a region as 8-bit straight-alpha pixels (clipped to the canvas).
    package func image(of region: PixelRect) -> RGBAImage {
        let area = region.intersection(bounds)
        if area == bounds, isOpaque {
            // Opaque premultiplied pixels are their straight bytes: share the storage, no conversion.
            return RGBAImage(width: width, height: height, bytes: bytes)!
        }
        let opaque = isOpaque
        // Every byte is written below, so the storage is not cleared first.
        let bytes = [UInt8](unsafeUninitializedCapacity: area.width * area.height * 4) { raw, initialized in
            let out = UnsafeMutableRawBufferPointer(raw).bindMemory(to: UInt32.self)
            readWords { buffer in
                for row in 0..<area.height {
                    let from = (row + area.y) * width + area.x
                    let to = row * area.width
                    if opaque {
                        _ = UnsafeMutableBufferPointer(rebasing: out[to..<(to + area.width)])
                            .initialize(fromContentsOf: UnsafeBufferPointer(rebasing: buffer[from..<(from + area.width)]))
                        continue
                    }
                    for column in 0..<area.width {
                        let word = buffer[from + column]
                        if word >> 24 == 255 {
                            out[to + column] = word
                            continue
                        }
                        let pixel = Canvas.straight(word)
                        out[to + column] =
                            UInt32(pixel.red) | UInt32(pixel.green) << 8 | UInt32(pixel.blue) << 16 | UInt32(pixel.alpha) << 24
                    }
                }
            }
            initialized = area.width * area.height * 4
        }
        return RGBAImage(width: area.width, height: area.height, bytes: bytes)!
    }

    /// The whole canvas as 8-bit straight-alpha pixels.
    package func image() -> RGBAImage { image(of: bounds) }
}
