import Files

extension PNGError {
    /// The file error of reading or writing a PNG, in PNG's terms (same case, same path).
    init(_ error: FileError) {
        switch error {
        case .fileNotFound(let path): self = .fileNotFound(path: path)
        case .isDirectory(let path): self = .isDirectory(path: path)
        case .notRegularFile(let path, let kind): self = .notRegularFile(path: path, kind: kind)
        case .fileTooLarge(let path, let limit): self = .fileTooLarge(path: path, limit: limit)
        case .directoryNotFound(let path): self = .directoryNotFound(path: path)
        case .permissionDenied(let path, let operation): self = .permissionDenied(path: path, operation: operation == .read ? .read : .write)
        case .fileSystem(let path, let operation, let reason):
            self = .fileSystem(path: path, operation: operation == .read ? .read : .write, reason: reason)
        }
    }
}
