#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Splitting a path into its folder and its name, as text (nothing is looked up on disk).
///
/// Foundation's `NSString.deletingLastPathComponent` traps (SIGILL) on Linux for a one-character
/// relative path (`g`, `g/`), so paths the user types (`--goldens g`, `--report json:r`) are split here.
package enum FilePath {
    /// `path` without its last component, as `NSString.deletingLastPathComponent` gives it where that
    /// works: `a/b/c` → `a/b`, `/a` → `/`, `a/b/` → `a`, and `""` for a bare name (`g`, `form.json`).
    package static func deletingLastComponent(_ path: String) -> String {
        let trimmed = trimmingTrailingSlashes(Substring(path))
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let folder = trimmingTrailingSlashes(trimmed[..<slash])
        return folder.isEmpty ? "/" : String(folder)
    }

    /// The folder holding `path`, as the user would type it: `.` for a bare name.
    package static func folder(of path: String) -> String {
        let folder = deletingLastComponent(path)
        return folder.isEmpty ? "." : folder
    }

    /// The last component of `path` (trailing slashes ignored): `a/b/` → `b`, `g` → `g`, `/` → `/`.
    package static func lastComponent(_ path: String) -> String {
        let trimmed = trimmingTrailingSlashes(Substring(path))
        guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        let name = trimmed[trimmed.index(after: slash)...]
        return name.isEmpty ? "/" : String(name)
    }

    /// Whether writing `second` would replace what `first` names: the same regular file (the same device
    /// and inode, by any path or link), or, while neither exists, the same path once made absolute with
    /// `.`, `..` and repeated slashes resolved. A FIFO or a device, written in place, takes any number of writes.
    package static func sameFile(_ first: String, _ second: String) -> Bool {
        var a = stat()
        var b = stat()
        let firstExists = stat(first, &a) == 0
        let secondExists = stat(second, &b) == 0
        if firstExists && secondExists {
            return a.st_mode & S_IFMT == S_IFREG && a.st_dev == b.st_dev && a.st_ino == b.st_ino
        }
        return !firstExists && !secondExists && normalized(first) == normalized(second)
    }

    /// `path` made absolute (against the working folder), with `.`, `..` and repeated slashes resolved as text.
    static func normalized(_ path: String) -> String {
        var absolute = path
        if !path.hasPrefix("/") {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let folder = getcwd(&buffer, buffer.count).map { String(cString: $0) } ?? "."
            absolute = folder + "/" + path
        }
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    private static func trimmingTrailingSlashes(_ path: Substring) -> Substring {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return trimmed
    }
}
