/// The tool's exit statuses, a stable interface for scripts and CI.
public enum ExitCode: Int32, Sendable {
    /// Clean: no findings at error severity, no golden failures.
    case success = 0
    /// Findings or golden failures.
    case findings = 1
    /// Bad input or usage.
    case badInput = 2
}
