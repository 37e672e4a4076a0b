import Foundation

/// Paths from the report's folder to the images it shows, so the report can move with its folder.
enum RelativePath {
    /// The path of `target` relative to the directory `base`. Both are normalised first (`.`, `..`,
    /// repeated `/`); when only one is absolute, the other is taken from the current directory.
    static func from(_ base: String, to target: String) -> String {
        var from = components(base)
        var to = components(target)
        // Mixed absolute and relative paths, or a base above the current directory, need the current directory.
        if base.hasPrefix("/") != target.hasPrefix("/") || from.first == ".." {
            let current = FileManager.default.currentDirectoryPath
            if !base.hasPrefix("/") { from = components(current + "/" + base) }
            if !target.hasPrefix("/") { to = components(current + "/" + target) }
        }
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common], from[common] != ".." { common += 1 }
        let up = Array(repeating: "..", count: from.count - common)
        let parts = up + to[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    static func components(_ path: String) -> [String] {
        var parts: [String] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." { parts.removeLast() } else if !path.hasPrefix("/") { parts.append("..") }
            default: parts.append(String(part))
            }
        }
        return parts
    }

    /// A relative path as a URL path for `src`/`href`: each segment percent-encoded where a URL
    /// would misread it (`#`, `?`, `%`, spaces, non-ASCII).
    static func url(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return encoded
    }
}
