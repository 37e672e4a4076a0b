/// What one golden assertion found and did. `failure` is nil when the test passes.
public enum GoldenVerdict: Equatable, Sendable {
    /// The value equals its golden.
    case matched
    /// There was no golden; `recorded` says whether one was written.
    case missing(recorded: Bool, message: String)
    /// The value differs from its golden; `recorded` says whether the golden was rewritten.
    case differs(recorded: Bool, message: String)

    /// The message of a failed assertion, nil when it passed.
    public var failure: String? {
        switch self {
        case .matched: nil
        case .missing(_, let message), .differs(_, let message): message
        }
    }
}
