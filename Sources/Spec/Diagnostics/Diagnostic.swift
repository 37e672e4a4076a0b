import JSON
/// One problem found in a spec (or a file it names): where, and what to do about it.
public struct Diagnostic: Sendable, Hashable, Comparable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case error, warning
    }

    public let file: String
    public let location: SourceLocation
    /// JSONPath of the offending value, such as `$.content.children[2].title`.
    public let path: String
    public let severity: Severity
    public let message: String

    public init(file: String, location: SourceLocation, path: String, severity: Severity = .error, message: String) {
        self.file = file
        self.location = location
        self.path = path
        self.severity = severity
        self.message = message
    }

    /// `file:line:col: error: message (at $.path)`, the format editors and CI annotators read; a
    /// problem with the file as a whole (no such file, not a regular file) has no place in it:
    /// `file: error: message`.
    public var description: String {
        if path.isEmpty { return "\(file): \(severity.rawValue): \(message)" }
        return "\(file):\(location.line):\(location.column): \(severity.rawValue): \(message) (at \(path))"
    }

    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.file, lhs.location, lhs.path, lhs.message) < (rhs.file, rhs.location, rhs.path, rhs.message)
    }
}
