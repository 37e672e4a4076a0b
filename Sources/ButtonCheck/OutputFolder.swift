#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Creates output folders (`--out`, a spec's folder in it) with POSIX calls, so that a failure says
/// which part of the path is wrong and what to do, not an NSError dump.
package enum OutputFolder {
    package struct Failure: Error, CustomStringConvertible, Equatable {
        package let description: String
    }

    /// Creates `path` and any missing parents; an existing folder is fine.
    package static func create(_ path: String) throws(Failure) {
        guard !path.isEmpty else { return }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            var info = stat()
            if stat(prefix, &info) == 0 {
                if info.st_mode & S_IFMT == S_IFDIR { continue }
                throw Failure(description: "cannot create the folder \(path): \(prefix) is a file, not a folder; choose another location")
            }
            if mkdir(prefix, 0o777) == 0 { continue }
            let code = errno
            if code == EEXIST, stat(prefix, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { continue }
            throw Failure(description: "cannot create the folder \(path): " + reason(code, parent: parent(of: prefix)))
        }
    }

    /// Checks, without creating anything, that `path` can become a folder: every existing part of it
    /// is a folder, and the deepest existing one is writable when something must be made in it.
    package static func validate(_ path: String) throws(Failure) {
        guard !path.isEmpty else { return }
        var prefix = path.hasPrefix("/") ? "/" : ""
        var deepest = prefix.isEmpty ? "." : prefix
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            var info = stat()
            guard stat(prefix, &info) == 0 else {
                if access(deepest, W_OK) != 0 {
                    throw Failure(description: "cannot create the folder \(path): " + reason(errno, parent: deepest))
                }
                return
            }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw Failure(description: "cannot create the folder \(path): \(prefix) is a file, not a folder; choose another location")
            }
            deepest = prefix
        }
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func reason(_ code: Int32, parent: String) -> String {
        switch code {
        case EACCES, EPERM: "permission denied in \(parent); make it writable or choose another location"
        case EROFS: "\(parent) is on a read-only file system; choose another location"
        case ENOSPC, EDQUOT: "no space left on the device; free some space and retry"
        case ENOENT: "\(parent) cannot hold folders; choose another location"
        default: String(cString: strerror(code))
        }
    }
}
