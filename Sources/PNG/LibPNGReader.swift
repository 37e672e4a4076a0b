internal import CPNG
internal import CPNGWriter
import Pixels

/// Decoding through libpng's simplified read API. See `PNG` for what the result contains.
enum LibPNGReader {
    static func decode(_ bytes: [UInt8], source: String?) throws(PNGError) -> RGBAImage {
        let scan = try ChunkScan(bytes, source: source)
        if let image = decodeInOnePass(bytes, scan: scan) { return image }
        try requireNoExcessImageData(bytes, scan: scan, source: source)
        let input = scan.removingColourChunks(from: bytes)
        // The memory must stay valid from begin_read to finish_read, so both run in here.
        let result = input.withUnsafeBytes { raw in
            decode(raw, scan: scan, source: source)
        }
        return try result.get()
    }

    /// A non-interlaced 8-bit RGB or RGBA file with no chunks but IHDR, IDAT, IEND and colour-space chunks
    /// (every render this tool writes), decoded by `bc_png_decode_rgb8`: one inflate instead of two (the
    /// excess-data check and libpng's), its rows unfiltered straight into RGBA. Nil for any other file, or
    /// when anything in it is unusual (a CRC or Adler-32 error, too little data or more): libpng then
    /// decodes it and reports or tolerates what it finds, exactly as before.
    static func decodeInOnePass(_ bytes: [UInt8], scan: ChunkScan) -> RGBAImage? {
        guard scan.onlyCoreChunks, scan.bitDepth == 8, !scan.interlaced, scan.colourType == 2 || scan.colourType == 6 else { return nil }
        let width = scan.width
        let height = scan.height
        let count = width * height * 4
        var ok = false
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            bytes.withUnsafeBufferPointer { file in
                scan.imageDataStarts.withUnsafeBufferPointer { starts in
                    scan.imageDataLengths.withUnsafeBufferPointer { lengths in
                        ok =
                            bc_png_decode_rgb8(
                                file.baseAddress, file.count, starts.baseAddress, lengths.baseAddress, starts.count,
                                UInt32(width), UInt32(height), scan.colourType == 2 ? 3 : 4, buffer.baseAddress) == 1
                    }
                }
            }
            // The bytes are only read when every row was written.
            initialized = ok ? count : 0
        }
        return ok ? RGBAImage(width: width, height: height, bytes: pixels) : nil
    }

    private static func decode(
        _ raw: UnsafeRawBufferPointer, scan: ChunkScan, source: String?
    ) -> Result<RGBAImage, PNGError> {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }

        guard png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count) != 0 else {
            return .failure(failure(image, source: source))
        }
        let width = Int(image.width)
        let height = Int(image.height)
        // Refuse absurd sizes before allocating (ChunkScan already did; this is the backstop).
        guard PNG.canDecode(width: width, height: height) else {
            return .failure(.tooLarge(source: source, width: width, height: height))
        }
        let count = width * height * 4
        let fileHasAlpha = image.format & UInt32(PNG_FORMAT_FLAG_ALPHA) != 0

        if scan.interlaced && scan.bitDepth == 16 {
            // libpng's 16-to-8-bit path is broken for interlaced images (see `PNG`): read 16-bit
            // linear samples instead. With no colour chunk left and PNG_IMAGE_FLAG_16BIT_sRGB
            // clear, input and output are both "linear", so libpng changes no sample values;
            // it only premultiplies colour by alpha when the file has alpha.
            image.format = formatLinearRGBA
            var ok = false
            let wide = [UInt16](unsafeUninitializedCapacity: count) { buffer, initialized in
                ok = png_image_finish_read(&image, nil, buffer.baseAddress, 0, nil) != 0
                initialized = ok ? count : 0
            }
            guard ok else { return .failure(failure(image, source: source)) }
            var pixels = [UInt8](repeating: 0, count: count)
            for index in stride(from: 0, to: count, by: 4) {
                let alpha = UInt32(wide[index + 3])
                pixels[index + 3] = scale16(alpha)
                for channel in 0..<3 {
                    var value = UInt32(wide[index + channel])
                    if fileHasAlpha {
                        // Undo the premultiplication, rounding to nearest.
                        value = alpha == 0 ? 0 : min(65535, (value * 65535 + alpha / 2) / alpha)
                    }
                    pixels[index + channel] = scale16(value)
                }
            }
            restoreTransparentColour(&pixels, scan: scan)
            return .success(RGBAImage(width: width, height: height, bytes: pixels)!)
        }

        image.format = formatRGBA
        // Without this flag a 16-bit file is taken as linear and gamma-encoded to sRGB.
        image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
        var ok = false
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            // Row stride 0: libpng uses width * 4, exactly the rows we allocate.
            ok = png_image_finish_read(&image, nil, buffer.baseAddress, 0, nil) != 0
            initialized = ok ? count : 0
        }
        guard ok else { return .failure(failure(image, source: source)) }
        return .success(RGBAImage(width: width, height: height, bytes: pixels)!)
    }

    /// Image data the rows do not need, past which a file is refused (libpng only warns about excess data,
    /// but inflates all of it first).
    static let excessImageDataAllowed = 1 << 20
    /// The most a deflate stream inflates to per byte (a run of 258-byte matches costs about 2 bits each).
    static let maximumInflationRatio = 1032

    /// Refuses image data that goes on for more than `excessImageDataAllowed` bytes after the last row:
    /// libpng would inflate every byte of it (a 63 MB file inflating to 63 GiB took 155 s to read). It is
    /// inflated here only as far as that limit, and only when the compressed size could reach it.
    private static func requireNoExcessImageData(_ bytes: [UInt8], scan: ChunkScan, source: String?) throws(PNGError) {
        let needed = scan.imageDataSize
        let allowed = needed + excessImageDataAllowed
        let compressed = scan.imageDataLengths.reduce(0, +)
        guard compressed > (allowed - 64) / maximumInflationRatio else { return }
        let inflated = bytes.withUnsafeBufferPointer { buffer in
            scan.imageDataStarts.withUnsafeBufferPointer { starts in
                scan.imageDataLengths.withUnsafeBufferPointer { lengths in
                    bc_png_inflated_size(buffer.baseAddress, starts.baseAddress, lengths.baseAddress, starts.count, UInt64(allowed))
                }
            }
        }
        if inflated > Int64(allowed) {
            throw .corrupt(
                source: source,
                reason:
                    "IDAT: more than 1 MiB of image data after the last row (a \(scan.width)x\(scan.height) image needs \(needed) bytes)")
        }
    }

    /// Grey or RGB images with tRNS have exactly one transparent colour; premultiplication lost
    /// it in the 16-bit interlaced path, so put it back.
    private static func restoreTransparentColour(_ pixels: inout [UInt8], scan: ChunkScan) {
        guard let key = scan.transparency else { return }
        let colour: [UInt8]
        func sample(_ at: Int) -> UInt8 { scale16(UInt32(key[at]) << 8 | UInt32(key[at + 1])) }
        switch (scan.colourType, key.count) {
        case (0, 2): colour = [sample(0), sample(0), sample(0)]
        case (2, 6): colour = [sample(0), sample(2), sample(4)]
        default: return
        }
        for index in stride(from: 0, to: pixels.count, by: 4) where pixels[index + 3] == 0 {
            pixels[index] = colour[0]
            pixels[index + 1] = colour[1]
            pixels[index + 2] = colour[2]
        }
    }

    /// `(v * 255 + 32767) / 65535`: 16 to 8 bits, rounded to nearest (what png_set_scale_16 does).
    @inline(__always)
    static func scale16(_ value: UInt32) -> UInt8 {
        UInt8((value * 255 + 32767) / 65535)
    }

    private static func failure(_ image: png_image, source: String?) -> PNGError {
        let message = libpngMessage(image)
        if message == "Not a PNG file" { return .notPNG(source: source) }
        return .corrupt(source: source, reason: message.isEmpty ? "unknown libpng error" : message)
    }
}

/// `PNG_FORMAT_RGBA`: 8-bit sRGB R, G, B, A with straight alpha.
let formatRGBA = UInt32(PNG_FORMAT_FLAG_COLOR) | UInt32(PNG_FORMAT_FLAG_ALPHA)
/// `PNG_FORMAT_LINEAR_RGB_ALPHA`: 16-bit linear R, G, B, A, colour premultiplied by alpha.
let formatLinearRGBA = formatRGBA | UInt32(PNG_FORMAT_FLAG_LINEAR)

/// The NUL-terminated `message` of a `png_image`, as a String.
func libpngMessage(_ image: png_image) -> String {
    withUnsafeBytes(of: image.message) { raw in
        let text = raw.prefix { $0 != 0 }
        return String(decoding: text, as: UTF8.self)
    }
}
