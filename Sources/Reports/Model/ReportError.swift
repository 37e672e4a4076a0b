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
    /// Reports checked with `--expect` and without: one run is checked in one mode.
    case mixedExpectMode(expect: String, plain: String)
    /// A shard's report with a whole run's (one checked without `--shard`).
    case mixedSharding(shard: String, name: String, whole: String)
    /// Shards of different N (`name`s such as "1 of 2").
    case shardCountMismatch(first: String, firstName: String, other: String, otherName: String)
    /// Shards of runs over different spec lists (their lengths).
    case differentSpecLists(first: String, firstCount: Int, other: String, otherCount: Int)
    /// One shard given twice (the reports naming it).
    case duplicateShard(name: String, reports: [String])
    /// Shards of the run not among the reports.
    case missingShards(missing: [Int], given: [Int], count: Int)
    /// A report whose specs are not its shard's part of the spec list.
    case shardContentMismatch(source: String, name: String)

    public var description: String {
        switch self {
        case .notJSON(let source, let location, let message):
            "\(source):\(location): error: not a JSON report: \(message)"
        case .invalidReport(let source, let location, let path, let message):
            "\(source):\(location): error: \(message) (at \(path))"
        case .duplicateSpec(let file, let reports):
            "error: spec \(file) is in more than one report (\(reports.joined(separator: ", "))); "
                + "each spec belongs to exactly one shard: run every shard over the same spec list with --shard I/N for the same N"
        case .mixedExpectMode(let expect, let plain):
            "error: \(expect) was checked with --expect and \(plain) without: the shards of one run are checked in one mode, "
                + "so run every shard with --expect or none"
        case .mixedSharding(let shard, let name, let whole):
            "error: \(shard) is shard \(name) but \(whole) is a whole run (checked without --shard): merge the shards of one run"
        case .shardCountMismatch(let first, let firstName, let other, let otherName):
            "error: \(first) is shard \(firstName) and \(other) shard \(otherName): the shards of one run have one N, "
                + "so run every shard with --shard I/N for the same N"
        case .differentSpecLists(let first, let firstCount, let other, let otherCount):
            "error: \(first) and \(other) are shards of runs over different spec lists ("
                + (firstCount == otherCount ? "\(firstCount) specs each, not the same ones" : "\(firstCount) specs and \(otherCount)")
                + "): run every shard over the same specs"
        case .duplicateShard(let name, let reports):
            "error: shard \(name) is given twice (\(reports.joined(separator: " and "))): give each shard's report once"
        case .missingShards(let missing, let given, let count):
            "error: \(Self.shards(missing)) of \(count) \(missing.count == 1 ? "is" : "are") missing "
                + "(the reports given are \(Self.shards(given)) of \(count)): merge the JSON report of every shard of the run, --shard 1/\(count) to \(count)/\(count)"
        case .shardContentMismatch(let source, let name):
            "error: \(source) says it is shard \(name) but does not hold that shard's specs: merge the reports as check wrote them"
        }
    }

    /// "shard 2", "shards 2 and 3", "shards 1, 2 and 4".
    private static func shards(_ indices: [Int]) -> String {
        guard indices.count > 1 else { return "shard \(indices.first ?? 0)" }
        return "shards " + indices.dropLast().map(String.init).joined(separator: ", ") + " and \(indices.last!)"
    }
}
