// One open font file: a FreeType face and the HarfBuzz font on top of it, behind one lock.
// Only this file and TextEngine.swift touch C types; none of them leave the module.

internal import CFreeType
internal import CHarfBuzz
import Foundation

/// The FreeType library handle. FreeType allows one library to serve many threads provided
/// `FT_New_Face` and `FT_Done_Face` are serialized; this lock does that.
final class FreeTypeLibrary: Sendable {
    private let handle: Locked<FT_Library?>
    let version: String

    init() throws(TextError) {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else {
            throw .freeType(path: "(library)", operation: "initialize", reason: freeTypeErrorText(error))
        }
        var major: FT_Int = 0
        var minor: FT_Int = 0
        var patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        version = "\(major).\(minor).\(patch)"
        handle = Locked(library)
    }

    /// Runs `body` with the library while holding its lock (for opening and closing faces).
    func withLock<R>(_ body: (FT_Library) throws(TextError) -> R) throws(TextError) -> R {
        try handle.withLock { (library: inout FT_Library?) throws(TextError) -> R in
            try body(library!)
        }
    }

    deinit {
        handle.withLock { library in
            if let library { FT_Done_FreeType(library) }
            library = nil
        }
    }
}

/// Font-wide values in design units, read once when the face is opened.
struct DesignMetrics: Sendable, Equatable {
    var unitsPerEm: Int
    var ascender: Int
    var descender: Int  // positive, below the baseline
    var lineGap: Int
    var capHeight: Int
    var xHeight: Int
}

/// A glyph shaped at the font's design scale, in 1/64 design units (exact integers).
struct UnitGlyph: Sendable, Equatable {
    var glyph: UInt32
    var cluster: Int
    var xAdvance: Int
    var xOffset: Int
    var yOffset: Int
}

/// A string shaped once for all sizes: HarfBuzz at a scale of unitsPerEm × 64.
struct UnitRun: Sendable, Equatable {
    var glyphs: [UnitGlyph]
    var totalAdvance: Int
}

/// The C handles of one face. Only ever touched inside `FontFace.state`'s lock (and, while the
/// face is created, inside the library's).
private struct FaceHandles {
    let face: FT_Face
    let hbFont: OpaquePointer  // hb_font_t*
    /// ppem = unitsPerEm: FreeType's 16.16 scale is then exactly 1.0 px per design unit, so
    /// hb_ft's 26.6 advances are design units × 64 with no rounding at all.
    let shapeSize: FT_Size
    /// Re-sized on demand for rasterizing.
    let renderSize: FT_Size
    var renderCharSize: FT_F26Dot6 = 0
}

// Load flags: unhinted outlines and linearly scaled advances; ignore embedded bitmaps.
private let unhintedLoadFlags = FT_Int32(FT_LOAD_NO_HINTING) | FT_Int32(FT_LOAD_NO_BITMAP)

/// One font file. FreeType faces (and an hb_font over one) are not thread-safe, so every use
/// of the handles goes through `state`'s lock; the design metrics are immutable.
final class FontFace: Sendable {
    let path: String
    let design: DesignMetrics
    private let library: FreeTypeLibrary
    private let state: Locked<FaceHandles>

