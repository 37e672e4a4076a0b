/// A walk over the chunk structure of PNG bytes, done before libpng sees them.
///
/// It does what libpng's simplified API does not:
/// - insists on a complete stream ending in an intact IEND chunk (libpng stops after the image
///   data, so a file cut inside or before IEND would otherwise decode "successfully");
/// - gives clearer messages for a bad signature, truncation, a bad IHDR field (libpng only says
///   "Invalid IHDR data") and a missing IDAT, and refuses oversized images before libpng runs;
/// - finds the colour-space chunks that `LibPNGReader` removes (see `PNG`) and reads the fields
///   libpng's `png_image` does not expose (bit depth, colour type, interlacing, tRNS);
/// - finds the IDAT chunks' data and the bytes the image's rows take (`imageDataSize`), so that
///   image data going on after the last row is found before libpng inflates all of it.
/// CRCs (except IEND's), zlib data and everything else are left to libpng.
struct ChunkScan {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// Chunks that describe colour space; libpng would use them to convert the samples.
    static let colourChunks: Set<String> = ["gAMA", "cHRM", "sRGB", "iCCP", "cICP"]

    /// Byte ranges (whole chunks) of colour-space chunks, in file order.
    private(set) var colourChunkRanges: [Range<Int>] = []
    /// From IHDR (libpng's `png_image` does not expose these).
    private(set) var bitDepth = 0
    private(set) var colourType = 0
    private(set) var interlaced = false
    /// The data of the tRNS chunk, if any.
    private(set) var transparency: [UInt8]?
    private(set) var width = 0
    private(set) var height = 0
    /// Whether every chunk is IHDR, IDAT, IEND or a colour-space chunk (which decoding removes): then an
    /// 8-bit RGB or RGBA image's pixels are its inflated, unfiltered rows (`LibPNGReader.decodeInOnePass`).
    private(set) var onlyCoreChunks = true
    /// Where each IDAT chunk's data starts in the bytes, and its length, in file order.
    private(set) var imageDataStarts: [Int] = []
    private(set) var imageDataLengths: [Int] = []

