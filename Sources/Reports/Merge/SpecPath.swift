/// A spec file's path as `check` was given it, compared lexically: `specs/a.json`, `./specs/a.json` and
/// `specs//./a.json` are one spec. (`..` is kept: `a/../b` may leave a symbolic link, so it is not folded.)
enum SpecPath {
    static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }
}
