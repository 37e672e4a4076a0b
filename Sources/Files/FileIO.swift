#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// File reading and atomic writing with POSIX calls, so that each failure maps to a precise
/// `FileError` carrying the path and the system's reason. Every file ButtonCheck writes (PNGs,
/// goldens, the goldens manifest, reports) goes through `writeAtomically`, which never renames
/// over anything but a regular file (see `WriteTarget`).
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

    /// Writes `bytes` to `path` without ever leaving half a file or renaming over anything but a regular
    /// file: a regular file (or none yet) is replaced by a new temporary file next to it, renamed over it;
    /// through a symbolic link, the file it names is replaced so (the link stays), unless the link is this
    /// process's own descriptor (`/dev/stdout > out.txt`), written through at its offset; a FIFO or a character
    /// device is opened and written in place (a FIFO nobody reads is refused at once, not waited on); a
    /// folder, block device or socket is refused. `rename` is the system call unless a test substitutes a
    /// failing one.
    package static func writeAtomically(
        _ bytes: [UInt8], to path: String,
        rename: (String, String) -> Int32 = { rename($0, $1) }
    ) throws(FileError) {
        guard !path.isEmpty else {
            throw .fileSystem(path: path, operation: .write, reason: "no file name given")
        }
        if path.hasSuffix("/") { throw .isDirectory(path: path) }
        switch try writeTarget(for: path) {
        case .replace(let file): try replace(file, with: bytes, reportedAs: path, rename: rename)
        case .inPlace: try writeInPlace(bytes, to: path, appending: false)
        case .append: try writeInPlace(bytes, to: path, appending: true)
        case .descriptor(let fd): if let failure = writeAll(bytes, to: fd, path: path) { throw failure }
        }
    }

    /// How a write to `path` goes, from what is there now (symbolic links followed).
    package static func writeTarget(for path: String) throws(FileError) -> WriteTarget {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .replace(path: path) }
        let kind = info.st_mode & S_IFMT
        if kind != S_IFLNK { return try target(kind: kind, path) }
        var final = stat()
        guard stat(path, &final) == 0 else {
            // A link to a file not yet there (or a loop): the path it names is created.
            return .replace(path: try linkDestination(path))
        }
        let finalKind = final.st_mode & S_IFMT
        guard finalKind == S_IFREG else { return try target(kind: finalKind, path) }
        // This process's own descriptor on the file (`> out.txt` behind /dev/stdout): written through it.
        if let fd = ownDescriptor(path) {
            var held = stat()
            if fstat(fd, &held) == 0, held.st_dev == final.st_dev, held.st_ino == final.st_ino { return .descriptor(fd) }
        }
        // The real path, if it is one: renamed next to. A link in /proc to a deleted or unnamed file is not.
        guard let resolved = realpath(path, nil) else { return .append }
        defer { free(resolved) }
        let real = String(cString: resolved)
        var check = stat()
        guard stat(real, &check) == 0, check.st_dev == final.st_dev, check.st_ino == final.st_ino else { return .append }
        return .replace(path: real)
    }

    private static func target(kind: mode_t, _ path: String) throws(FileError) -> WriteTarget {
        switch kind {
        case S_IFREG: return .replace(path: path)
        case S_IFDIR: throw .isDirectory(path: path)
        case S_IFIFO, S_IFCHR: return .inPlace
        case S_IFBLK: throw .notRegularFile(path: path, kind: "a block device")
        case S_IFSOCK: throw .notRegularFile(path: path, kind: "a socket")
        default: throw .notRegularFile(path: path, kind: "not a regular file")
        }
    }

    /// The descriptor N when `path`, or a link on its way, is this process's `/proc/self/fd/N`,
    /// `/proc/<pid>/fd/N`, `/proc/thread-self/fd/N` or `/dev/fd/N` (`/dev/stdout` is a link to the first).
    private static func ownDescriptor(_ path: String) -> Int32? {
        let folders = ["/proc/self/fd/", "/proc/thread-self/fd/", "/proc/\(getpid())/fd/", "/dev/fd/"]
        var current = path
        for _ in 0..<40 {
            for folder in folders where current.hasPrefix(folder) {
                let number = current.dropFirst(folder.count)
                if !number.isEmpty, number.allSatisfy(\.isASCII), let fd = Int32(number) { return fd }
            }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return nil }
            let destination = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let folder = FilePath.deletingLastComponent(current)
            current = destination.hasPrefix("/") || folder.isEmpty ? destination : folder + "/" + destination
        }
        return nil
    }

    /// The path a chain of symbolic links ends at, when that path does not exist yet.
    private static func linkDestination(_ path: String) throws(FileError) -> String {
        var current = path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else {
                if errno == EINVAL || errno == ENOENT { return current }  // not a link: the end of the chain
                throw writeError(path, errno)
            }
            let destination = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let folder = FilePath.deletingLastComponent(current)
            current = destination.hasPrefix("/") || folder.isEmpty ? destination : folder + "/" + destination
        }
        throw writeError(path, ELOOP)
    }

    /// Writes through a descriptor opened on the FIFO, device or file where it is (no rename, no O_CREAT).
    private static func writeInPlace(_ bytes: [UInt8], to path: String, appending: Bool) throws(FileError) {
        // O_NONBLOCK: opening a FIFO that no process reads fails at once (ENXIO) instead of waiting.
        let fd = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC | (appending ? O_APPEND : 0))
        guard fd >= 0 else {
            if errno == ENXIO {
                throw .fileSystem(
                    path: path, operation: .write, reason: "no process is reading the FIFO (named pipe); start its reader first")
            }
            throw writeError(path, errno)
        }
        var failure: FileError?
        var info = stat()
        if fstat(fd, &info) != 0 {
            failure = writeError(path, errno)
        } else if !appending, info.st_mode & S_IFMT != S_IFIFO, info.st_mode & S_IFMT != S_IFCHR {
            // Replaced between the check and the open: nothing is written into whatever is there now.
            failure = .fileSystem(path: path, operation: .write, reason: "changed while it was being written; try again")
        } else {
            // Writes block as for any writer (a full pipe waits for its reader).
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
            failure = writeAll(bytes, to: fd, path: path)
        }
        if close(fd) != 0, failure == nil, errno != EINTR { failure = writeError(path, errno) }
        if let failure { throw failure }
    }

    /// Writes `bytes` to a new temporary file next to `file`, then renames it over `file` (errors name `path`).
    private static func replace(
        _ file: String, with bytes: [UInt8], reportedAs path: String,
        rename: (String, String) -> Int32
    ) throws(FileError) {
        var existing = stat()
        let targetExists = stat(file, &existing) == 0
        if targetExists, existing.st_mode & S_IFMT == S_IFDIR { throw .isDirectory(path: path) }

        // A unique hidden name in the same directory, so that rename() stays atomic.
        let slash = file.lastIndex(of: "/")
        let directoryPrefix = slash.map { String(file[...$0]) } ?? ""
        let name = slash.map { String(file[file.index(after: $0)...]) } ?? file
        let random = String(UInt64.random(in: 0...UInt64.max), radix: 16)
        let temporary = directoryPrefix + ".\(name).\(getpid()).\(random).tmp"

        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw writeError(path, errno) }

        // Keep the permission bits of the file being replaced.
        if targetExists { _ = fchmod(fd, existing.st_mode & 0o7777) }
        var failure = writeAll(bytes, to: fd, path: path)
        // close() can report delayed write errors (NFS, quotas).
        if close(fd) != 0, failure == nil { failure = writeError(path, errno) }
        if failure == nil, rename(temporary, file) != 0 { failure = writeError(path, errno) }
        if let failure {
            unlink(temporary)
            throw failure
        }
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) -> FileError? {
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
                return writeError(path, put < 0 ? errno : EIO)
            }
        }
        return nil
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
