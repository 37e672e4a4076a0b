/// What a JUnit test case stands for (`--junit-granularity`).
public enum JUnitGranularity: String, CaseIterable, Sendable {
    /// One test case per spec (the default): a spec that fails is one failure listing all it found,
    /// grouped by rule; a spec that could not be checked is one error.
    case spec
    /// Per spec, a test case `spec` (an error when it could not be checked), one per rule with a
    /// finding (or, with --expect, expected and not found) and one per golden rule with a golden that
    /// fails; each failing test case is one failure.
    case rule
}
