// PNG reading and writing through libpng's simplified API.
import Files
import Limits
import Pixels

/// Reads and writes PNG files as `RGBAImage`s (8-bit sRGB, straight alpha).
///
/// Reading uses libpng's *simplified* API (`png_image_begin_read_from_memory`,
/// `png_image_finish_read`, `png_image_free`), which reports errors through `png_image.message`.
/// Writing uses libpng's full API inside C functions (`bc_png_encode` in CPNGWriter), which keep
/// libpng's setjmp/longjmp in C. Neither ever longjmps across Swift frames.
///
/// ## What decoding returns
/// Every valid PNG is accepted: grey, grey+alpha, RGB, RGBA and palette images (with or without
/// tRNS), bit depths 1, 2, 4, 8 and 16, interlaced or not. The result holds the **stored sample
/// values, scaled to 8 bits, with no gamma or colour conversion**:
/// - depths 1, 2, 4: `v * 255 / (2^depth - 1)` (bit replication, exact);
/// - depth 16: `(v * 255 + 32767) / 65535` (rounded; checked for all 65536 values);
/// - grey is copied to R, G and B; images without alpha get alpha 255; a tRNS colour match gets
///   alpha 0 and keeps its colour; palette entries take their tRNS alpha.
///
/// The stream must be complete, up to an intact IEND chunk (checked here: libpng stops reading
/// after the image data); bytes after IEND are ignored. Damage gives `PNGError.corrupt` with
/// libpng's message, or ours for structure problems libpng would not see or name.
///
/// Why this needs care: asked for `PNG_FORMAT_RGBA`, the simplified API converts to sRGB.
/// - A 16-bit image *without* gAMA/sRGB is assumed to be **linear** (gamma 1.0) and is encoded
///   to sRGB (e.g. 16-bit 0x8080 becomes 186, not 128) unless `PNG_IMAGE_FLAG_16BIT_sRGB` is set
///   after `png_image_begin_read_*`. We set it: plain rounded scaling.
/// - A file's **gAMA** chunk always wins over that flag: any gamma more than ~5% away from 1/2.2
///   (libpng's `PNG_GAMMA_THRESHOLD`) is converted to sRGB, at every bit depth (an 8-bit file with
///   gAMA 1.0 maps 200 to 228). The simplified API has no switch to turn this off, so `decode`
///   removes the colour-space chunks (gAMA, cHRM, sRGB, iCCP, cICP) from its copy of the input
///   before libpng sees it. This matches what most decoders (browsers aside) and pixel-diff
///   tools do, and keeps goldens comparable byte for byte.
/// - libpng's own 16-to-8-bit path for **Adam7-interlaced 16-bit** images is unusable: before
///   1.6.51 it overflows the output buffer (CVE-2025-65018); the fix, also backported by Debian
///   to 1.6.39, returns wrong rows (libpng issue #853, fixed upstream in 2026). So those images
///   are read as 16-bit linear RGBA (no gamma change, as no colour chunk is left and the 16-bit
///   sRGB flag is off) and scaled here with the same rounding. Exact, except that libpng
///   premultiplies that output: for 16-bit interlaced grey+alpha and RGBA images, a colour
///   channel can be off by one where alpha is small, and fully transparent pixels come back as
///   (0, 0, 0, 0). (A tRNS colour is restored exactly.)
///
/// ## What encoding writes
/// 8-bit RGB when every pixel is opaque, else 8-bit RGBA; not interlaced: IHDR, sRGB (perceptual),
/// IDAT, IEND and nothing variable (no tIME, no text), so the same image gives the same bytes (for
/// given libpng; `smallest` also for a given zlib). Renders are mostly flat colour, so the default is
/// tuned for speed by measurement: the Up filter, then run-length deflate (literals, and runs as matches
/// one byte back, as zlib's level 1 with the run-length strategy makes them) by CPNGWriter's own encoder,
/// 4–7× faster than zlib on renders' rows, for files of about zlib's size (its blocks of 4096 symbols
/// adapt their codes more often).
package enum PNG {
    /// The largest image, in pixels, that `encode` and `write` accept (2^28, i.e. 1 GiB of RGBA):
    /// a golden diff puts three renders side by side, so it may exceed what is read.
    package static let maximumPixelCount = 1 << 28
    /// The longest side `encode` accepts: libpng's default user limit (PNG_USER_WIDTH_MAX/HEIGHT_MAX).
    package static let maximumSide = 1_000_000

    /// Whether an image of this size can be encoded (within `maximumPixelCount` and `maximumSide`).
    static func canEncode(width: Int, height: Int) -> Bool {
        width <= maximumSide && height <= maximumSide && width * height <= maximumPixelCount
    }

    /// Whether a PNG declaring this size may be decoded: within `Limits.maximumImagePixels` and
    /// `Limits.maximumImageSide`, checked on the IHDR chunk before anything is allocated.
    static func canDecode(width: Int, height: Int) -> Bool {
        width <= Limits.maximumImageSide && height <= Limits.maximumImageSide && width * height <= Limits.maximumImagePixels
    }

    /// Encodes `image` as an 8-bit RGB or RGBA PNG. `plain` (optional): rows known to be one colour
    /// (`PlainRows` of the canvas that drew them), which the encoder then need not compare.
    package static func encode(
        _ image: RGBAImage, plain: PlainRows? = nil, compression: PNGCompression = .default
    ) throws(PNGError) -> [UInt8] {
        try LibPNGWriter.encode(image, plain: plain, compression: compression).file
    }

    /// Encodes `image` as `encode(_:plain:)` does and, in the same pass over its rows, reduces it by a
    /// whole `factor` to its first `reducedRows` rows, exactly as Raster's `Downscale.image(_:by:plain:maximumHeight:)`
    /// does (premultiplied box averages), so that a render is read once for its file and its contact-sheet cell.
    /// `reduced` is nil when `factor` is outside 2…16 (reduce apart then).
    package static func encode(
        _ image: RGBAImage, plain: PlainRows?, reducedBy factor: Int, reducedRows: Int
    ) throws(PNGError) -> (file: [UInt8], reduced: RGBAImage?) {
        try LibPNGWriter.encode(image, plain: plain, compression: .default, reducedBy: factor, reducedRows: reducedRows)
    }

    /// Compresses one horizontal band of an opaque image on its own, on any thread (`isLast`: the
    /// image's last band). Join the bands with `encode(bands:)` or `write(bands:to:)`; the file is an
    /// ordinary 8-bit RGB PNG, each band's first row unfiltered.
    package static func compress(band: RGBAImage, isLast: Bool) throws(PNGError) -> PNGBand {
        try LibPNGWriter.compress(band: band, isLast: isLast)
    }

    /// The PNG of an image from its bands, top to bottom, compressed by `compress(band:isLast:)`.
    package static func encode(bands: [PNGBand]) throws(PNGError) -> [UInt8] {
        try LibPNGWriter.encode(bands: bands)
    }

    /// Writes the PNG of `bands` to `path` atomically, as `write(_:to:)` does.
    package static func write(bands: [PNGBand], to path: String) throws(PNGError) {
        try writeAtomically(try LibPNGWriter.encode(bands: bands), to: path)
    }

    /// Decodes PNG bytes of any colour type, bit depth and interlacing into 8-bit RGBA.
    /// - Parameter source: a file name or other label used in error messages.
    package static func decode(_ bytes: [UInt8], source: String? = nil) throws(PNGError) -> RGBAImage {
        try LibPNGReader.decode(bytes, source: source)
    }

    /// Reads and decodes the PNG file at `path`.
    package static func read(contentsOf path: String) throws(PNGError) -> RGBAImage {
        let bytes: [UInt8]
        do {
            bytes = try FileIO.readAll(path, limit: Limits.maximumImageBytes)
        } catch {
            throw PNGError.file(error)
        }
        return try LibPNGReader.decode(bytes, source: path)
    }

    /// Encodes `image` and writes it to `path` atomically: the bytes go to a temporary file in
    /// the same directory which is then renamed over `path`. On failure the temporary file is
    /// removed and an existing file at `path` is left untouched. An existing file's permission
    /// bits are kept. There is no fsync: atomic against crashes of this process and concurrent
    /// readers, not against power loss.
    package static func write(
        _ image: RGBAImage, plain: PlainRows? = nil, to path: String, compression: PNGCompression = .default
    ) throws(PNGError) {
        try writeAtomically(try LibPNGWriter.encode(image, plain: plain, compression: compression).file, to: path)
    }

    /// Writes `image` as `write(_:plain:to:)` does and returns it reduced as `encode(_:plain:reducedBy:reducedRows:)` does.
    package static func write(
        _ image: RGBAImage, plain: PlainRows?, to path: String, reducedBy factor: Int, reducedRows: Int
    ) throws(PNGError) -> RGBAImage? {
        let (file, reduced) = try encode(image, plain: plain, reducedBy: factor, reducedRows: reducedRows)
        try writeAtomically(file, to: path)
        return reduced
    }

    private static func writeAtomically(_ bytes: [UInt8], to path: String) throws(PNGError) {
        do {
            try FileIO.writeAtomically(bytes, to: path)
        } catch {
            throw PNGError.file(error)
        }
    }
}

/// How hard the encoder compresses.
package enum PNGCompression: Sendable, Equatable {
    /// The Up filter and run-length deflate: fast and compact for flat renders.
    case `default`
    /// The smallest of a few tries at zlib level 9: a palette image (PLTE and tRNS) when there are at most
    /// 256 colours, else RGB or RGBA with several row filters. Slower; for files kept long (goldens).
    case smallest
}
