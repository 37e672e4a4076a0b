import Foundation
import Layout
import Pixels
import Spec
import Text

/// Paints a layout tree: backdrop, then every element in tree order, at the viewport's scale. Paint
/// comes resolved in the tree (colours, radii, glass, the backdrop's pixels); the rasterizer only
/// turns it into pixels. What cannot be drawn (a glyph the font engine cannot rasterise) is an
/// error naming the element, never a silently missing glyph.
package struct Rasterizer: Sendable {
    package let engine: TextEngine
    /// Painted backdrops shared by the renders of this rasterizer.
    private let backdrops = BackdropCache()
    /// Canvases of finished renders given back with `recycle`.
    private let frames = FramePool()

    package init(engine: TextEngine) {
        self.engine = engine
    }

    /// Renders the whole content (taller than the viewport when it scrolls).
    package func render(_ tree: LayoutTree) throws(RenderError) -> Rendering {
        let width = Int((tree.contentSize.width * Double(tree.scale)).rounded())
        let height = Int((tree.contentSize.height * Double(tree.scale)).rounded())
        var painter = Painter(engine: engine, tree: tree, scale: Double(tree.scale), canvas: Canvas(width: 0, height: 0))
        if case .solid(let color) = tree.backdrop {
            painter.canvas =
                frames.take(width: width, height: height, color: color)
                ?? Canvas(width: width, height: height, filledWith: color)
        } else {
            painter.canvas = Canvas(width: width, height: height)
            painter.canvas = backdrops.canvas(for: .init(backdrop: tree.backdrop.identity, width: width, height: height)) {
                var backdropPainter = painter
                backdropPainter.paintBackdrop(tree.backdrop)
                return backdropPainter.canvas
            }
        }
        try painter.paint(tree.root)
        // An opaque canvas on a solid backdrop shares its pixels with the image and can be recycled.
        let recyclable = painter.canvas.plainWord != nil && painter.canvas.isOpaqueCanvas
        return Rendering(
            image: painter.canvas.image(), scale: tree.scale, texts: painter.texts, shapes: painter.shapes,
            plainRows: painter.canvas.plainRows, journal: painter.canvas.journal.isComplete ? painter.canvas.journal : nil,
            frame: recyclable ? (painter.canvas, FrameToken()) : nil)
    }

    /// Gives back a rendering whose every use is over, so its canvas can start a later render of the
    /// same size and backdrop without filling the whole frame again. A rendering something else still
    /// holds (a copy of it) is left alone.
    package func recycle(_ rendering: consuming Rendering) {
        var token = rendering.frame?.token
        let canvas = rendering.frame?.canvas
        _ = consume rendering
        guard token != nil, isKnownUniquelyReferenced(&token), let canvas else { return }
        frames.give(canvas)
    }
}

/// The mutable state of one render.
struct Painter {
    let engine: TextEngine
    let tree: LayoutTree
    let scale: Double
    var canvas: Canvas
    var texts: [TextPaint] = []
    var shapes: [ShapePaint] = []

    init(engine: TextEngine, tree: LayoutTree, scale: Double, canvas: Canvas) {
        self.engine = engine
        self.tree = tree
        self.scale = scale
        self.canvas = canvas
    }

    mutating func paintBackdrop(_ backdrop: BackdropPaint) {
        switch backdrop {
        case .solid(let color):
            canvas.fillAll(color)
        case .linearGradient(let stops, let start, let end):
            let width = Double(canvas.width)
            let height = Double(canvas.height)
            canvas.fillLinearGradient(
                stops: stops.map { ($0.color, $0.location) },
                startX: start.x * width, startY: start.y * height, endX: end.x * width, endY: end.y * height)
        case .image(_, let pixels):
            canvas.drawCovering(pixels)
        }
    }

    private func pixels(_ rect: Rect) -> (x: Double, y: Double, width: Double, height: Double) {
        (rect.x * scale, rect.y * scale, rect.width * scale, rect.height * scale)
    }

