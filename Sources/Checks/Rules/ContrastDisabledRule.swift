import Foundation
import Layout
import Raster
import Spec

/// contrast.disabled: a disabled button's title, and a disabled text field's or toggle's label and
/// value, must stay readable (default 3:1), WCAG's exemption notwithstanding: the seeds call the
/// grey-on-grey disabled primary a defect, and a locked field people still need to read is no different.
package struct ContrastDisabledRule: Rule {
    package let id = RuleID.contrastDisabled

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var findings: [Finding] = []
        for item in input.cases {
            for paint in item.texts where paint.isDisabled {
                guard let measurement = paint.contrast, measurement.ratio < thresholds.disabledContrast else { continue }
                let name = TextOwnership.element(paint, in: input)
                var isButton = false
                if case .button = input.element(paint.owner).kind { isButton = true }
                let part = if case .part(let part) = paint.role { part.rawValue } else { "title" }
                let minimum = ContrastFormat.ratio(thresholds.disabledContrast)
                let advice = ContrastAdvice.forText(paint, in: item, input: input, required: thresholds.disabledContrast)
                var finding = Finding(
                    rule: id, file: input.spec.file, location: paint.sourceLocation, element: TextOwnership.element(paint, in: input),
                    appearance: item.appearance, state: item.state, scenario: item.scenario, size: item.size,
                    measured: measurement.ratio, threshold: thresholds.disabledContrast, unit: .ratio,
                    message:
                        "The disabled \(part) of \"\(name)\" measures \(ContrastFormat.ratio(measurement.ratio)) (\(measurement.text) on \(measurement.background)), below \(minimum): grey on grey that reads as broken.",
                    fix: advice.map { !$0.edits.isEmpty } == true
                        ? advice!.fix
                        : isButton
                            ? "Give the disabled state legible colours (\"colors\" in the disabled state, title at least \(minimum)), or keep the button enabled and validate on tap."
                            : "Give \"\(name)\" legible disabled colours (\"colors\" in its \"disabled\", \(part) at least \(minimum)): people still read a locked value.",
                    details: ContrastFormat.details(measurement), colors: ContrastFormat.colors(measurement))
                finding.edits = advice?.edits ?? []
                findings.append(finding)
            }
        }
        return findings
    }
}
