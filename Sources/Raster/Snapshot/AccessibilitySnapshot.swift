import Layout
import Pixels
import Spec
import Text

/// A render with what VoiceOver reads on it: each element it visits outlined in a colour of
/// `SnapshotPalette` (a white halo outside, a dark line inside, so it shows on light and dark screens),
/// a numbered badge centred on its outline's top-leading corner in navigation order, and a legend right of the render
/// listing each number, in a badge of the same colour, with the spoken text (label, value, traits) and,
/// marked "Hint:", the hint VoiceOver reads after a pause. Long texts wrap in the legend. Everything is
/// sized in points times the render's scale: the legend's text is 17 points, iOS's body text at the default
/// size, in every case, so snapshots of all sizes read alike and compare side by side.
///
/// The legend goes right of the render, never below it: at AX5 renders are tall and narrow, so a legend
/// beside one uses height the render already takes, where one below would make the image taller still
/// and put the text far from the element it names. When the legend is taller than the render, the
/// space under the render is grey.
package struct AccessibilitySnapshot: Sendable {
    /// One element in navigation order: its frame in points of the render and what VoiceOver says.
    package struct Element: Sendable, Hashable {
        package let frame: Rect
        /// Label, value and traits as spoken ("Continue, Accept the terms first, dimmed, button").
        package let spoken: String
        /// The hint, read after a pause (nil: none).
        package let hint: String?

        package init(frame: Rect, spoken: String, hint: String? = nil) {
            self.frame = frame
            self.spoken = spoken
            self.hint = hint
        }
    }

    /// Legend sizes in points (times the render's scale in pixels).
    static let legendWidth = 300.0
    static let margin = 12.0
    static let textSize = 17.0
    static let titleSize = 13.0
    static let badgeTextSize = 13.0
    static let badgeHeight = 22.0
    static let entrySpacing = 10.0
    static let lineHeight = 1.3
    static let textColor = SRGBColor(red8: 0x1C, green8: 0x1C, blue8: 0x1E)
    static let hintColor = SRGBColor(red8: 0x55, green8: 0x55, blue8: 0x5A)
    static let legendBackground = SRGBColor(red: 1, green: 1, blue: 1)
    static let emptyBackground = SRGBColor(red8: 0xE8, green8: 0xE8, blue8: 0xEB)
    static let halo = SRGBColor(red: 1, green: 1, blue: 1, alpha: 0.9)
    static let shade = SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.7)
    static let noElements = "VoiceOver finds nothing to read on this screen."

    package let engine: TextEngine

    package init(engine: TextEngine) {
        self.engine = engine
    }

    /// `render` at `scale` pixels per point; `title` heads the legend (the case, say); `mirrored` puts
    /// the badges on the top-right corners (a right-to-left layout's leading corner).
    package func draw(
        _ render: RGBAImage, scale: Int, title: String, elements: [Element],
        mirrored: Bool = false
    ) throws(TextError) -> RGBAImage {
        let s = Double(max(scale, 1))
        let legendX = Double(render.width) + Self.margin * s
        let textX = legendX + (Self.badgeHeight + 8) * s
        let textWidth = (Self.legendWidth - 2 * Self.margin - Self.badgeHeight - 8) * s
        let lineStep = Self.textSize * Self.lineHeight * s

        // The legend's lines first, to know its height.
        let titleLines = try LegendWrap.lines(
            title, width: (Self.legendWidth - 2 * Self.margin) * s, size: Self.titleSize * s,
            weight: .semibold, engine: engine)
        var entries: [(spoken: [String], hint: [String])] = []
        for element in elements {
            let spoken = try LegendWrap.lines(element.spoken, width: textWidth, size: Self.textSize * s, weight: .regular, engine: engine)
            let hint =
                try element.hint.map { hint throws(TextError) in
                    try LegendWrap.lines("Hint: " + hint, width: textWidth, size: Self.textSize * s, weight: .regular, engine: engine)
                } ?? []
            entries.append((spoken, hint))
        }
        let titleStep = Self.titleSize * Self.lineHeight * s
        var legendHeight = Self.margin * s + Double(titleLines.count) * titleStep + Self.entrySpacing * s
        for entry in entries {
            legendHeight += max(Double(entry.spoken.count + entry.hint.count) * lineStep, Self.badgeHeight * s) + Self.entrySpacing * s
        }
        if entries.isEmpty { legendHeight += lineStep * 2 }
        legendHeight += Self.margin * s

        let width = render.width + Int((Self.legendWidth * s).rounded())
        let height = max(render.height, Int(legendHeight.rounded(.up)))
        var canvas = Canvas(width: width, height: height, filledWith: Self.legendBackground)
        if render.height < height {
            canvas.fill(
                .rect(x: 0, y: Double(render.height), width: Double(render.width), height: Double(height - render.height)),
                color: Self.emptyBackground)
        }
        canvas.composite(image: render, x: 0, y: 0)
        canvas.fill(.rect(x: Double(render.width), y: 0, width: max(1, s / 2), height: Double(height)), color: Self.emptyBackground)

        let bounds = Rect(x: 0, y: 0, width: Double(render.width), height: Double(render.height))
        for (index, element) in elements.enumerated() {
            outline(element.frame, scale: s, color: Self.color(index).fill, within: bounds, on: &canvas)
        }
        // Badges over every outline, the first on top.
        for (index, element) in elements.enumerated().reversed() {
            let frame = Self.pixels(element.frame, scale: s)
            let badge = try badgeWidth(index + 1, scale: s)
            // Centred on the outline's outer corner, so it covers as little of the element as it can.
            let x = (mirrored ? frame.maxX + 4 * s : frame.x - 4 * s) - badge / 2
            let y = frame.y - 4 * s - Self.badgeHeight * s / 2
            try drawBadge(
                index + 1, x: min(max(x, 0), bounds.width - badge),
                y: min(max(y, 0), max(0, bounds.height - Self.badgeHeight * s)), scale: s, on: &canvas)
        }

        // The legend.
        var y = Self.margin * s
        for line in titleLines {
            try SheetText.draw(
                line, x: Int(legendX), baseline: Int((y + Self.titleSize * s).rounded()), size: Self.titleSize * s,
                weight: .semibold, color: Self.textColor, engine: engine, on: &canvas)
            y += titleStep
        }
        y += Self.entrySpacing * s
        if entries.isEmpty {
            for line in try LegendWrap.lines(
                Self.noElements, width: (Self.legendWidth - 2 * Self.margin) * s, size: Self.textSize * s,
                weight: .regular, engine: engine)
            {
                try SheetText.draw(
                    line, x: Int(legendX), baseline: Int((y + Self.textSize * s).rounded()), size: Self.textSize * s,
                    weight: .regular, color: Self.hintColor, engine: engine, on: &canvas)
                y += lineStep
            }
        }
        for (index, entry) in entries.enumerated() {
            try drawBadge(index + 1, x: legendX, y: y, scale: s, on: &canvas)
            var lineTop = y + (Self.badgeHeight * s - lineStep) / 2
            for (line, color) in entry.spoken.map({ ($0, Self.textColor) }) + entry.hint.map({ ($0, Self.hintColor) }) {
                try SheetText.draw(
                    line, x: Int(textX), baseline: Int((lineTop + lineStep / 2 + Self.textSize * 0.36 * s).rounded()),
                    size: Self.textSize * s, weight: .regular, color: color, engine: engine, on: &canvas)
                lineTop += lineStep
            }
            y += max(Double(entry.spoken.count + entry.hint.count) * lineStep, Self.badgeHeight * s) + Self.entrySpacing * s
        }
        return canvas.image()
    }

    static func color(_ index: Int) -> (fill: SRGBColor, ink: SRGBColor) { SnapshotPalette.color(index) }

    static func pixels(_ frame: Rect, scale: Double) -> Rect {
        Rect(x: frame.x * scale, y: frame.y * scale, width: frame.width * scale, height: frame.height * scale)
    }

    /// The element's ring just outside its frame (kept inside the render): a dark line, the colour,
    /// a white halo, from the inside out.
    private func outline(_ frame: Rect, scale s: Double, color: SRGBColor, within bounds: Rect, on canvas: inout Canvas) {
        let pixels = Self.pixels(frame, scale: s)
        let ring = 4 * s
        let x0 = max(pixels.x - ring, bounds.x)
        let y0 = max(pixels.y - ring, bounds.y)
        let x1 = min(pixels.maxX + ring, bounds.maxX)
        let y1 = min(pixels.maxY + ring, bounds.maxY)
        guard x1 - x0 > 2 * ring, y1 - y0 > 2 * ring else { return }
        func band(_ inset: Double, _ width: Double, _ color: SRGBColor) {
            let rect = Shape.rect(x: x0 + inset, y: y0 + inset, width: x1 - x0 - 2 * inset, height: y1 - y0 - 2 * inset)
            canvas.fill(.inset(rect, width: width), color: color)
        }
        band(0, s, Self.halo)
        band(s, 2 * s, color)
        band(3 * s, s, Self.shade)
    }

    private func badgeWidth(_ number: Int, scale s: Double) throws(TextError) -> Double {
        let text = try SheetText.width(String(number), size: Self.badgeTextSize * s, weight: .bold, engine: engine)
        return max(Self.badgeHeight * s, (text + 10 * s).rounded())
    }

    /// A capsule in the element's colour with a white rim, its number centred in the colour's ink.
    private func drawBadge(_ number: Int, x: Double, y: Double, scale s: Double, on canvas: inout Canvas) throws(TextError) {
        let width = try badgeWidth(number, scale: s)
        let height = Self.badgeHeight * s
        let color = Self.color(number - 1)
        canvas.fill(.roundedRect(x: x, y: y, width: width, height: height, radius: height / 2), color: Self.halo)
        canvas.fill(
            .roundedRect(x: x + s, y: y + s, width: width - 2 * s, height: height - 2 * s, radius: height / 2 - s),
            color: color.fill)
        let text = String(number)
        let textWidth = try SheetText.width(text, size: Self.badgeTextSize * s, weight: .bold, engine: engine)
        try SheetText.draw(
            text, x: Int((x + (width - textWidth) / 2).rounded()),
            baseline: Int((y + height / 2 + Self.badgeTextSize * 0.36 * s).rounded()),
            size: Self.badgeTextSize * s, weight: .bold, color: color.ink, engine: engine, on: &canvas)
    }
}
