import Foundation

/// What a run of `buttoncheck` with these arguments would write into the package, read from the
/// options that write (`--out`, `--report FORMAT:PATH`, `--record`, `--pending`, check's `--review`,
/// review's `--accept`, `--reject`, `--accept-case` and `--reject-case`), written `--name value` or
/// `--name=value`, before a `--`.
struct PackageWrites {
    /// The command: the first argument, unless it is an option (`--help`, `--version`).
    let command: String?
    /// Each option that writes into the package, as given ("--out out", "--record missing").
    private(set) var reasons: [String] = []
    private(set) var hasOut = false
    private(set) var hasGoldens = false
    private(set) var hasRecord = false

    /// `package` is the package's folder, which relative paths are in; `workFolder` is the plugin's
    /// own, inside the package's build folder, where writing needs no permission.
    init(_ arguments: [String], package: URL, workFolder: URL) {
        command = arguments.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
        let options = Array(arguments.prefix { $0 != "--" }.dropFirst(command == nil ? 0 : 1))
        var index = 0
        while index < options.count {
            let argument = options[index]
            index += 1
            guard argument.hasPrefix("--") else { continue }
            var name = String(argument.dropFirst(2))
            var value: String?
            if let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            func takeValue() -> String? {
                if value == nil, index < options.count {
                    value = options[index]
                    index += 1
                }
                return value
            }
            switch name {
            case "out":
                hasOut = true
                if let path = takeValue(), Self.writesInto(package, path, outside: workFolder) {
                    reasons.append("--out \(path)")
                }
            case "report":
                if let destination = takeValue(), let colon = destination.firstIndex(of: ":") {
                    let path = String(destination[destination.index(after: colon)...])
                    if path != "-", Self.writesInto(package, path, outside: workFolder) {
                        reasons.append("--report \(destination)")
                    }
                }
            case "goldens":
                hasGoldens = true
                _ = takeValue()
            case "record":
                hasRecord = true
                if let mode = takeValue(), mode != "never" {
                    reasons.append("--record \(mode) (writes goldens)")
                }
            case "pending":
                reasons.append("--pending (writes pending goldens)")
            case "accept", "reject" where command == "review":
                reasons.append("--\(name) (changes the goldens folder)")
            case "accept-case" where command == "review", "reject-case" where command == "review":
                reasons.append("--\(name) \(takeValue() ?? "") (changes the goldens folder)")
            case "review" where command == "check":
                reasons.append("--review (writes pending goldens and changes the goldens folder)")
            default:
                break
            }
        }
    }

    /// Whether `path` (relative to the package's folder or absolute) is the package's folder or in it,
    /// and not in `workFolder`.
    static func writesInto(_ package: URL, _ path: String, outside workFolder: URL) -> Bool {
        let target = URL(fileURLWithPath: path, relativeTo: package).standardizedFileURL.resolvingSymlinksInPath().path
        func isIn(_ folder: URL) -> Bool {
            let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
            return target == root || target.hasPrefix(root.hasSuffix("/") ? root : root + "/")
        }
        return isIn(package) && !isIn(workFolder)
    }
}
