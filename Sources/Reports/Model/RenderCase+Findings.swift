import Checks
import Spec

extension RenderCase {
    /// Whether a finding concerns this render: its appearance, display settings, locale, state and sizes
    /// match, or are left open (nil or empty) because the finding does not depend on them.
    package func isAffected(by finding: Finding) -> Bool {
        (finding.appearance == nil || finding.appearance == appearance)
            && (finding.settings == nil || finding.settings == settings)
            && (finding.appearance == nil || finding.locale == locale)
            && (finding.state == nil || (finding.state == state && finding.scenario == scenario))
            && (finding.sizes.isEmpty || finding.sizes.contains(size))
    }
}