    mutating func paint(_ node: LayoutNode) throws(RenderError) {
        if let surface = node.surface {
            paintSurface(node.frame, surface)
        }
        switch node.element {
        case .button(let button):
            paintButton(node, button)
        case .fieldBox(let fill, let border, let borderWidth, let cornerRadius):
            paintFieldBox(node, fill: fill, border: border, borderWidth: borderWidth, cornerRadius: cornerRadius)
        case .toggleControl(let isOn, let style, let body, let mark, let cornerRadius, let knobOnRight):
            paintToggleControl(node, isOn: isOn, style: style, body: body, mark: mark, cornerRadius: cornerRadius, knobOnRight: knobOnRight)
        case .spinner(let diameter, let color):
            paintSpinner(node.frame, diameter: diameter, color: color)
        case .symbol(let glyph, let color, let lineWidth):
            paintSymbol(node.frame, glyph, color: color, lineWidth: lineWidth)
        default:
            break
        }
        if let text = node.text, !node.isHidden {
            try paintText(node, text)
        }
        for child in node.children {
            try paint(child)
        }
    }

    // MARK: - Controls

    private mutating func recordShape(_ node: LayoutNode, _ shape: Shape, paint: (inout Canvas) -> Void) {
        let region = shape.bounds.intersection(canvas.bounds)
        // The ring depends on the shape alone: find it first, then read its pixels either side of the fill.
        let ring = ShapeRing.pixels(coverage: canvas.coverage(of: shape, in: region), width: region.width, height: region.height)
        // Canvas word offsets of the ring, read before and after the fill.
        let offsets = ring.map { (region.y + $0 / region.width) * canvas.width + region.x + $0 % region.width }
        let before = canvas.words(at: offsets)
        paint(&canvas)
        let after = canvas.words(at: offsets)
        var samples: [ShapePaint.Sample] = []
        samples.reserveCapacity(ring.count)
        for index in ring.indices {
            samples.append(
                ShapePaint.Sample(
                    x: region.x + ring[index] % region.width, y: region.y + ring[index] / region.width,
                    before: Canvas.straight(before[index]), after: Canvas.straight(after[index])))
        }
        shapes.append(
            ShapePaint(
                nodeID: node.id, role: node.role, owner: node.owner, sourcePath: node.sourcePath, sourceLocation: node.sourceLocation,
                region: region, ring: samples))
    }

    private mutating func paintButton(_ node: LayoutNode, _ button: ButtonAppearance) {
        let (x, y, width, height) = pixels(node.frame)
        let shape = Shape.roundedRect(x: x, y: y, width: width, height: height, radius: button.cornerRadius * scale)
        let highlightWidth = RenderModel.glassHighlightWidth(scale: scale)
        let sigma = button.glass.map { $0.blurSigma * scale }
        recordShape(node, shape) { canvas in
            if let sigma {
                canvas.blur(under: shape, sigma: sigma)
            }
            if let fill = button.fill {
                canvas.fill(shape, color: fill)
            }
            if let highlight = button.glass?.highlight {
                canvas.fill(.inset(shape, width: highlightWidth), color: highlight)
            }
        }
    }

    /// A surface behind a node's content: a material's blur of what is behind it, the fill (or the
    /// material's veil), then the stroke just inside the outline.
    private mutating func paintSurface(_ frame: Rect, _ surface: SurfacePaint) {
        let (x, y, width, height) = pixels(frame)
        guard width > 0, height > 0 else { return }
        let shape = Shape.roundedRect(
            x: x, y: y, width: width, height: height, radius: min(surface.cornerRadius * scale, min(width, height) / 2))
        if let sigma = surface.blurSigma {
            canvas.blur(under: shape, sigma: sigma * scale)
        }
        canvas.fill(shape, color: surface.fill)
        if let stroke = surface.stroke {
            let strokeWidth =
                switch surface.strokeWidth {
                case .hairline: 1.0
                case .points(let points): points * scale
                }
            canvas.fill(.inset(shape, width: strokeWidth), color: stroke)
        }
    }

    private mutating func paintFieldBox(
        _ node: LayoutNode, fill: SRGBColor, border: SRGBColor, borderWidth: StrokeWidth, cornerRadius: Double
    ) {
        let (x, y, width, height) = pixels(node.frame)
        let shape = Shape.roundedRect(x: x, y: y, width: width, height: height, radius: cornerRadius * scale)
        let stroke =
            switch borderWidth {
            case .hairline: 1.0
            case .points(let points): points * scale
            }
        recordShape(node, shape) { canvas in
            canvas.fill(shape, color: fill)
            canvas.fill(.inset(shape, width: stroke), color: border)
        }
    }

