import Foundation
import Layout
import Raster
import Spec

/// contrast.disabled: a disabled button's title must stay readable (default 3:1), WCAG's
/// exemption notwithstanding: the seeds call the grey-on-grey disabled primary a defect.
public struct ContrastDisabledRule: Rule {
    public let id = RuleID.contrastDisabled

    public init() {}

    public func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var findings: [Finding] = []
        for item in input.cases {
            for paint in item.texts where TextOwnership.isDisabledButtonTitle(paint, in: item.tree) {
                guard let measurement = paint.contrast, measurement.ratio < thresholds.disabledContrast else { continue }
                findings.append(Finding(
                    rule: id, file: input.spec.file, location: paint.sourceLocation, element: TextOwnership.element(paint, in: input),
                    appearance: item.appearance, state: item.state, size: item.size,
                    measured: measurement.ratio, threshold: thresholds.disabledContrast, unit: "ratio",
                    message: "The disabled title of \"\(TextOwnership.element(paint, in: input))\" measures \(ContrastFormat.ratio(measurement.ratio)) (\(measurement.text) on \(measurement.background)), below \(ContrastFormat.ratio(thresholds.disabledContrast)): grey on grey that reads as broken.",
                    fix: "Give the disabled state legible colours (\"colors\" in the disabled state, title at least \(ContrastFormat.ratio(thresholds.disabledContrast))), or keep the button enabled and validate on tap.",
                    details: ContrastFormat.details(measurement)))
            }
        }
        return findings
    }
}
