import Foundation
import Layout
import Raster
import Spec

/// contrast.non-text: an enabled prominent button (one that relies on its fill to be seen) must
/// stand out from what is behind it by 3:1 (WCAG 1.4.11).
public struct ContrastNonTextRule: Rule {
    public let id = RuleID.contrastNonText

    public init() {}

    public func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var findings: [Finding] = []
        for item in input.cases {
            for paint in item.shapes {
                guard let id = paint.nodeID, let node = item.tree.root.node(withID: id), case .button(let button) = node.element,
                      !button.isDisabled, button.style == .borderedProminent || button.style == .glassProminent,
                      let measurement = paint.contrast, measurement.ratio < thresholds.nonTextContrast
                else { continue }
                findings.append(Finding(
                    rule: self.id, file: input.spec.file, location: paint.sourceLocation, element: id,
                    appearance: item.appearance, state: item.state, size: item.size,
                    measured: measurement.ratio, threshold: thresholds.nonTextContrast, unit: "ratio",
                    message: "The \(button.style.rawValue) shape of \"\(id)\" measures \(ContrastFormat.ratio(measurement.ratio)) against what is behind it (\(measurement.fill) on \(measurement.background)), below \(ContrastFormat.ratio(thresholds.nonTextContrast)).",
                    fix: "Use a fill that differs from the background by at least \(ContrastFormat.ratio(thresholds.nonTextContrast)), or add a visible border.",
                    details: ["apca": ContrastFormat.lc(measurement.apca), "fill": measurement.fill.description,
                              "background": measurement.background.description]))
            }
        }
        return findings
    }
}