    init(_ bytes: [UInt8], source: String?) throws(PNGError) {
        if bytes.isEmpty { throw .empty(source: source) }
        let head = min(bytes.count, 8)
        guard bytes[0..<head].elementsEqual(Self.signature[0..<head]) else {
            throw .notPNG(source: source)
        }
        guard bytes.count > 8 else {
            throw .corrupt(source: source, reason: "truncated: only \(bytes.count) bytes, no chunks")
        }

        var offset = 8
        var index = 0
        var sawImageData = false
        while true {
            guard offset + 8 <= bytes.count else {
                let reason =
                    offset == bytes.count
                    ? "truncated: no IEND chunk (the file ends at byte \(offset))"
                    : "truncated inside a chunk header (the file ends at byte \(bytes.count))"
                throw .corrupt(source: source, reason: reason)
            }
            let length =
                Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16
                | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let typeBytes = bytes[(offset + 4)..<(offset + 8)]
            let isLetter = { (byte: UInt8) in (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
            guard typeBytes.allSatisfy(isLetter) else {
                throw .corrupt(source: source, reason: "invalid chunk type at byte \(offset + 4)")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard length <= 0x7FFF_FFFF else {
                throw .corrupt(
                    source: source, reason: "\(type): chunk length \(length) is more than 2^31-1")
            }
            let end = offset + 12 + length  // length, type, data, CRC
            guard end <= bytes.count else {
                throw .corrupt(
                    source: source,
                    reason: "truncated inside the \(type) chunk "
                        + "(the file has \(bytes.count) bytes, the chunk ends at byte \(end))")
            }
            if index == 0 {
                try checkHeader(type: type, bytes[(offset + 8)..<(end - 4)], source: source)
            }
            if type == "tRNS" { transparency = Array(bytes[(offset + 8)..<(end - 4)]) }
            if !["IHDR", "IDAT", "IEND"].contains(type) && !Self.colourChunks.contains(type) { onlyCoreChunks = false }
            if Self.colourChunks.contains(type) {
                colourChunkRanges.append(offset..<end)
            }
            if type == "IDAT" {
                sawImageData = true
                imageDataStarts.append(offset + 8)
                imageDataLengths.append(length)
            }
            if type == "IEND" {
                // IEND is always empty, so its CRC is a constant.
                let crc: [UInt8] = [0xAE, 0x42, 0x60, 0x82]
                guard length == 0, bytes[(end - 4)..<end].elementsEqual(crc) else {
                    throw .corrupt(source: source, reason: "IEND: CRC error")
                }
                guard sawImageData else {
                    throw .corrupt(source: source, reason: "no IDAT chunk (the file has no image data)")
                }
                return  // Anything after IEND is ignored, as libpng and browsers do.
            }
            offset = end
            index += 1
        }
    }

    /// Checks the first chunk is a valid IHDR and keeps its fields. libpng checks this too, but
    /// only reports "Invalid IHDR data" without saying which field is wrong.
    private mutating func checkHeader(
        type: String, _ data: ArraySlice<UInt8>, source: String?
    ) throws(PNGError) {
        func fail(_ reason: String) -> PNGError { .corrupt(source: source, reason: reason) }
        guard type == "IHDR" else { throw fail("the first chunk is \(type), not IHDR") }
        guard data.count == 13 else { throw fail("IHDR: length \(data.count), must be 13") }
        let field = Array(data)
        width = Int(field[0]) << 24 | Int(field[1]) << 16 | Int(field[2]) << 8 | Int(field[3])
        height = Int(field[4]) << 24 | Int(field[5]) << 16 | Int(field[6]) << 8 | Int(field[7])
        bitDepth = Int(field[8])
        colourType = Int(field[9])
        guard (1...0x7FFF_FFFF).contains(width), (1...0x7FFF_FFFF).contains(height) else {
            throw fail("IHDR: invalid size \(width)x\(height) (each side must be 1 to 2^31-1)")
        }
        guard PNG.canDecode(width: width, height: height) else {
            throw .tooLarge(source: source, width: width, height: height)
        }
        let depths: [Int: [Int]] = [
            0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
        ]
        guard let allowed = depths[colourType] else {
            throw fail("IHDR: invalid colour type \(colourType)")
        }
        guard allowed.contains(bitDepth) else {
            throw fail("IHDR: bit depth \(bitDepth) is not allowed for colour type \(colourType)")
        }
        guard field[10] == 0 else { throw fail("IHDR: unknown compression method \(field[10])") }
        guard field[11] == 0 else { throw fail("IHDR: unknown filter method \(field[11])") }
        guard field[12] <= 1 else { throw fail("IHDR: unknown interlace method \(field[12])") }
        interlaced = field[12] == 1
    }

    /// The bytes the image's rows take once inflated: each row's filter byte and its samples, for every
    /// Adam7 pass when interlaced.
    var imageDataSize: Int {
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colourType] ?? 4
        func rows(_ width: Int, _ height: Int) -> Int {
            width == 0 || height == 0 ? 0 : height * (1 + (width * channels * bitDepth + 7) / 8)
        }
        guard interlaced else { return rows(width, height) }
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return passes.reduce(0) { total, pass in
            let (x, y, stepX, stepY) = pass
            return total + rows(width > x ? (width - x + stepX - 1) / stepX : 0, height > y ? (height - y + stepY - 1) / stepY : 0)
        }
    }

    /// `bytes` without the colour-space chunks (the same array when there are none).
    func removingColourChunks(from bytes: [UInt8]) -> [UInt8] {
        guard !colourChunkRanges.isEmpty else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var start = 0
        for range in colourChunkRanges {
            result.append(contentsOf: bytes[start..<range.lowerBound])
            start = range.upperBound
        }
        result.append(contentsOf: bytes[start...])
        return result
    }
}
