// The one error type of the Text stage.

/// Everything that can go wrong opening fonts, shaping or rasterizing. Each `description` is one line.
package enum TextError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No file at the path.
    case fontFileNotFound(path: String)
    /// The file exists but FreeType cannot use it as a scalable font; `reason` is FreeType's error.
    case fontFileUnreadable(path: String, reason: String)
    /// The `FontSet` names no files at all.
    case noFonts
    /// A size, pixel size or subpixel position out of range; the message says which.
    case invalidArgument(String)
    /// FreeType failed on an open font (e.g. an out-of-range glyph index).
    case freeType(path: String, operation: String, reason: String)
    /// HarfBuzz could not allocate its buffer.
    case harfBuzz(path: String, reason: String)
    /// The bidirectional algorithm (FriBidi) failed on a text; the message says why.
    case bidi(String)

    package var description: String {
        switch self {
        case .fontFileNotFound(let path):
            "font file not found: \(path) — install the Debian package fonts-inter (apt-get install fonts-inter) or name another font file in the spec's \"fonts\""
        case .fontFileUnreadable(let path, let reason):
            "cannot load font file \(path): \(reason)"
        case .noFonts:
            "no font files given: name at least one font file in the spec's \"fonts\""
        case .invalidArgument(let message):
            message
        case .freeType(let path, let operation, let reason):
            "FreeType could not \(operation) in \(path): \(reason)"
        case .harfBuzz(let path, let reason):
            "HarfBuzz could not shape with \(path): \(reason)"
        case .bidi(let message):
            message
        }
    }
}

/// "FreeType error 0x02 (unknown file format)". This FreeType is built without
/// FT_CONFIG_OPTION_ERROR_STRINGS, so the strings of fterrdef.h are kept here.
func freeTypeErrorText(_ code: Int32) -> String {
    let hex = String(code, radix: 16, uppercase: true)
    let padded = "0x" + String(repeating: "0", count: max(0, 2 - hex.count)) + hex
    if let text = freeTypeErrorStrings[code] {
        return "FreeType error \(padded) (\(text))"
    }
    return "FreeType error \(padded)"
}

private let freeTypeErrorStrings: [Int32: String] = [
    0x0001: "cannot open resource",
    0x0002: "unknown file format",
    0x0003: "broken file",
    0x0004: "invalid FreeType version",
    0x0005: "module version is too low",
    0x0006: "invalid argument",
    0x0007: "unimplemented feature",
    0x0008: "broken table",
    0x0009: "broken offset within table",
    0x000a: "array allocation size too large",
    0x000b: "missing module",
    0x000c: "missing property",
    0x0010: "invalid glyph index",
    0x0011: "invalid character code",
    0x0012: "unsupported glyph image format",
    0x0013: "cannot render this glyph format",
    0x0014: "invalid outline",
    0x0015: "invalid composite glyph",
    0x0016: "too many hints",
    0x0017: "invalid pixel size",
    0x0018: "invalid SVG document",
    0x0020: "invalid object handle",
    0x0021: "invalid library handle",
    0x0022: "invalid module handle",
    0x0023: "invalid face handle",
    0x0024: "invalid size handle",
    0x0025: "invalid glyph slot handle",
    0x0026: "invalid charmap handle",
    0x0027: "invalid cache manager handle",
    0x0028: "invalid stream handle",
    0x0030: "too many modules",
    0x0031: "too many extensions",
    0x0040: "out of memory",
    0x0041: "unlisted object",
    0x0051: "cannot open stream",
    0x0052: "invalid stream seek",
    0x0053: "invalid stream skip",
    0x0054: "invalid stream read",
    0x0055: "invalid stream operation",
    0x0056: "invalid frame operation",
    0x0057: "nested frame access",
    0x0058: "invalid frame read",
    0x0060: "raster uninitialized",
    0x0061: "raster corrupted",
    0x0062: "raster overflow",
    0x0063: "negative height while rastering",
    0x0070: "too many registered caches",
    0x0080: "invalid opcode",
    0x0081: "too few arguments",
    0x0082: "stack overflow",
    0x0083: "code overflow",
    0x0084: "bad argument",
    0x0085: "division by zero",
    0x0086: "invalid reference",
    0x0087: "found debug opcode",
    0x0088: "found ENDF opcode in execution stream",
    0x0089: "nested DEFS",
    0x008a: "invalid code range",
    0x008b: "execution context too long",
    0x008c: "too many function definitions",
    0x008d: "too many instruction definitions",
    0x008e: "SFNT font table missing",
    0x008f: "horizontal header (hhea) table missing",
    0x0090: "locations (loca) table missing",
    0x0091: "name table missing",
    0x0092: "character map (cmap) table missing",
    0x0093: "horizontal metrics (hmtx) table missing",
    0x0094: "PostScript (post) table missing",
    0x0095: "invalid horizontal metrics",
    0x0096: "invalid character map (cmap) format",
    0x0097: "invalid ppem value",
    0x0098: "invalid vertical metrics",
    0x0099: "could not find context",
    0x009a: "invalid PostScript (post) table format",
    0x009b: "invalid PostScript (post) table",
    0x009c: "found FDEF or IDEF opcode in glyf bytecode",
    0x009d: "missing bitmap in strike",
    0x009e: "SVG hooks have not been set",
    0x00a0: "opcode syntax error",
    0x00a1: "argument stack underflow",
    0x00a2: "ignore",
    0x00a3: "no Unicode glyph name found",
    0x00a4: "glyph too big for hinting",
    0x00b0: "`STARTFONT' field missing",
    0x00b1: "`FONT' field missing",
    0x00b2: "`SIZE' field missing",
    0x00b3: "`FONTBOUNDINGBOX' field missing",
    0x00b4: "`CHARS' field missing",
    0x00b5: "`STARTCHAR' field missing",
    0x00b6: "`ENCODING' field missing",
    0x00b7: "`BBX' field missing",
    0x00b8: "`BBX' too big",
    0x00b9: "Font header corrupted or missing fields",
    0x00ba: "Font glyphs corrupted or missing fields",
]
