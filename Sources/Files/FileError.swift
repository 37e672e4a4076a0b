/// Why a file could not be read or written, for one path. `description` is one line: the path,
/// what failed, and what to do where there is something to do; `reason` is the same without the path.
package enum FileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Whether a file was being read or written.
    package enum Operation: Sendable, Equatable {
        case read, write
    }

    /// `read`: there is no file at `path`.
    case fileNotFound(path: String)
    /// `path` names a folder where a file was expected.
    case isDirectory(path: String)
    /// `path` is a FIFO, a device or a socket (`kind` says which); nothing was read from it.
    case notRegularFile(path: String, kind: String)
    /// The file at `path` holds more than `limit` bytes; reading stopped there.
    case fileTooLarge(path: String, limit: Int)
    /// `write`: the folder that should hold `path` does not exist.
    case directoryNotFound(path: String)
    /// The operating system refused access to `path` (or, when writing, to its folder).
    case permissionDenied(path: String, operation: Operation)
    /// Any other operating-system error; `reason` is the system's text (strerror).
    case fileSystem(path: String, operation: Operation, reason: String)

    package var path: String {
        switch self {
        case .fileNotFound(let path), .isDirectory(let path), .notRegularFile(let path, _), .fileTooLarge(let path, _),
            .directoryNotFound(let path), .permissionDenied(let path, _), .fileSystem(let path, _, _):
            path
        }
    }

    /// What went wrong, without the path or the operation: "permission denied in directory out; …".
    package var reason: String {
        switch self {
        case .fileNotFound: "no such file; check the path"
        case .isDirectory: "is a folder, not a file"
        case .notRegularFile(_, let kind): "is \(kind), not a regular file"
        case .fileTooLarge(_, let limit): "the file is larger than \(limit) bytes"
        case .directoryNotFound(let path): "directory \(Self.directory(of: path)) does not exist; create it first"
        case .permissionDenied(_, .read): "permission denied; check the file's permissions"
        case .permissionDenied(let path, .write):
            "permission denied in directory \(Self.directory(of: path)); make it writable or choose another location"
        case .fileSystem(_, _, let reason): reason
        }
    }

    /// "cannot read" or "cannot write" where the failure is one of the operation, else nil.
    var failedOperation: String? {
        switch self {
        case .fileNotFound, .isDirectory, .notRegularFile: nil
        case .fileTooLarge: "cannot read"
        case .directoryNotFound: "cannot write"
        case .permissionDenied(_, let operation), .fileSystem(_, let operation, _): operation == .read ? "cannot read" : "cannot write"
        }
    }

    /// `path: cannot write: reason`.
    package var description: String {
        (path.isEmpty ? "(empty path)" : path) + ": " + (failedOperation.map { $0 + ": " } ?? "") + reason
    }

    /// The directory part of `path`, as the user would type it (`.` for a bare file name).
    package static func directory(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }
}
