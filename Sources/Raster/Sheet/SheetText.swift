import Spec
import Text

/// One line of label text drawn onto a canvas (contact sheets, diff captions): shaped by the
/// engine, glyph coverage composited in `color`, cut at `maxX`. A label the engine cannot shape or
/// rasterise is an error, not a label silently missing from the sheet.
enum SheetText {
    static func draw(
        _ text: String, x: Int, baseline: Int, size: Double, weight: FontWeight, color: SRGBColor,
        engine: TextEngine, on canvas: inout Canvas, maxX: Int = Int.max
    ) throws(TextError) {
        let run = try engine.shape(text, weight: weight, size: size)
        var pen = Double(x)
        for glyph in run.glyphs {
            let position = GlyphBitmap.penPosition(pen + glyph.xOffset)
            pen += glyph.xAdvance
            if pen > Double(maxX) { break }
            let bitmap = try engine.glyphBitmap(
                weight: weight, font: glyph.font, glyph: glyph.glyph, pixelSize: size, subpixelX: position.subpixelX)
            guard bitmap.width > 0 else { continue }
            canvas.composite(
                coverage: bitmap.coverage, width: bitmap.width, height: bitmap.height,
                x: position.pixel + bitmap.left, y: baseline - bitmap.top, color: color)
        }
    }

    static func width(_ text: String, size: Double, weight: FontWeight, engine: TextEngine) throws(TextError) -> Double {
        try engine.shape(text, weight: weight, size: size).width
    }
}
