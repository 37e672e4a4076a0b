import Files
import Limits

/// Everything that can go wrong while decoding, encoding, reading or writing a PNG.
///
/// `description` is one human-readable line: what happened, for which file, and what to do
/// where there is something to do.
package enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The input has no bytes at all.
    case empty(source: String?)
    /// The input does not start with the 8-byte PNG signature.
    case notPNG(source: String?)
    /// The input starts like a PNG but is damaged or incomplete. `reason` is libpng's own message
    /// (e.g. `IDAT: incorrect data check`) or, for the chunk structure checked before libpng
    /// runs, ours (e.g. `truncated inside the IDAT chunk`).
    case corrupt(source: String?, reason: String)
    /// The image declares more than `Limits.maximumImagePixels` pixels or a side longer than
    /// `Limits.maximumImageSide`; nothing was allocated for it.
    case tooLarge(source: String?, width: Int, height: Int)
    /// The image given to the encoder has more than `PNG.maximumPixelCount` pixels or a side
    /// longer than `PNG.maximumSide`.
    case tooLargeToEncode(width: Int, height: Int)
    /// The `RGBAImage` given to the encoder cannot be stored (empty, or the byte count does not
    /// match its size).
    case invalidImage(reason: String)
    /// libpng could not encode the image; `reason` is its message.
    case encodingFailed(reason: String)
    /// The file could not be read or written (missing, a folder, a FIFO, too large, no permission…).
    case file(FileError)

    package var description: String {
        switch self {
        case .empty(let source):
            return Self.prefix(source) + "empty file (0 bytes), not a PNG"
        case .notPNG(let source):
            return Self.prefix(source) + "not a PNG file (bad signature)"
        case .corrupt(let source, let reason):
            return Self.prefix(source) + "corrupt PNG: " + reason
        case .tooLarge(let source, let width, let height):
            return Self.prefix(source)
                + "image too large: \(width)x\(height) pixels; the limits are "
                + "\(Limits.grouped(Limits.maximumImagePixels)) pixels and \(Limits.grouped(Limits.maximumImageSide)) pixels per side"
        case .tooLargeToEncode(let width, let height):
            return "image too large to encode: \(width)x\(height) pixels; the limits are "
                + "\(PNG.maximumPixelCount) (2^28) pixels and \(PNG.maximumSide) pixels per side"
        case .invalidImage(let reason):
            return "cannot encode image: " + reason
        case .encodingFailed(let reason):
            return "PNG encoding failed: " + reason
        case .file(.isDirectory(let path)):
            return "\(path.isEmpty ? "(empty path)" : path): is a folder, not a file; give the path of a PNG file"
        case .file(.notRegularFile(let path, let kind)):
            return "\(path.isEmpty ? "(empty path)" : path): is \(kind), not a regular file; give the path of a PNG file"
        case .file(.fileTooLarge(let path, let limit)):
            return
                "\(path.isEmpty ? "(empty path)" : path): cannot read: the file is larger than \(Limits.describe(bytes: limit)), the limit for an image"
        case .file(let error):
            return error.description
        }
    }

    private static func prefix(_ source: String?) -> String {
        guard let source, !source.isEmpty else { return "" }
        return source + ": "
    }
}
