import CPNG
import Pixels

/// Encoding through libpng's simplified write API: 8-bit RGBA, deterministic output.
enum LibPNGWriter {
    static func encode(_ rgba: RGBAImage, compression: PNGCompression) throws(PNGError) -> [UInt8] {
        let width = rgba.width, height = rgba.height
        guard width > 0, height > 0 else {
            throw .invalidImage(
                reason: "a PNG needs at least 1x1 pixels, this image is \(width)x\(height)")
        }
        guard PNG.canEncode(width: width, height: height) else {
            throw .tooLargeToEncode(width: width, height: height)
        }
        guard rgba.bytes.count == width * height * 4 else {
            throw .invalidImage(
                reason: "\(rgba.bytes.count) bytes for a \(width)x\(height) image, "
                    + "which needs \(width * height * 4) (4 per pixel)")
        }

        var capacity = upperBound(width: width, height: height)
        // Normally one pass; a second only if zlib ever exceeded libpng's own bound.
        for _ in 0..<2 {
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            image.width = UInt32(width)
            image.height = UInt32(height)
            image.format = formatRGBA
            image.flags = compression == .fast ? UInt32(PNG_IMAGE_FLAG_FAST) : 0
            defer { png_image_free(&image) }

            var size = png_alloc_size_t(capacity)
            var ok = false
            let output = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                ok = rgba.bytes.withUnsafeBytes { pixels in
                    png_image_write_to_memory(
                        &image, buffer.baseAddress, &size, 0, pixels.baseAddress, 0, nil) != 0
                }
                initialized = ok ? Int(size) : 0
            }
            if ok { return output }
            // On a too-small buffer libpng reports the size it needs in `size`.
            if Int(size) > capacity {
                capacity = Int(size)
                continue
            }
            let message = libpngMessage(image)
            throw .encodingFailed(reason: message.isEmpty ? "unknown libpng error" : message)
        }
        throw .encodingFailed(reason: "libpng kept asking for a larger output buffer")
    }

    /// libpng's PNG_IMAGE_PNG_SIZE_MAX for 8-bit RGBA (the C macro does not import into Swift).
    static func upperBound(width: Int, height: Int) -> Int {
        let data = (width * 4 + 1) * height  // filter byte + RGBA per row
        let compressed = data + (data + 7) / 8 + (data + 63) / 64 + 11
        let chunks = 8 + 25 + 16 + 44 + 12 + 13  // signature, IHDR, gAMA, cHRM, IEND, sRGB
        return chunks + 12 * (compressed / 8192 + 1) + compressed
    }
}