    private mutating func paintToggleControl(
        _ node: LayoutNode, isOn: Bool, style: ToggleStyle, body: SRGBColor, mark: SRGBColor,
        cornerRadius: Double, knobOnRight: Bool
    ) {
        let (x, y, width, height) = pixels(node.frame)
        switch style {
        case .switch:
            let track = Shape.roundedRect(x: x, y: y, width: width, height: height, radius: cornerRadius * scale)
            canvas.fill(track, color: body)
            let inset = RenderModel.switchKnobInset * scale
            let radius = height / 2 - inset
            let centerX = knobOnRight ? x + width - inset - radius : x + inset + radius
            canvas.fill(.circle(centerX: centerX, centerY: y + height / 2, radius: radius), color: mark)
        case .checkbox:
            let box = Shape.roundedRect(x: x, y: y, width: width, height: height, radius: cornerRadius * scale)
            if isOn {
                canvas.fill(box, color: body)
                let stroke = 2 * scale
                canvas.fill(
                    .segment(x0: x + width * 0.25, y0: y + height * 0.52, x1: x + width * 0.43, y1: y + height * 0.7, width: stroke),
                    color: mark)
                canvas.fill(
                    .segment(x0: x + width * 0.43, y0: y + height * 0.7, x1: x + width * 0.76, y1: y + height * 0.32, width: stroke),
                    color: mark)
            } else {
                canvas.fill(.inset(box, width: 1.5 * scale), color: body)
            }
        }
    }

    /// A stroked symbol in its frame: polylines in unit coordinates of the frame, round-capped.
    private mutating func paintSymbol(_ frame: Rect, _ glyph: SymbolGlyph, color: SRGBColor, lineWidth: Double) {
        let (x, y, width, height) = pixels(frame)
        let polylines: [[(Double, Double)]] =
            switch glyph {
            case .upDownChevron: [[(0.15, 0.4), (0.5, 0.12), (0.85, 0.4)], [(0.15, 0.6), (0.5, 0.88), (0.85, 0.6)]]
            case .checkmark: [[(0.1, 0.55), (0.38, 0.85), (0.9, 0.15)]]
            case .xmark: [[(0.18, 0.18), (0.82, 0.82)], [(0.82, 0.18), (0.18, 0.82)]]
            }
        for line in polylines {
            for (start, end) in zip(line, line.dropFirst()) {
                canvas.fill(
                    .segment(
                        x0: x + start.0 * width, y0: y + start.1 * height, x1: x + end.0 * width, y1: y + end.1 * height,
                        width: lineWidth * scale), color: color)
            }
        }
    }

