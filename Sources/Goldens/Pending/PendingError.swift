import Spec

/// What can go wrong with pending goldens: reading their descriptions and images, accepting and
/// rejecting them. Each message names the file and what to do.
package enum PendingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A description (`….new.json`) that is not valid: every problem, located.
    case invalidDescription(path: String, problems: [Diagnostic])
    /// A pending image that cannot be read or decoded.
    case invalidImage(path: String, reason: String)
    /// A pending image without its description (a check killed before it wrote it), or the other way round.
    case incomplete(path: String, missing: String)
    /// The pending render is at another scale than the goldens' manifest.
    case scaleMismatch(path: String, pending: Int, recorded: Int)
    /// A file of the goldens folder could not be changed.
    case unwritable(path: String, reason: String)

    package var description: String {
        switch self {
        case .invalidDescription(let path, let problems):
            return (problems.map(\.description) + [Self.advice(path)]).joined(separator: "\n")
        case .invalidImage(let path, let reason):
            return
                "\(path): \(reason); the pending golden cannot be accepted: reject it (buttoncheck review --reject) or run check again to write it anew"
        case .incomplete(let path, let missing):
            return
                "\(path): its \(missing) is missing (a check stopped while writing it); run check again to write it anew, or delete \(path)"
        case .scaleMismatch(let path, let pending, let recorded):
            return
                "\(path) was rendered at @\(pending)x but the goldens are recorded at @\(recorded)x; reject it and check again without --scale, or record every golden at @\(pending)x with --record all"
        case .unwritable(let path, let reason):
            return "cannot change \(path): \(reason); check the goldens folder and its permissions"
        }
    }

    /// The lines to print: one per located problem for a description, else "error: " and the description.
    package var lines: [String] {
        if case .invalidDescription(let path, let problems) = self {
            return problems.map(\.description) + ["error: " + Self.advice(path)]
        }
        return ["error: \(description)"]
    }

    private static func advice(_ path: String) -> String {
        "\(path): invalid pending-golden description; reject the pending golden (or delete it and its .new.png) and run check again"
    }
}