    init(path: String, library: FreeTypeLibrary) throws(TextError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .fontFileNotFound(path: path)
        }
        guard !isDirectory.boolValue else {
            throw .fontFileUnreadable(path: path, reason: "it is a directory")
        }
        self.path = path
        self.library = library
        let (handles, design) = try library.withLock { (lib) throws(TextError) -> (FaceHandles, DesignMetrics) in
            var faceOut: FT_Face?
            let error = FT_New_Face(lib, path, 0, &faceOut)
            guard error == 0, let face = faceOut else {
                throw .fontFileUnreadable(path: path, reason: freeTypeErrorText(error))
            }
            do throws(TextError) {
                return try Self.prepare(face: face, path: path)
            } catch {
                FT_Done_Face(face)
                throw error
            }
        }
        self.design = design
        self.state = Locked(handles)
    }

    /// Checks the face, reads its metrics, creates the two sizes and the HarfBuzz font.
    /// Runs under the library lock; on error the caller frees the face.
    private static func prepare(face: FT_Face, path: String) throws(TextError) -> (FaceHandles, DesignMetrics) {
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 else {
            throw .fontFileUnreadable(path: path, reason: "not a scalable (outline) font")
        }
        let upem = Int(face.pointee.units_per_EM)
        guard upem > 0 else {
            throw .fontFileUnreadable(path: path, reason: "unitsPerEm is 0")
        }
        let design = designMetrics(face: face, unitsPerEm: upem)

        func check(_ error: FT_Error, _ operation: String) throws(TextError) {
            if error != 0 {
                throw .freeType(path: path, operation: operation, reason: freeTypeErrorText(error))
            }
        }
        // The face's own default size becomes the shaping size.
        guard let shapeSize = face.pointee.size else {
            throw .fontFileUnreadable(path: path, reason: "FreeType gave the face no size object")
        }
        try check(FT_Set_Char_Size(face, 0, FT_F26Dot6(upem) * 64, 72, 72), "set the shaping size")
        var renderOut: FT_Size?
        try check(FT_New_Size(face, &renderOut), "create a rendering size")
        guard let renderSize = renderOut else {
            throw .fontFileUnreadable(path: path, reason: "FreeType gave no rendering size object")
        }
        try check(FT_Activate_Size(shapeSize), "activate the shaping size")

        // hb_ft font functions: advances, glyph lookup and extents come from FreeType; the
        // hb_font's scale is read from the active size: unitsPerEm × 64.
        guard let hbFont = hb_ft_font_create_referenced(face) else {
            throw .harfBuzz(path: path, reason: "hb_ft_font_create_referenced failed")
        }
        hb_ft_font_set_load_flags(hbFont, Int32(FT_LOAD_NO_HINTING))
        // No point size: tracking ('trak') and optical-size behaviour must not depend on the
        // internal shaping scale.
        hb_font_set_ptem(hbFont, 0)
        var xScale: Int32 = 0
        var yScale: Int32 = 0
        hb_font_get_scale(hbFont, &xScale, &yScale)
        guard Int(xScale) == upem * 64 else {
            hb_font_destroy(hbFont)
            throw .harfBuzz(path: path, reason: "unexpected font scale \(xScale), wanted \(upem * 64)")
        }
        return (FaceHandles(face: face, hbFont: hbFont, shapeSize: shapeSize, renderSize: renderSize), design)
    }

    /// hhea ascender/descender/lineGap and OS/2 capHeight/xHeight, in design units. Falls back to
    /// FreeType's face values without hhea, and to the outline tops of "H"/"x" without OS/2 v2 values.
    private static func designMetrics(face: FT_Face, unitsPerEm upem: Int) -> DesignMetrics {
        var ascender = Int(face.pointee.ascender)
        var descender = -Int(face.pointee.descender)
        var lineGap = max(0, Int(face.pointee.height) - ascender - descender)
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) {
            let hhea = raw.assumingMemoryBound(to: TT_HoriHeader.self).pointee
            ascender = Int(hhea.Ascender)
            descender = -Int(hhea.Descender)
            lineGap = Int(hhea.Line_Gap)
        }
        var capHeight = 0
        var xHeight = 0
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.version >= 2 && os2.version != 0xFFFF {
                capHeight = Int(os2.sCapHeight)
                xHeight = Int(os2.sxHeight)
            }
        }
        if capHeight <= 0 { capHeight = outlineTop(face: face, character: "H") ?? ascender }
        if xHeight <= 0 { xHeight = outlineTop(face: face, character: "x") ?? capHeight }
        return DesignMetrics(
            unitsPerEm: upem, ascender: ascender, descender: descender, lineGap: lineGap,
            capHeight: capHeight, xHeight: xHeight)
    }

    private static func outlineTop(face: FT_Face, character: Unicode.Scalar) -> Int? {
        let index = FT_Get_Char_Index(face, FT_ULong(character.value))
        guard index != 0,
            FT_Load_Glyph(face, index, FT_Int32(FT_LOAD_NO_SCALE) | FT_Int32(FT_LOAD_NO_BITMAP)) == 0
        else { return nil }
        var box = FT_BBox()
        FT_Outline_Get_CBox(&face.pointee.glyph.pointee.outline, &box)
        return box.yMax > 0 ? Int(box.yMax) : nil
    }

    /// Which of `scalars` the font's character map has a glyph for (one lock for all of them).
    func hasGlyphs(_ scalars: [UInt32]) -> [Bool] {
        state.withLock { (h: inout FaceHandles) -> [Bool] in
            scalars.map { FT_Get_Char_Index(h.face, FT_ULong($0)) != 0 }
        }
    }

    /// Shapes the UTF-8 bytes `item` of `text` at the design scale with HarfBuzz's default features,
    /// the rest of `text` given as context (so joining and kerning see the neighbouring characters).
    /// `script` nil is guessed from the item's first character that has one; `language` is a BCP 47 tag.
    /// Glyphs come in visual order, left to right (a right-to-left item's clusters decrease); clusters
    /// are UTF-8 offsets into the whole of `text`.
    func shapeUnits(_ text: String, item: Range<Int>, direction: TextDirection, script: UInt32?, language: String) throws(TextError)
        -> UnitRun
    {
        let path = self.path
        return try state.withLock { (h: inout FaceHandles) throws(TextError) -> UnitRun in
            FT_Activate_Size(h.shapeSize)
            guard let buffer = hb_buffer_create() else {
                throw .harfBuzz(path: path, reason: "out of memory")
            }
            defer { hb_buffer_destroy(buffer) }
            var utf8 = text
            utf8.withUTF8 { bytes in
                bytes.withMemoryRebound(to: CChar.self) { chars in
                    hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), UInt32(item.lowerBound), Int32(item.count))
                }
            }
            hb_buffer_set_direction(buffer, direction == .leftToRight ? HB_DIRECTION_LTR : HB_DIRECTION_RTL)
            hb_buffer_set_language(buffer, shapingLanguage(language))
            if let script { hb_buffer_set_script(buffer, hb_script_t(rawValue: script)) }
            hb_buffer_guess_segment_properties(buffer)
            guard hb_buffer_allocation_successful(buffer) != 0 else {
                throw .harfBuzz(path: path, reason: "out of memory")
            }
            hb_shape(h.hbFont, buffer, nil, 0)
            var count: UInt32 = 0
            let infos = hb_buffer_get_glyph_infos(buffer, &count)
            let positions = hb_buffer_get_glyph_positions(buffer, nil)
            var glyphs: [UnitGlyph] = []
            glyphs.reserveCapacity(Int(count))
            var total = 0
            if let infos, let positions {
                for i in 0..<Int(count) {
                    let advance = Int(positions[i].x_advance)
                    total += advance
                    glyphs.append(
                        UnitGlyph(
                            glyph: infos[i].codepoint, cluster: Int(infos[i].cluster), xAdvance: advance,
                            xOffset: Int(positions[i].x_offset), yOffset: Int(positions[i].y_offset)))
                }
            }
            return UnitRun(glyphs: glyphs, totalAdvance: total)
        }
    }

    /// Renders `glyph` unhinted at `charSize` (26.6 px per em), shifted right by `subpixelX`
    /// quarter pixels, as 8-bit anti-aliased coverage.
    func render(glyph: UInt32, charSize: Int, subpixelX: Int) throws(TextError) -> GlyphBitmap {
        let path = self.path
        return try state.withLock { (h: inout FaceHandles) throws(TextError) -> GlyphBitmap in
            let face = h.face
            defer { FT_Activate_Size(h.shapeSize) }
            func check(_ error: FT_Error, _ operation: String) throws(TextError) {
                if error != 0 {
                    throw .freeType(path: path, operation: operation, reason: freeTypeErrorText(error))
                }
            }
            try check(FT_Activate_Size(h.renderSize), "activate the rendering size")
            if h.renderCharSize != FT_F26Dot6(charSize) {
                h.renderCharSize = 0
                try check(
                    FT_Set_Char_Size(face, 0, FT_F26Dot6(charSize), 72, 72),
                    "set the pixel size \(Double(charSize) / 64)")
                h.renderCharSize = FT_F26Dot6(charSize)
            }
            guard FT_Long(glyph) < face.pointee.num_glyphs else {
                throw .freeType(
                    path: path, operation: "load glyph \(glyph)",
                    reason: "the font has only \(face.pointee.num_glyphs) glyphs")
            }
            try check(FT_Load_Glyph(face, glyph, unhintedLoadFlags), "load glyph \(glyph)")
            let slot = face.pointee.glyph!
            guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else {
                throw .freeType(path: path, operation: "render glyph \(glyph)", reason: "it has no outline")
            }
            if subpixelX != 0 {
                FT_Outline_Translate(&slot.pointee.outline, FT_Pos(subpixelX * 16), 0)
            }
            try check(FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL), "render glyph \(glyph)")
            let bitmap = slot.pointee.bitmap
            let width = Int(bitmap.width)
            let height = Int(bitmap.rows)
            guard width > 0, height > 0, let buffer = bitmap.buffer else {
                return GlyphBitmap(width: 0, height: 0, left: 0, top: 0, coverage: [])
            }
            guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) else {
                throw .freeType(
                    path: path, operation: "render glyph \(glyph)",
                    reason: "unexpected pixel mode \(bitmap.pixel_mode)")
            }
            let pitch = Int(bitmap.pitch)
            var coverage = [UInt8](repeating: 0, count: width * height)
            coverage.withUnsafeMutableBufferPointer { out in
                for row in 0..<height {
                    // A negative pitch means the buffer starts at the bottom row.
                    let source = pitch >= 0 ? buffer + row * pitch : buffer + (height - 1 - row) * (-pitch)
                    (out.baseAddress! + row * width).update(from: source, count: width)
                }
            }
            return GlyphBitmap(
                width: width, height: height, left: Int(slot.pointee.bitmap_left),
                top: Int(slot.pointee.bitmap_top), coverage: coverage)
        }
    }

    deinit {
        let library = self.library
        state.withLock { h in
            // hb_font_destroy drops HarfBuzz's references to the face (FT_Done_Face), so it too
            // runs under the library lock.
            try? library.withLock { _ in
                hb_font_destroy(h.hbFont)
                FT_Done_Face(h.face)  // frees both sizes
            }
        }
    }
}

/// HarfBuzz's language for a BCP 47 tag (HarfBuzz interns languages: the pointer lives for the process).
private func shapingLanguage(_ tag: String) -> hb_language_t? {
    hb_language_from_string(tag, -1)
}
