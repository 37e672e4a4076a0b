#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File reading and atomic writing with POSIX calls, so that each failure maps to a precise
/// `FileError` carrying the path and the system's reason. Every file ButtonCheck writes (PNGs,
/// goldens, the goldens manifest, reports) goes through `writeAtomically`.
package enum FileIO {
    // MARK: Reading

    /// The paths, relative to `folder`, of everything below it that is not a folder (symbolic links
    /// are listed, not followed), in no particular order; empty when `folder` cannot be read. One
    /// `readdir` pass per folder: listing a goldens folder on every check must cost next to nothing.
    package static func filesBelow(_ folder: String) -> [String] {
        var files: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            guard let directory = opendir(relative.isEmpty ? folder : folder + "/" + relative) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
                if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                    var info = stat()
                    isFolder = lstat(folder + "/" + path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
                }
                if isFolder { pending.append(path) } else { files.append(path) }
            }
        }
        return files
    }

    /// The bytes of the regular file at `path`, at most `limit` of them: a directory, FIFO, device
    /// or socket is refused before anything is read (a FIFO would block, `/dev/zero` never ends).
    package static func readAll(_ path: String, limit: Int) throws(FileError) -> [UInt8] {
        guard !path.isEmpty else { throw .fileNotFound(path: path) }
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw readError(path, errno) }
        defer { close(fd) }

        var info = stat()
        guard fstat(fd, &info) == 0 else { throw readError(path, errno) }
        try requireRegular(info, path)
        if Int(info.st_size) > limit { throw .fileTooLarge(path: path, limit: limit) }

        // Read to end of file; the size from fstat is only a hint (the file may change), so the
        // limit is enforced on what is actually read too.
        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size), 0) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= limit else { throw .fileTooLarge(path: path, limit: limit) }
                bytes.append(contentsOf: repeatElement(0, count: min(max(bytes.count, 65536), limit + 1 - count)))
            }
            let got = bytes.withUnsafeMutableBytes { buffer in
                read(fd, buffer.baseAddress! + count, buffer.count - count)
            }
            if got > 0 {
                count += got
            } else if got == 0 {
                break
            } else if errno != EINTR {
                throw readError(path, errno)
            }
        }
        guard count <= limit else { throw .fileTooLarge(path: path, limit: limit) }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// Checks, without opening it, that `path` (symbolic links followed) is a regular file: a missing
    /// path, a directory, FIFO, device or socket is the error `readAll` would give it. For a file read
    /// later by another library (a font), so that it never opens something that blocks or never ends.
    package static func checkRegularFile(_ path: String) throws(FileError) {
        guard !path.isEmpty else { throw .fileNotFound(path: path) }
        var info = stat()
        guard stat(path, &info) == 0 else { throw readError(path, errno) }
        try requireRegular(info, path)
    }

    private static func requireRegular(_ info: stat, _ path: String) throws(FileError) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .isDirectory(path: path)
        case S_IFIFO: throw .notRegularFile(path: path, kind: "a FIFO (named pipe)")
        case S_IFCHR: throw .notRegularFile(path: path, kind: "a character device")
        case S_IFBLK: throw .notRegularFile(path: path, kind: "a block device")
        case S_IFSOCK: throw .notRegularFile(path: path, kind: "a socket")
        default: throw .notRegularFile(path: path, kind: "not a regular file")
        }
    }

    private static func readError(_ path: String, _ code: Int32) -> FileError {
        switch code {
        case ENOENT: return .fileNotFound(path: path)
        case EISDIR: return .isDirectory(path: path)
        case EACCES, EPERM: return .permissionDenied(path: path, operation: .read)
        case ENOTDIR:
            return .fileSystem(
                path: path, operation: .read,
                reason: "a part of the directory path is a file, not a directory; fix the path")
        default: return .fileSystem(path: path, operation: .read, reason: reason(code))
        }
    }

    // MARK: Writing

    /// Writes `bytes` to a new temporary file next to `path`, then renames it over `path`.
    /// `rename` is the system call unless a test substitutes a failing one.
    package static func writeAtomically(
        _ bytes: [UInt8], to path: String,
        rename: (String, String) -> Int32 = { rename($0, $1) }
    ) throws(FileError) {
        guard !path.isEmpty else {
            throw .fileSystem(path: path, operation: .write, reason: "no file name given")
        }
        var existing = stat()
        let targetExists = stat(path, &existing) == 0
        if targetExists, existing.st_mode & S_IFMT == S_IFDIR { throw .isDirectory(path: path) }
        if path.hasSuffix("/") { throw .isDirectory(path: path) }

        // A unique hidden name in the same directory, so that rename() stays atomic.
        let slash = path.lastIndex(of: "/")
        let directoryPrefix = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let random = String(UInt64.random(in: 0...UInt64.max), radix: 16)
        let temporary = directoryPrefix + ".\(name).\(getpid()).\(random).tmp"

        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw writeError(path, errno) }

        var failure: FileError?
        // Keep the permission bits of the file being replaced.
        if targetExists { _ = fchmod(fd, existing.st_mode & 0o7777) }
        var written = 0
        while written < bytes.count {
            let put = bytes.withUnsafeBytes { buffer in
                write(fd, buffer.baseAddress! + written, buffer.count - written)
            }
            if put > 0 {
                written += put
            } else if put < 0, errno == EINTR {
                continue
            } else {
                failure = writeError(path, put < 0 ? errno : EIO)
                break
            }
        }
        // close() can report delayed write errors (NFS, quotas).
        if close(fd) != 0, failure == nil { failure = writeError(path, errno) }
        if failure == nil, rename(temporary, path) != 0 { failure = writeError(path, errno) }
        if let failure {
            unlink(temporary)
            throw failure
        }
    }

    private static func writeError(_ path: String, _ code: Int32) -> FileError {
        switch code {
        case ENOENT: return .directoryNotFound(path: path)
        case EISDIR: return .isDirectory(path: path)
        case EACCES, EPERM: return .permissionDenied(path: path, operation: .write)
        case ENOTDIR:
            return .fileSystem(
                path: path, operation: .write,
                reason: "a part of the directory path is a file, not a directory; fix the path")
        case EROFS:
            return .fileSystem(
                path: path, operation: .write,
                reason: "\(reason(code)); choose a location on a writable file system")
        case ENOSPC, EDQUOT:
            return .fileSystem(
                path: path, operation: .write, reason: "\(reason(code)); free some space and retry")
        default:
            return .fileSystem(path: path, operation: .write, reason: reason(code))
        }
    }

    private static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
