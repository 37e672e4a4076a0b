import Limits

/// Everything that can go wrong while decoding, encoding, reading or writing a PNG.
///
/// `description` is one human-readable line: what happened, for which file, and what to do
/// where there is something to do.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Whether a file was being read or written.
    public enum Operation: Sendable, Equatable {
        case read, write
    }

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
    /// `read`: there is no file at `path`.
    case fileNotFound(path: String)
    /// `path` names a directory where a PNG file was expected.
    case isDirectory(path: String)
    /// `path` is a FIFO, a device or a socket (`kind` says which); nothing was read from it.
    case notRegularFile(path: String, kind: String)
    /// The file at `path` holds more than `limit` bytes; reading stopped there.
    case fileTooLarge(path: String, limit: Int)
    /// `write`: the directory that should hold `path` does not exist.
    case directoryNotFound(path: String)
    /// The operating system refused access to `path` (or, when writing, to its directory).
    case permissionDenied(path: String, operation: Operation)
    /// Any other operating-system error; `reason` is the system's text (strerror).
    case fileSystem(path: String, operation: Operation, reason: String)

    public var description: String {
        switch self.displayingEmptyPaths {
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
        case .fileNotFound(let path):
            return "\(path): no such file; check the path"
        case .isDirectory(let path):
            return "\(path): is a folder, not a file; give the path of a PNG file"
        case .notRegularFile(let path, let kind):
            return "\(path): is \(kind), not a regular file; give the path of a PNG file"
        case .fileTooLarge(let path, let limit):
            return "\(path): cannot read: the file is larger than \(Limits.describe(bytes: limit)), the limit for an image"
        case .directoryNotFound(let path):
            return "\(path): cannot write: directory \(Self.directory(of: path)) does not exist; "
                + "create it first"
        case .permissionDenied(let path, .read):
            return "\(path): cannot read: permission denied; check the file's permissions"
        case .permissionDenied(let path, .write):
            return "\(path): cannot write: permission denied in directory "
                + "\(Self.directory(of: path)); make it writable or choose another location"
        case .fileSystem(let path, .read, let reason):
            return "\(path): cannot read: \(reason)"
        case .fileSystem(let path, .write, let reason):
            return "\(path): cannot write: \(reason)"
        }
    }

    /// The same error with an empty path shown as `(empty path)`.
    private var displayingEmptyPaths: PNGError {
        let shown = "(empty path)"
        switch self {
        case .fileNotFound(""): return .fileNotFound(path: shown)
        case .isDirectory(""): return .isDirectory(path: shown)
        case .notRegularFile("", let kind): return .notRegularFile(path: shown, kind: kind)
        case .fileTooLarge("", let limit): return .fileTooLarge(path: shown, limit: limit)
        case .directoryNotFound(""): return .directoryNotFound(path: shown)
        case .permissionDenied("", let operation): return .permissionDenied(path: shown, operation: operation)
        case .fileSystem("", let operation, let reason):
            return .fileSystem(path: shown, operation: operation, reason: reason)
        default: return self
        }
    }

    private static func prefix(_ source: String?) -> String {
        guard let source, !source.isEmpty else { return "" }
        return source + ": "
    }

    /// The directory part of `path`, as the user would type it (`.` for a bare file name).
    static func directory(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }
}
