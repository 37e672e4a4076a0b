#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Limits

/// Reads an input file (a spec, tokens, a configuration, a report): a regular file only (a FIFO would
/// block, `/dev/zero` never ends), and at most `limit` bytes (`Limits.maximumSpecBytes` by default).
package enum BoundedFile {
    /// The file's bytes, or why it cannot be read (a phrase that follows the path); `what` names the
    /// kind of file in the size message.
    package static func contents(of path: String, limit: Int = Limits.maximumSpecBytes,
                                what: String = "a spec or tokens file") -> Result<[UInt8], Problem> {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            return .failure(Problem(errno == ENOENT ? "does not exist" : "cannot be read (\(String(cString: strerror(errno))))"))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(Problem("cannot be read (\(String(cString: strerror(errno))))")) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(Problem("is a folder, not a file"))
        case S_IFIFO: return .failure(Problem("is a FIFO (named pipe), not a regular file"))
        case S_IFCHR: return .failure(Problem("is a character device, not a regular file"))
        default: return .failure(Problem("is not a regular file"))
        }
        let tooLarge = Problem("is larger than \(Limits.describe(bytes: limit)), the limit for \(what)")
        guard Int(info.st_size) <= limit else { return .failure(tooLarge) }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= limit else { return .failure(tooLarge) }
                bytes.append(contentsOf: repeatElement(0, count: min(max(count, 65536), limit + 1 - count)))
            }
            let got = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
            if got > 0 {
                count += got
            } else if got == 0 {
                break
            } else if errno != EINTR {
                return .failure(Problem("cannot be read (\(String(cString: strerror(errno))))"))
            }
        }
        guard count <= limit else { return .failure(tooLarge) }
        return .success(Array(bytes[..<count]))
    }

    package struct Problem: Error {
        package let phrase: String

        init(_ phrase: String) {
            self.phrase = phrase
        }
    }
}
