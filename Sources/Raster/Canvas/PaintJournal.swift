import Spec

/// Every call that changed a canvas, in order, with its arguments, as bytes: the canvas's scene.
///
/// Drawing is deterministic, so two canvases with equal complete journals hold the same pixels when
/// they were drawn by the same build of the renderer with the same glyph masks. That lets a golden
/// comparison stand on a fingerprint of a few kilobytes instead of a hash of megabytes of pixels
/// (`Rendering.journal`). A change the journal cannot describe by its arguments alone (an image drawn
/// in, a mask of unknown origin) makes it incomplete, and an incomplete journal says nothing.
package struct PaintJournal: Sendable, Equatable {
    /// The calls, each a tag and its arguments in fixed-width fields in the machine's byte order (lists
    /// are preceded by their length), so different call sequences never give the same bytes. They are
    /// compared only with journals of the same build on the same kind of machine.
    package private(set) var bytes: [UInt8] = []
    /// False once the canvas was changed in a way the journal does not describe.
    package private(set) var isComplete = true

    /// Where a glyph mask came from: together with the font files and the FreeType version, what
    /// decides its bytes. `weight` is the font weight's position in `FontWeight.allCases`.
    package struct MaskSource: Sendable, Equatable {
        package let weight: Int
        package let font: Int
        package let glyph: UInt32
        package let pixelSize: Double
        package let subpixelX: Int

        package init(weight: Int, font: Int, glyph: UInt32, pixelSize: Double, subpixelX: Int) {
            self.weight = weight
            self.font = font
            self.glyph = glyph
            self.pixelSize = pixelSize
            self.subpixelX = subpixelX
        }
    }

    enum Tag: UInt8 {
        case clear = 1
        case filled, fillAll, fill, glyph, gradient, blur
    }

    /// A journal for a canvas of this size whose every pixel starts as `word` (premultiplied).
    init(width: Int, height: Int, word: UInt32) {
        bytes.reserveCapacity(16 << 10)
        append(word == 0 ? .clear : .filled)
        append(width)
        append(height)
        append(UInt64(word))
    }

    /// The canvas changed in a way these bytes cannot describe.
    private mutating func markIncomplete() {
        isComplete = false
        bytes = []
    }

    /// Records an operation before the canvas executes it (`Canvas.apply(_:)`, the only caller).
    mutating func record(_ op: DrawOp) {
        switch op {
        case .fillAll(let color):
            record(fillAll: color)
        case .fill(let shape, let color):
            record(fill: shape, color: color)
        case .mask(_, let width, let height, let x, let y, let color, let source):
            record(mask: source, width: width, height: height, x: x, y: y, color: color.color, common: color.common)
        case .linearGradient(let stops, let startX, let startY, let endX, let endY):
            record(gradient: stops, startX: startX, startY: startY, endX: endX, endY: endY)
        case .coverImage, .image:
            // The image's pixels are not in the journal.
            markIncomplete()
        case .blur(let shape, let sigma):
            record(blurUnder: shape, sigma: sigma)
        }
    }

    private mutating func record(fillAll color: SRGBColor) {
        guard isComplete else { return }
        append(.fillAll)
        append(color)
    }

    private mutating func record(fill shape: Shape, color: SRGBColor) {
        guard isComplete else { return }
        append(.fill)
        append(shape)
        append(color)
    }

    /// A mask composited in `color` over the common word `common` (`Canvas.MaskColor`).
    private mutating func record(mask source: MaskSource?, width: Int, height: Int, x: Int, y: Int, color: SRGBColor, common: UInt32) {
        guard isComplete else { return }
        guard let source else { return markIncomplete() }
        // One fixed-size record, copied in one go: a screen has hundreds of glyphs.
        let record: (UInt64, Int64, Int64, UInt64, UInt64, Int64, Int64, Int64, Int64, Int64, UInt64, UInt64, UInt64, UInt64, UInt64) = (
            UInt64(Tag.glyph.rawValue), Int64(source.weight), Int64(source.font), UInt64(source.glyph), source.pixelSize.bitPattern,
            Int64(source.subpixelX), Int64(width), Int64(height), Int64(x), Int64(y),
            color.red.bitPattern, color.green.bitPattern, color.blue.bitPattern, color.alpha.bitPattern, UInt64(common)
        )
        withUnsafeBytes(of: record) { bytes.append(contentsOf: $0) }
    }

    private mutating func record(gradient stops: [DrawOp.GradientStop], startX: Double, startY: Double, endX: Double, endY: Double) {
        guard isComplete else { return }
        append(.gradient)
        append(stops.count)
        for stop in stops {
            append(stop.color)
            append(stop.location)
        }
        for value in [startX, startY, endX, endY] { append(value) }
    }

    private mutating func record(blurUnder shape: Shape, sigma: Double) {
        guard isComplete else { return }
        append(.blur)
        append(shape)
        append(sigma)
    }

    // MARK: - Encoding

    private mutating func append(_ tag: Tag) {
        bytes.append(tag.rawValue)
    }

    private mutating func append(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    private mutating func append(_ value: Int) {
        append(UInt64(bitPattern: Int64(value)))
    }

    private mutating func append(_ value: Double) {
        append(value.bitPattern)
    }

    private mutating func append(_ color: SRGBColor) {
        let record = (color.red.bitPattern, color.green.bitPattern, color.blue.bitPattern, color.alpha.bitPattern)
        withUnsafeBytes(of: record) { bytes.append(contentsOf: $0) }
    }

    private mutating func append(_ shape: Shape) {
        let record: (UInt64, Double, Double, Double, Double, Double)
        switch shape {
        case .roundedRect(let x, let y, let width, let height, let radius):
            record = (1, x, y, width, height, radius)
        case .circle(let centerX, let centerY, let radius):
            record = (2, centerX, centerY, radius, 0, 0)
        case .segment(let x0, let y0, let x1, let y1, let width):
            record = (3, x0, y0, x1, y1, width)
        case .inset(let inner, let width):
            record = (4, width, 0, 0, 0, 0)
            withUnsafeBytes(of: record) { bytes.append(contentsOf: $0) }
            return append(inner)
        }
        withUnsafeBytes(of: record) { bytes.append(contentsOf: $0) }
    }
}
