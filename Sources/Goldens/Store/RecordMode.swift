/// When goldens are written. Nothing is written without a mode that asks for it.
public enum RecordMode: String, CaseIterable, Sendable {
    /// Compare only (the default when CI=true).
    case never
    /// Write goldens that do not exist yet (the default otherwise).
    case missing
    /// Write goldens that are missing or fail.
    case failed
    /// Write every golden.
    case all

    /// never under CI (CI=true), missing elsewhere.
    public static func `default`(environment: [String: String]) -> RecordMode {
        let ci = environment["CI"]?.lowercased()
        return ci == "true" || ci == "1" ? .never : .missing
    }
}
