/// The golden outcomes that fail a run, as rules of their own: CI reports name them by these ids
/// (SARIF rule ids, JUnit failure types) and the documentation has a page for each.
///
/// A kind is read from what every report keeps (the status, and whether pixels were counted), so a
/// report read back from JSON (`merge-reports`) names the same kinds as the run that wrote it.
package enum GoldenRule: String, CaseIterable, Sendable, Hashable {
    /// Compared, and more pixels differ than the tolerance allows.
    case changed = "golden.changed"
    /// The golden cannot be compared: not a readable PNG, another width than the render (another
    /// device or scale), or not the file its manifest entry describes.
    case unusable = "golden.unusable"
    /// No golden for a render (and the run did not record one).
    case missing = "golden.missing"
    /// The run wrote the golden (`--record`); a recorded golden still fails the run, to be reviewed.
    case recorded = "golden.recorded"

    /// The kind of a golden outcome; nil for one that passed.
    package init?(_ outcome: GoldenOutcome) {
        switch outcome.status {
        case .passed: return nil
        case .failed: self = outcome.mismatched == nil || outcome.total == nil ? .unusable : .changed
        case .missing: self = .missing
        case .recorded: self = .recorded
        }
    }

    package var title: String {
        switch self {
        case .changed: "Render differs from its golden"
        case .unusable: "Golden cannot be compared"
        case .missing: "Golden missing"
        case .recorded: "Golden recorded"
        }
    }

    /// What the rule reports, in one or two sentences.
    package var description: String {
        switch self {
        case .changed:
            "A render differs from its golden image by more pixels than the tolerance allows (exact by default: any changed pixel counts)."
        case .unusable:
            "A golden image cannot stand for the render: it is not a readable PNG, it has another width than the render (another device or scale), or it is not the file its manifest entry describes."
        case .missing:
            "A render has no golden image, and the run did not record one (--record never, the default when CI=true)."
        case .recorded:
            "The run wrote a golden image (--record missing, failed or all). Recording still fails the run, so every new or rewritten golden is reviewed before it is committed."
        }
    }

    /// How to resolve it, in general.
    package var help: String {
        switch self {
        case .changed:
            "Open the expected | diff | actual image (written with --out). If the change is intended, accept it with 'buttoncheck review' or record it with --record failed; otherwise fix the regression."
        case .unusable:
            "Review the golden file; if the render is right, record it again with --record failed, or accept the pending golden with 'buttoncheck review'."
        case .missing:
            "Record the golden with --record missing (or accept the pending golden with 'buttoncheck review'), review it and commit it with the goldens' manifest."
        case .recorded:
            "Review the recorded golden and commit it with the goldens' manifest; the next run compares against it."
        }
    }
}