    private mutating func paintSpinner(_ frame: Rect, diameter: Double, color: SRGBColor) {
        let (x, y, width, height) = pixels(frame)
        let centerX = x + width / 2
        let centerY = y + height / 2
        let outer = diameter * scale / 2
        let inner = outer * RenderModel.spinnerInnerRadiusRatio * 2
        let spokeWidth = max(1, diameter * scale * RenderModel.spinnerSpokeWidthRatio)
        let count = RenderModel.spinnerSpokes
        for spoke in 0..<count {
            let angle = Double(spoke) / Double(count) * 2 * Double.pi - Double.pi / 2
            let fade = RenderModel.spinnerMinimumAlpha + (1 - RenderModel.spinnerMinimumAlpha) * Double(count - spoke) / Double(count)
            let (sin, cos) = (Foundation.sin(angle), Foundation.cos(angle))
            let r0 = inner + spokeWidth / 2
            let r1 = outer - spokeWidth / 2
            canvas.fill(
                .segment(x0: centerX + cos * r0, y0: centerY + sin * r0, x1: centerX + cos * r1, y1: centerY + sin * r1, width: spokeWidth),
                color: SRGBColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * fade))
        }
    }

    // MARK: - Text

    private struct PlacedGlyph {
        let bitmap: GlyphBitmap
        /// What the engine made the bitmap from, for the canvas's journal.
        let source: PaintJournal.MaskSource
        let x: Int
        let y: Int
        let characters: String
    }

    private mutating func paintText(_ node: LayoutNode, _ text: TextLayout) throws(RenderError) {
        let pixelSize = text.size * scale
        let weightCode = FontWeight.allCases.firstIndex(of: text.weight) ?? -1
        var placed: [PlacedGlyph] = []
        for line in text.lines {
            let utf8 = Array(line.text.utf8)
            let baseline = Int((line.baseline * scale).rounded())
            // A glyph's characters run from its cluster to the next larger cluster of the line (glyphs
            // are in visual order: clusters decrease along right-to-left runs).
            let clusterEnds = Self.clusterEnds(line.run.glyphs, length: utf8.count)
            var pen = line.x
            for glyph in line.run.glyphs {
                let position = GlyphBitmap.penPosition((pen + glyph.xOffset) * scale)
                pen += glyph.xAdvance
                let bitmap: GlyphBitmap
                do {
                    bitmap = try engine.glyphBitmap(
                        weight: text.weight, font: glyph.font, glyph: glyph.glyph, pixelSize: pixelSize, subpixelX: position.subpixelX)
                } catch {
                    throw RenderError(
                        tree: tree, node: node,
                        what: "glyph \(glyph.glyph) of \"\(line.text)\" (\(text.weight.rawValue), \(String(format: "%g", text.size)) pt)",
                        reason: "\(error)")
                }
                guard bitmap.width > 0, bitmap.height > 0 else { continue }
                let nextCluster = clusterEnds[glyph.cluster] ?? utf8.count
                let range = min(glyph.cluster, utf8.count)..<min(max(nextCluster, glyph.cluster), utf8.count)
                let source = PaintJournal.MaskSource(
                    weight: weightCode, font: glyph.font, glyph: glyph.glyph, pixelSize: pixelSize,
                    subpixelX: position.subpixelX)
                placed.append(
                    PlacedGlyph(
                        bitmap: bitmap, source: source, x: position.pixel + bitmap.left,
                        y: baseline - bitmap.top - Int((glyph.yOffset * scale).rounded()),
                        characters: String(decoding: utf8[range], as: UTF8.self)))
            }
        }
        guard !placed.isEmpty else { return }
        let region =
            placed
            .map { PixelRect(x: $0.x, y: $0.y, width: $0.bitmap.width, height: $0.bitmap.height) }
            .reduce(PixelRect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) }
            .intersection(canvas.bounds)
        let background = canvas.image(of: region)
        var coverage = [UInt8](repeating: 0, count: region.width * region.height)
        var glyphs: [GlyphPaint] = []
        // Most of a text's pixels land on one colour: the one under the top-left of its glyphs' box.
        let maskColor = canvas.maskColor(text.color, overPixelAt: region.x, region.y)
        for glyph in placed {
            let box = PixelRect(x: glyph.x, y: glyph.y, width: glyph.bitmap.width, height: glyph.bitmap.height).intersection(region)
            // The text's coverage: the largest of its glyphs' at each pixel (row by row, unchecked).
            coverage.withUnsafeMutableBufferPointer { target in
                glyph.bitmap.coverage.withUnsafeBufferPointer { source in
                    for row in box.y..<box.maxY {
                        let from = (row - glyph.y) * glyph.bitmap.width + (box.x - glyph.x)
                        let to = (row - region.y) * region.width + (box.x - region.x)
                        for offset in 0..<box.width { target[to + offset] = max(target[to + offset], source[from + offset]) }
                    }
                }
            }
            if !box.isEmpty {
                glyphs.append(
                    GlyphPaint(
                        region: PixelRect(x: box.x - region.x, y: box.y - region.y, width: box.width, height: box.height),
                        characters: glyph.characters))
            }
            canvas.composite(
                coverage: glyph.bitmap.coverage, width: glyph.bitmap.width, height: glyph.bitmap.height,
                x: glyph.x, y: glyph.y, color: maskColor, source: glyph.source)
        }
        texts.append(
            TextPaint(
                nodeID: node.id, role: node.role, owner: node.owner, sourcePath: node.sourcePath, sourceLocation: node.sourceLocation,
                region: region, background: background, coverage: coverage, glyphs: glyphs, color: text.color,
                pointSize: text.size, isBold: text.isBold, isDisabled: text.isDisabled))
    }

    /// Each cluster of `glyphs` → the next larger cluster among them, or `length` for the last.
    private static func clusterEnds(_ glyphs: [ShapedGlyph], length: Int) -> [Int: Int] {
        let starts = Set(glyphs.map(\.cluster)).sorted()
        var ends: [Int: Int] = [:]
        for (index, start) in starts.enumerated() {
            ends[start] = index + 1 < starts.count ? starts[index + 1] : length
        }
        return ends
    }
}
