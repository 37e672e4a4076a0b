// The text engine: FreeType faces shaped by HarfBuzz, with thread-safe caches.

internal import CFreeType
internal import CHarfBuzz

/// Opens a `FontSet`, shapes strings (HarfBuzz over FreeType, unhinted) and rasterizes glyphs
/// (FreeType grayscale anti-aliasing). Safe to use from many threads at once; results do not
/// depend on threading.
///
/// Precision: shaping runs at a scale of unitsPerEm × 64 (FreeType ppem = unitsPerEm), where
/// FreeType's fixed-point scaling is exactly 1 and every advance, kern and offset is an exact
/// integer; points are `units × size / unitsPerEm`. Widths therefore equal HarfBuzz's own
/// design-unit shaping exactly and scale exactly linearly with size (no 26.6 rounding).
package final class TextEngine: TextMeasuring, Sendable {
    package let fonts: FontSet
    /// "2.12.1"
    package let freeTypeVersion: String
    /// "6.0.0"
    package let harfBuzzVersion: String

    private let library: FreeTypeLibrary
    private let faces: [String: FontFace]  // by file path; immutable after init
    /// Shaped runs keyed by (file, text); size-independent, scaled per call.
    private let shapeCache = Locked<[ShapeKey: UnitRun]>([:])
    /// Glyph bitmaps keyed by (file, glyph, 26.6 pixel size, subpixelX).
    private let bitmapCache = Locked<[BitmapKey: GlyphBitmap]>([:])

    static let shapeCacheLimit = 50_000
    static let bitmapCacheLimit = 100_000

    /// Opens every file of `fonts` now, so a missing or broken font is reported here.
    /// Files are opened in weight order; the first failure is thrown.
    package init(fonts: FontSet) throws(TextError) {
        guard !fonts.files.isEmpty else { throw .noFonts }
        self.fonts = fonts
        let library = try FreeTypeLibrary()
        self.library = library
        var faces: [String: FontFace] = [:]
        for weight in FontWeight.allCases {
            guard let path = fonts.files[weight], faces[path] == nil else { continue }
            faces[path] = try FontFace(path: path, library: library)
        }
        self.faces = faces
        freeTypeVersion = library.version
        harfBuzzVersion = String(cString: hb_version_string())
    }

    /// Vertical metrics at `size` points: hhea ascender/descender/lineGap and OS/2
    /// capHeight/xHeight, each `designUnits × size / unitsPerEm`, unrounded.
    package func metrics(weight: FontWeight, size: Double) throws(TextError) -> FontMetrics {
        try Self.checkPointSize(size)
        let d = face(for: weight).design
        let upem = Double(d.unitsPerEm)
        func points(_ units: Int) -> Double { Double(units) * size / upem }
        return FontMetrics(
            ascender: points(d.ascender), descender: points(d.descender), lineGap: points(d.lineGap),
            capHeight: points(d.capHeight), xHeight: points(d.xHeight))
    }

    /// Shapes `text` on one line, left to right, with the font's default features (kerning,
    /// ligatures, contextual alternates). The weight's file is `fonts.file(for: weight)`.
    package func shape(_ text: String, weight: FontWeight, size: Double) throws(TextError) -> ShapedRun {
        try Self.checkPointSize(size)
        let face = face(for: weight)
        let key = ShapeKey(path: face.path, text: text)
        let units: UnitRun
        if let cached = shapeCache.withLock({ $0[key] }) {
            units = cached
        } else {
            let shaped = try face.shapeUnits(text)
            shapeCache.withLock { cache in
                if cache.count >= Self.shapeCacheLimit { cache.removeAll(keepingCapacity: true) }
                cache[key] = shaped
            }
            units = shaped
        }
        // 1/64 design units → points. Dividing by a power of two is exact, so this equals
        // designUnits × size / unitsPerEm bit for bit.
        let perUnit = Double(face.design.unitsPerEm * 64)
        func points(_ v: Int) -> Double { Double(v) * size / perUnit }
        return ShapedRun(
            glyphs: units.glyphs.map {
                ShapedGlyph(
                    glyph: $0.glyph, cluster: $0.cluster, xAdvance: points($0.xAdvance),
                    xOffset: points($0.xOffset), yOffset: points($0.yOffset))
            },
            width: points(units.totalAdvance))
    }

    /// The anti-aliased bitmap of `glyph` (an index from `shape` with the same weight) at
    /// `pixelSize` pixels per em (rounded to 1/64 px), unhinted, with its outline shifted right by
    /// `subpixelX` quarter pixels (0..<4). Empty glyphs (space) give a 0×0 bitmap.
    package func glyphBitmap(weight: FontWeight, glyph: UInt32, pixelSize: Double, subpixelX: Int) throws(TextError)
        -> GlyphBitmap
    {
        guard pixelSize.isFinite, pixelSize > 0, pixelSize <= 16_384 else {
            throw .invalidArgument("pixel size must be greater than 0 and at most 16384, got \(pixelSize)")
        }
        guard (0..<4).contains(subpixelX) else {
            throw .invalidArgument("subpixelX must be 0, 1, 2 or 3 (quarter pixels), got \(subpixelX)")
        }
        let charSize = max(1, Int((pixelSize * 64).rounded()))
        let face = face(for: weight)
        let key = BitmapKey(path: face.path, glyph: glyph, charSize: charSize, subpixelX: subpixelX)
        if let cached = bitmapCache.withLock({ $0[key] }) { return cached }
        let bitmap = try face.render(glyph: glyph, charSize: charSize, subpixelX: subpixelX)
        bitmapCache.withLock { cache in
            if cache.count >= Self.bitmapCacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = bitmap
        }
        return bitmap
    }

    /// Units per em of the weight's font (Inter: 2816).
    package func unitsPerEm(weight: FontWeight) -> Int {
        face(for: weight).design.unitsPerEm
    }

    private func face(for weight: FontWeight) -> FontFace {
        // init opened every file of a non-empty set, so both look-ups succeed.
        faces[fonts.file(for: weight)!]!
    }

    private static func checkPointSize(_ size: Double) throws(TextError) {
        guard size.isFinite, size > 0 else {
            throw .invalidArgument("font size must be a finite number of points greater than 0, got \(size)")
        }
    }
}

private struct ShapeKey: Hashable, Sendable {
    var path: String
    var text: String
}

private struct BitmapKey: Hashable, Sendable {
    var path: String
    var glyph: UInt32
    var charSize: Int
    var subpixelX: Int
}
