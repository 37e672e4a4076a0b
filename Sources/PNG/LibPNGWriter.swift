internal import CPNGWriter
import Pixels

/// Encoding through libpng's full write API (behind the C function `bc_png_encode`, which keeps
/// libpng's setjmp in C): 8-bit RGB when every pixel is opaque, else RGBA; the Up filter and zlib level 1
/// with the run-length strategy, or for `PNGCompression.smallest` `bc_png_encode_smallest` (palette
/// images too); deterministic output.
enum LibPNGWriter {
    /// `reducedBy` 2…16 with `reducedRows` > 0: the image also comes back reduced by that factor, from the
    /// same pass over its rows (`bc_png_encode`); otherwise `reduced` is nil.
    static func encode(
        _ rgba: RGBAImage, plain: PlainRows? = nil, compression: PNGCompression,
        reducedBy factor: Int = 0, reducedRows: Int = 0
    ) throws(PNGError) -> (file: [UInt8], reduced: RGBAImage?) {
        let width = rgba.width
        let height = rgba.height
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
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        if compression == .smallest {
            var palette: Int32 = 0
            let status = rgba.bytes.withUnsafeBufferPointer { pixels in
                bc_png_encode_smallest(
                    pixels.baseAddress, UInt32(width), UInt32(height), width * 4, &palette, &output, &size,
                    &message, message.count)
            }
            return (try file(status: status, output, size: size, message: message), nil)
        }
        let flags: [UInt8]? = plain.map { plain in (0..<height).map { plain.isPlain($0) ? 1 : 0 } }
        let color = plain.map { [$0.color.red, $0.color.green, $0.color.blue, $0.color.alpha] }
        let reducing = (2...16).contains(factor) && reducedRows > 0
        var reduced = reducing ? RGBAImage(width: (width + factor - 1) / factor, height: reducedRows) : nil
        let status = rgba.bytes.withUnsafeBufferPointer { pixels in
            withOptionalPointer(flags) { flags in
                withOptionalPointer(color) { color in
                    withOptionalMutablePointer(&reduced) { target in
                        bc_png_encode(
                            pixels.baseAddress, UInt32(width), UInt32(height), width * 4, flags, color,
                            UInt32(reducing ? factor : 0), UInt32(reducing ? reducedRows : 0), target,
                            &output, &size, &message, message.count)
                    }
                }
            }
        }
        return (try file(status: status, output, size: size, message: message), reduced)
    }
}

extension LibPNGWriter {
    /// One band, as RGB: the bands of `PNG.encode(bands:)` are of opaque images (a contact sheet).
    static func compress(band image: RGBAImage, isLast: Bool) throws(PNGError) -> PNGBand {
        let width = image.width
        let height = image.height
        guard width > 0, height > 0, image.bytes.count == width * height * 4 else {
            throw .invalidImage(
                reason: "a band needs at least 1x1 pixels and 4 bytes a pixel; this one is \(width)x\(height) in \(image.bytes.count) bytes"
            )
        }
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        var adler: UInt32 = 0
        let status = image.bytes.withUnsafeBufferPointer { pixels in
            bc_png_compress_band(pixels.baseAddress, UInt32(width), UInt32(height), width * 4, 1, isLast ? 1 : 0, &output, &size, &adler)
        }
        if status == -2 { throw .invalidImage(reason: "a band of a sheet has a pixel that is not opaque; bands are encoded as RGB") }
        guard status == 0, let output else { throw .encodingFailed(reason: "zlib could not compress the band (out of memory?)") }
        defer { bc_png_free(output) }
        return PNGBand(
            deflated: Array(UnsafeBufferPointer(start: output, count: size)), adler: adler,
            filteredLength: height * (width * 3 + 1), width: width, height: height, isLast: isLast)
    }

    /// The PNG of bands compressed in order (the first with no band above, only the last one last).
    static func encode(bands: [PNGBand]) throws(PNGError) -> [UInt8] {
        guard let first = bands.first else { throw .invalidImage(reason: "an image needs at least one band") }
        guard bands.allSatisfy({ $0.width == first.width }), bands.indices.allSatisfy({ bands[$0].isLast == ($0 == bands.count - 1) })
        else {
            throw .invalidImage(reason: "the bands of an image must share its width, and only the last may end it")
        }
        let height = bands.reduce(0) { $0 + $1.height }
        guard PNG.canEncode(width: first.width, height: height) else { throw .tooLargeToEncode(width: first.width, height: height) }
        var stream: [UInt8] = [0x78, 0x01]
        stream.reserveCapacity(bands.reduce(6) { $0 + $1.deflated.count })
        var adler = bands[0].adler
        stream.append(contentsOf: bands[0].deflated)
        for band in bands.dropFirst() {
            adler = bc_png_adler_combine(adler, band.adler, band.filteredLength)
            stream.append(contentsOf: band.deflated)
        }
        stream.append(contentsOf: [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)])
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = stream.withUnsafeBufferPointer {
            bc_png_encode_stream($0.baseAddress, $0.count, UInt32(first.width), UInt32(height), 0, &output, &size, &message, message.count)
        }
        return try file(status: status, output, size: size, message: message)
    }
}

extension LibPNGWriter {
    /// The file a C encoder made (its buffer released here), or its message as the error.
    private static func file(status: Int32, _ output: UnsafeMutablePointer<UInt8>?, size: Int, message: [CChar]) throws(PNGError) -> [UInt8]
    {
        guard status == 0, let output else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .encodingFailed(reason: reason.isEmpty ? "unknown libpng error" : reason)
        }
        defer { bc_png_free(output) }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }
}

/// `body` with a pointer to the array's bytes, or nil.
private func withOptionalPointer<R>(_ bytes: [UInt8]?, _ body: (UnsafePointer<UInt8>?) -> R) -> R {
    guard let bytes else { return body(nil) }
    return bytes.withUnsafeBufferPointer { body($0.baseAddress) }
}

/// `body` with a pointer to the image's bytes, or nil.
private func withOptionalMutablePointer<R>(_ image: inout RGBAImage?, _ body: (UnsafeMutablePointer<UInt8>?) -> R) -> R {
    guard var pixels = image else { return body(nil) }
    image = nil  // one reference, so writing does not copy
    let result = pixels.bytes.withUnsafeMutableBufferPointer { body($0.baseAddress) }
    image = pixels
    return result
}
