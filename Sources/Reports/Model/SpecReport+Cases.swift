import Checks
import Spec

extension SpecReport {
    /// The findings (suppressed ones included) that concern one render, in report order.
    package func findings(for renderCase: RenderCase) -> [Finding] {
        findings.filter { renderCase.isAffected(by: $0) }
    }

    /// Findings that concern none of the renders made (say, a loading finding when only idle was rendered).
    var findingsWithoutCase: [Finding] {
        findings.filter { finding in !cases.contains { $0.isAffected(by: finding) } }
    }

    /// The golden comparison of one render, if goldens were compared.
    package func golden(for renderCase: RenderCase) -> GoldenOutcome? {
        goldens.first { $0.renderCase == renderCase }
    }

    /// Goldens not compared against the renders listed in `cases`.
    var goldensWithoutCase: [GoldenOutcome] {
        goldens.filter { !cases.contains($0.renderCase) }
    }

    /// The render whose picture best shows a finding: its worst size (else its first size), its
    /// appearance and state, falling back to the first render it concerns.
    package func representativeCase(for finding: Finding) -> RenderCase? {
        let affected = cases.filter { $0.isAffected(by: finding) }
        let size = finding.worstSize ?? finding.sizes.first
        return affected.first { $0.size == size } ?? affected.first
    }
}
