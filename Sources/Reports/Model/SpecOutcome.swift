/// How one spec fared in a run: the unit every report counts (the text report's summary line, the
/// JUnit test cases), so their counts agree.
package enum SpecOutcome: String, Sendable, Hashable, CaseIterable {
    /// Checked; nothing in it fails the run.
    case passed
    /// Checked; a finding, a golden or (with `--expect`) its expect list fails the run.
    case failed
    /// It could not be checked: it did not load, or no render of it was made.
    case notChecked
}
