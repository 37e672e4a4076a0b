import JSON
import Spec

/// Why a report could not be read or reports could not be merged. Every case names the file (or
/// the spec) and what is wrong; `description` is one line in the `file:line:col: error:` form.
public enum ReportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text is not JSON at all (truncated, not UTF-8, …).
    case notJSON(source: String, location: SourceLocation, message: String)
    /// JSON, but not a ButtonCheck report this version reads: a key, type or value is wrong.
    /// `path` is the JSONPath of the offending value (`$.specs[0].findings[2].severity`).
    case invalidReport(source: String, location: SourceLocation, path: String, message: String)
    /// The same spec is in more than one of the reports being merged (1-based positions, or names).
    case duplicateSpec(file: String, reports: [String])

    public var description: String {
        switch self {
        case .notJSON(let source, let location, let message):
            "\(source):\(location): error: not a JSON report: \(message)"
        case .invalidReport(let source, let location, let path, let message):
            "\(source):\(location): error: \(message) (at \(path))"
        case .duplicateSpec(let file, let reports):
            "error: spec \(file) is in more than one report (\(reports.joined(separator: ", "))); "
                + "each spec belongs to exactly one shard: run every shard over the same spec list with --shard I/N for the same N"
        }
    }
}
