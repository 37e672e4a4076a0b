import JSON

/// One literal a fix changes in the files a spec is read from: the value written at `location` in `file`
/// (the spec itself, or the token file a colour comes from), reached by `path`, becomes `replacement`.
/// Rules attach the edits that clear their finding; `buttoncheck fix` applies them, byte for byte, and
/// nothing else in the file changes.
public struct SpecEdit: Sendable, Hashable {
    /// The file that holds the literal, as the spec's reader named it.
    public let file: String
    /// Where the literal value starts (its first character: the `"` of a string, the first digit of a number).
    public let location: SourceLocation
    /// The literal's JSONPath in that file (`$.content[2].tint`, `$.colors.brand`), for messages and diffs.
    public let path: String
    /// The JSON text that replaces the literal (`"#0055D4"`, `16`).
    public let replacement: String
    /// Set when the edit adds a member rather than replacing a literal: `location` is where the object
    /// (`path`, `$` or `$.colors`) starts, and the member `"member": replacement` is added to it, written in
    /// the object's own style (its whitespace between members, its line endings).
    public let member: String?

    public init(file: String, location: SourceLocation, path: String, replacement: String, member: String? = nil) {
        self.file = file
        self.location = location
        self.path = path
        self.replacement = replacement
        self.member = member
    }

    /// For an added member, the members of the object it is added before, the first found (else before the
    /// object's first member): a new `colors` goes before `backdrop` or `content`, as the corpus writes it.
    public var insertBefore: [String] {
        member == "colors" && path == "$" ? ["backdrop", "content"] : []
    }

    /// The path of what the edit writes: the literal's, or the added member's.
    public var writtenPath: String {
        guard let member else { return path }
        return path + "." + member
    }
}
