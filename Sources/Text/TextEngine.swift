// The text engine: FreeType faces shaped by HarfBuzz, with thread-safe caches.

internal import CFreeType
internal import CHarfBuzz

/// Opens a `FontStack`, shapes strings (HarfBuzz over FreeType, unhinted) and rasterizes glyphs
/// (FreeType grayscale anti-aliasing). Safe to use from many threads at once; results do not
/// depend on threading.
///
/// A line is shaped in runs: split by direction (the Unicode Bidirectional Algorithm, by FriBidi), by
/// font (each character from the first font of the stack that has it) and by script, each run shaped
/// by HarfBuzz in its direction, script and language (the caller's) with the rest of the line as context, and the
/// runs put in visual order (UAX #9 rule L2). A line of characters the primary font has, all left to
/// right, is one run: shaped exactly as a single HarfBuzz call.
///
/// Precision: shaping runs at a scale of unitsPerEm × 64 (FreeType ppem = unitsPerEm), where
/// FreeType's fixed-point scaling is exactly 1 and every advance, kern and offset is an exact
/// integer; points are `units × size / unitsPerEm`. Widths therefore equal HarfBuzz's own
/// design-unit shaping exactly and scale exactly linearly with size (no 26.6 rounding).
package final class TextEngine: TextMeasuring, Sendable {
    /// The primary fonts (`stack.primary`).
    package let fonts: FontSet
    package let stack: FontStack
    /// "2.12.1"
    package let freeTypeVersion: String
    /// "6.0.0"
    package let harfBuzzVersion: String

    /// The stack's faces, each opened when a text first needs it.
    private let faces: FaceTable
    /// Shaped lines keyed by (primary file, text, direction, language); size-independent, scaled per call.
    private let shapeCache = Locked<[ShapeKey: [ShapedItem]]>([:])
    /// Glyph bitmaps keyed by (file, glyph, 26.6 pixel size, subpixelX).
    private let bitmapCache = Locked<[BitmapKey: GlyphBitmap]>([:])

    static let shapeCacheLimit = 50_000
    static let bitmapCacheLimit = 100_000

    /// Opens every file of `fonts` now, so a missing or broken font is reported here; no fallbacks.
    package convenience init(fonts: FontSet) throws(TextError) {
        try self.init(stack: FontStack(primary: fonts))
    }

    /// Checks every file of the stack now, so a missing file, a directory or a file that is no font is
    /// reported here; files are checked set by set, in weight order, and the first failure is thrown. A
    /// fallback set may not be empty. Faces themselves are opened when a text first needs them
    /// (`FaceTable`): a font file that looks like OpenType but is damaged inside fails then.
    package init(stack: FontStack) throws(TextError) {
        guard !stack.primary.files.isEmpty, stack.fallbacks.allSatisfy({ !$0.files.isEmpty }) else { throw .noFonts }
        self.stack = stack
        self.fonts = stack.primary
        let library = try FreeTypeLibrary()
        let faces = FaceTable(library: library)
        for path in Self.files(of: stack) { try faces.check(path) }
        self.faces = faces
        freeTypeVersion = library.version
        harfBuzzVersion = String(cString: hb_version_string())
    }

    /// Every font file of the stack, primary first, each once.
    package var fontFiles: [String] { Self.files(of: stack) }

    /// Opens the face of `path`, a file of the stack, now instead of when a text first needs it, so a file
    /// that starts like OpenType but is damaged inside (a cut table directory, a missing table) fails here.
    package func open(_ path: String) throws(TextError) {
        guard fontFiles.contains(path) else { throw .invalidArgument("\(path) is not a font file of this engine's stack") }
        _ = try faces.face(path)
    }

    private static func files(of stack: FontStack) -> [String] {
        var seen: Set<String> = []
        var files: [String] = []
        for set in stack.sets {
            for weight in FontWeight.allCases {
                if let path = set.files[weight], seen.insert(path).inserted { files.append(path) }
            }
        }
        return files
    }

    /// Vertical metrics at `size` points: hhea ascender/descender/lineGap and OS/2
    /// capHeight/xHeight of the primary font, each `designUnits × size / unitsPerEm`, unrounded.
    package func metrics(weight: FontWeight, size: Double) throws(TextError) -> FontMetrics {
        try metrics(weight: weight, size: size, font: 0)
    }

    /// The same metrics of the weight's font `font` of the stack (a glyph's `font`: 0 the primary font,
    /// 1… the fallbacks), so a line drawn partly in a fallback font can make room for its ascender and descender.
    package func metrics(weight: FontWeight, size: Double, font: Int) throws(TextError) -> FontMetrics {
        try Self.checkPointSize(size)
        let d = try faces.face(try existingFile(weight: weight, font: font)).design
        let upem = Double(d.unitsPerEm)
        func points(_ units: Int) -> Double { Double(units) * size / upem }
        return FontMetrics(
            ascender: points(d.ascender), descender: points(d.descender), lineGap: points(d.lineGap),
            capHeight: points(d.capHeight), xHeight: points(d.xHeight))
    }

    /// Shapes `text` on one line with the fonts' default features (kerning, ligatures, contextual
    /// alternates), its base direction taken from its first strong character (left to right without one).
    package func shape(_ text: String, weight: FontWeight, size: Double) throws(TextError) -> ShapedRun {
        try shape(text, weight: weight, size: size, direction: nil)
    }

    /// Shapes `text` on one line in a paragraph of base direction `direction` (`nil`: from its first
    /// strong character, left to right without one). Glyphs come in visual order, left to right.
    package func shape(_ text: String, weight: FontWeight, size: Double, direction: TextDirection?) throws(TextError) -> ShapedRun {
        try shape(text, weight: weight, size: size, direction: direction, language: nil)
    }

    /// Shapes `text` as `shape(_:weight:size:direction:)` does, every run in the language `language` (a
    /// BCP 47 tag: `de`, `fr-CA`, `sr-Latn`, `ja`), so a font's forms for that language (OpenType `locl`:
    /// Catalan `ŀl`, Romanian `ș`, Urdu digits, Japanese rather than Chinese ideographs) are drawn; each
    /// run keeps its own script. `nil`: Arabic runs in `ar`, Hebrew runs in `he`, every other run in `en`.
    package func shape(_ text: String, weight: FontWeight, size: Double, direction: TextDirection?, language: String?) throws(TextError)
        -> ShapedRun
    {
        try shape(text, in: nil, weight: weight, size: size, direction: direction, language: language)
    }

    /// Shapes the line `line` of `paragraph` (UTF-8 offsets at character boundaries) as
    /// `shape(_:weight:size:direction:language:)` shapes a line, with one difference: its characters'
    /// embedding levels are resolved on the whole paragraph (UAX #9 resolves a paragraph, then breaks it
    /// into lines and reorders each line), so a line is ordered as it is in its paragraph: `direction`
    /// (`nil`: the paragraph's first strong character's) is the paragraph's. Clusters are offsets into the line.
    package func shapeLine(
        _ line: Range<Int>, of paragraph: String, weight: FontWeight, size: Double, direction: TextDirection?,
        language: String?
    ) throws(TextError) -> ShapedRun {
        let utf8 = paragraph.utf8
        guard line.lowerBound >= 0, line.upperBound <= utf8.count,
            utf8.index(utf8.startIndex, offsetBy: line.lowerBound).samePosition(in: paragraph.unicodeScalars) != nil,
            utf8.index(utf8.startIndex, offsetBy: line.upperBound).samePosition(in: paragraph.unicodeScalars) != nil
        else {
            throw .invalidArgument("a line must be UTF-8 offsets of whole characters within its paragraph (0...\(utf8.count)), got \(line)")
        }
        if line == 0..<utf8.count {
            return try shape(paragraph, in: nil, weight: weight, size: size, direction: direction, language: language)
        }
        let start = utf8.index(utf8.startIndex, offsetBy: line.lowerBound)
        let text = String(paragraph[start..<utf8.index(start, offsetBy: line.count)])
        let context = ParagraphLine(paragraph: paragraph, start: line.lowerBound)
        return try shape(text, in: context, weight: weight, size: size, direction: direction, language: language)
    }

    /// `text` shaped, a line of `paragraph` (nil: its own paragraph), scaled to `size`.
    private func shape(
        _ text: String, in paragraph: ParagraphLine?, weight: FontWeight, size: Double, direction: TextDirection?,
        language: String?
    ) throws(TextError) -> ShapedRun {
        try Self.checkPointSize(size)
        let key = ShapeKey(path: file(weight: weight, font: 0)!, text: text, direction: direction, language: language, paragraph: paragraph)
        let items: [ShapedItem]
        if let cached = shapeCache.withLock({ $0[key] }) {
            items = cached
        } else {
            let shaped = try shapeItems(text, in: paragraph, weight: weight, direction: direction, language: language)
            shapeCache.withLock { cache in
                if cache.count >= Self.shapeCacheLimit { cache.removeAll(keepingCapacity: true) }
                cache[key] = shaped
            }
            items = shaped
        }
        var glyphs: [ShapedGlyph] = []
        var width = 0.0
        for item in items {
            // 1/64 design units → points. Dividing by a power of two is exact, so this equals
            // designUnits × size / unitsPerEm bit for bit.
            let perUnit = Double(item.unitsPerEm * 64)
            func points(_ v: Int) -> Double { Double(v) * size / perUnit }
            for glyph in item.run.glyphs {
                glyphs.append(
                    ShapedGlyph(
                        glyph: glyph.glyph, cluster: glyph.cluster, xAdvance: points(glyph.xAdvance),
                        xOffset: points(glyph.xOffset), yOffset: points(glyph.yOffset), font: item.font))
            }
            width += points(item.run.totalAdvance)
        }
        let level = items.isEmpty ? (direction ?? .leftToRight).level : items[0].paragraphLevel
        return ShapedRun(glyphs: glyphs, width: width, direction: level == 0 ? .leftToRight : .rightToLeft)
    }

    /// The base direction rules P2 and P3 of the Unicode Bidirectional Algorithm give `text`: that of its
    /// first strong character, `nil` when it has none.
    package static func naturalDirection(of text: String) -> TextDirection? {
        BidiLevels.naturalDirection(text.unicodeScalars.map(\.value))
    }

    /// The items of `text`, each shaped with its font, in visual order.
    private func shapeItems(
        _ text: String, in paragraph: ParagraphLine?, weight: FontWeight, direction: TextDirection?,
        language: String?
    ) throws(TextError) -> [ShapedItem] {
        // A fallback face is opened only when the fonts before it lack a character of the text.
        let itemizer = TextItemizer(fontCount: stack.fallbacks.count + 1) { (font, scalars) throws(TextError) in
            try self.face(weight: weight, font: font).hasGlyphs(scalars)
        }
        let (items, paragraphLevel): ([TextItem], Int)
        if let paragraph {
            let scalars = paragraph.paragraph.unicodeScalars.map(\.value)
            let before = paragraph.paragraph.utf8.prefix(paragraph.start)
            let first = String(decoding: before, as: UTF8.self).unicodeScalars.count
            let line = first..<(first + text.unicodeScalars.count)
            (items, paragraphLevel) = try itemizer.items(text, bidi: try BidiLevels(paragraph: scalars, direction: direction, line: line))
        } else {
            (items, paragraphLevel) = try itemizer.items(text, direction: direction)
        }
        guard !items.isEmpty else {
            // An empty line: nothing to shape, as HarfBuzz gives nothing.
            return []
        }
        var shaped: [ShapedItem] = []
        for index in VisualOrder.indices(levels: items.map(\.level)) {
            let item = items[index]
            let face = try face(weight: weight, font: item.font)
            let run = try face.shapeUnits(
                text, item: item.bytes, direction: item.direction, script: item.script,
                language: language ?? Self.language(script: item.script))
            shaped.append(ShapedItem(font: item.font, unitsPerEm: face.design.unitsPerEm, run: run, paragraphLevel: paragraphLevel))
        }
        return shaped
    }

    /// The language a run is shaped in when the caller names none: Arabic and Hebrew for their scripts,
    /// English otherwise (fixed, so results do not depend on the process locale).
    static func language(script: UInt32?) -> String {
        switch script {
        case HB_SCRIPT_ARABIC.rawValue: "ar"
        case HB_SCRIPT_HEBREW.rawValue: "he"
        default: "en"
        }
    }

    /// The anti-aliased bitmap of `glyph` (an index from `shape` with the same weight, of the stack's font
    /// `font`: a glyph's `font`) at `pixelSize` pixels per em (rounded to 1/64 px), unhinted, with its
    /// outline shifted right by `subpixelX` quarter pixels (0..<4). Empty glyphs (space) give a 0×0 bitmap.
    package func glyphBitmap(weight: FontWeight, font: Int = 0, glyph: UInt32, pixelSize: Double, subpixelX: Int) throws(TextError)
        -> GlyphBitmap
    {
        guard pixelSize.isFinite, pixelSize > 0, pixelSize <= 16_384 else {
            throw .invalidArgument("pixel size must be greater than 0 and at most 16384, got \(pixelSize)")
        }
        guard (0..<4).contains(subpixelX) else {
            throw .invalidArgument("subpixelX must be 0, 1, 2 or 3 (quarter pixels), got \(subpixelX)")
        }
        let path = try existingFile(weight: weight, font: font)
        let charSize = max(1, Int((pixelSize * 64).rounded()))
        let key = BitmapKey(path: path, glyph: glyph, charSize: charSize, subpixelX: subpixelX)
        if let cached = bitmapCache.withLock({ $0[key] }) { return cached }
        let bitmap = try faces.face(path).render(glyph: glyph, charSize: charSize, subpixelX: subpixelX)
        bitmapCache.withLock { cache in
            if cache.count >= Self.bitmapCacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = bitmap
        }
        return bitmap
    }

    /// Units per em of the weight's font `font` of the stack, the primary by default (Inter: 2816).
    /// An index outside the stack means the primary font.
    package func unitsPerEm(weight: FontWeight, font: Int = 0) throws(TextError) -> Int {
        try face(weight: weight, font: file(weight: weight, font: font) == nil ? 0 : font).design.unitsPerEm
    }

    /// The file the weight is drawn from in font `font` of the stack (0: the primary), `nil` for an
    /// index outside the stack. Every set is non-empty (init checked), so a weight always resolves.
    private func file(weight: FontWeight, font: Int) -> String? {
        let set: FontSet
        if font == 0 {
            set = stack.primary
        } else if stack.fallbacks.indices.contains(font - 1) {
            set = stack.fallbacks[font - 1]
        } else {
            return nil
        }
        return set.file(for: weight)!
    }

    /// `file(weight:font:)` of an index a caller passed, which must be inside the stack.
    private func existingFile(weight: FontWeight, font: Int) throws(TextError) -> String {
        guard let path = file(weight: weight, font: font) else {
            throw .invalidArgument("font must be an index into the font stack (0..<\(stack.fallbacks.count + 1)), got \(font)")
        }
        return path
    }

    /// The face of the weight in font `font` of the stack (an index inside it), opened on first use.
    private func face(weight: FontWeight, font: Int = 0) throws(TextError) -> FontFace {
        try faces.face(file(weight: weight, font: font)!)
    }

    private static func checkPointSize(_ size: Double) throws(TextError) {
        guard size.isFinite, size > 0 else {
            throw .invalidArgument("font size must be a finite number of points greater than 0, got \(size)")
        }
    }
}

/// One item of a shaped line, at the design scale of its font.
private struct ShapedItem: Sendable {
    var font: Int
    var unitsPerEm: Int
    var run: UnitRun
    var paragraphLevel: Int
}

private struct ShapeKey: Hashable, Sendable {
    var path: String
    var text: String
    var direction: TextDirection?
    var language: String?
    var paragraph: ParagraphLine?
}

/// Where a line lies in its paragraph: the paragraph's text and the line's first UTF-8 offset in it.
private struct ParagraphLine: Hashable, Sendable {
    var paragraph: String
    var start: Int
}

private struct BitmapKey: Hashable, Sendable {
    var path: String
    var glyph: UInt32
    var charSize: Int
    var subpixelX: Int
}
