import Foundation
import Layout
import Raster
import Spec

/// contrast.non-text: an enabled prominent button (one that relies on its fill to be seen), and a
/// checkbox's own stroke (off) or fill (on), must stand out from what is behind it by 3:1 (WCAG
/// 1.4.11). Switches and text fields are iOS's own controls in iOS's colours and are not measured.
package struct ContrastNonTextRule: Rule {
    package let id = RuleID.contrastNonText

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var findings: [Finding] = []
        for item in input.cases {
            for paint in item.shapes {
                guard paint.role == .element(.button), let node = item.tree.root.elementNode(paint.owner),
                    case .button(let button) = node.element,
                    !button.isDisabled, button.style == .borderedProminent || button.style == .glassProminent,
                    let measurement = paint.contrast, measurement.ratio < thresholds.nonTextContrast
                else { continue }
                let id = CheckInput.name(input.element(paint.owner))
                let advice =
                    ContrastAdvice.forTintedFill(
                        owner: paint.owner.index, fill: measurement.fill, background: measurement.background,
                        required: thresholds.nonTextContrast, in: item, input: input)
                    ?? ContrastAdvice.forShape(
                        owner: paint.owner.index, fill: measurement.fill, background: measurement.background,
                        required: thresholds.nonTextContrast, subject: "the fill", in: item, input: input)
                var finding = Finding(
                    rule: self.id, file: input.spec.file, location: paint.sourceLocation, element: id,
                    appearance: item.appearance, state: item.state, scenario: item.scenario, size: item.size,
                    measured: measurement.ratio, threshold: thresholds.nonTextContrast, unit: "ratio",
                    message:
                        "The \(button.style.rawValue) shape of \"\(id)\" measures \(ContrastFormat.ratio(measurement.ratio)) against what is behind it (\(measurement.fill) on \(measurement.background)), below \(ContrastFormat.ratio(thresholds.nonTextContrast)).",
                    fix: advice.edits.isEmpty
                        ? "Use a fill that differs from the background by at least \(ContrastFormat.ratio(thresholds.nonTextContrast)), or add a visible border."
                        : advice.fix,
                    details: [
                        "apca": ContrastFormat.lc(measurement.apca), "fill": measurement.fill.description,
                        "background": measurement.background.description,
                    ])
                finding.edits = advice.edits
                findings.append(finding)
            }
        }
        // Requirement indicators in every state (an item may be met in one and not in another).
        for item in input.cases {
            for control in item.controls where control.contrast.ratio < thresholds.nonTextContrast {
                guard let index = control.requirementIndex, case .requirementList(let list) = input.element(control.owner).kind,
                    index < list.items.count
                else { continue }
                let measurement = control.contrast
                let owner = CheckInput.name(input.element(control.owner))
                let key = list.items[index].isMet(in: item.state) ? "met" : "unmet"
                let advice = ContrastAdvice.forShape(
                    owner: control.owner.index, fill: measurement.fill, background: measurement.background,
                    required: thresholds.nonTextContrast, subject: "the \(key) indicator", in: item, input: input)
                var finding = Finding(
                    rule: id, file: input.spec.file, location: control.sourceLocation, element: owner,
                    appearance: item.appearance, state: item.state, scenario: item.scenario, size: item.size,
                    measured: measurement.ratio, threshold: thresholds.nonTextContrast, unit: "ratio",
                    message:
                        "The \(key) indicator of \"\(list.items[index].text)\" in \"\(owner)\" measures \(ContrastFormat.ratio(measurement.ratio)) against what is behind it (\(measurement.fill) on \(measurement.background)), below \(ContrastFormat.ratio(thresholds.nonTextContrast)).",
                    fix: !advice.edits.isEmpty
                        ? advice.fix
                        : "Give the \(key) indicators of \"\(owner)\" a colour of at least \(ContrastFormat.ratio(thresholds.nonTextContrast)) against their background (its \"colors\": {\"\(key)\": …}).",
                    details: [
                        "apca": ContrastFormat.lc(measurement.apca), "fill": measurement.fill.description,
                        "background": measurement.background.description,
                    ])
                finding.edits = advice.edits
                findings.append(finding)
            }
        }
        for item in input.cases(in: .idle) {
            for control in item.controls where control.requirementIndex == nil && control.contrast.ratio < thresholds.nonTextContrast {
                let measurement = control.contrast
                let owner = CheckInput.name(input.element(control.owner))
                let part = control.isOn ? "fill" : "stroke"
                let advice = ContrastAdvice.forShape(
                    owner: control.owner.index, fill: measurement.fill, background: measurement.background,
                    required: thresholds.nonTextContrast, subject: "the \(part)", in: item, input: input)
                var finding = Finding(
                    rule: id, file: input.spec.file, location: control.sourceLocation, element: owner,
                    appearance: item.appearance, state: item.state, scenario: item.scenario, size: item.size,
                    measured: measurement.ratio, threshold: thresholds.nonTextContrast, unit: "ratio",
                    message:
                        "The checkbox \(part) of \"\(owner)\" (\(control.isOn ? "on" : "off")) measures \(ContrastFormat.ratio(measurement.ratio)) against what is behind it (\(measurement.fill) on \(measurement.background)), below \(ContrastFormat.ratio(thresholds.nonTextContrast)).",
                    fix: !advice.edits.isEmpty
                        ? advice.fix
                        : "Give the checkbox of \"\(owner)\" a \(part) of at least \(ContrastFormat.ratio(thresholds.nonTextContrast)) against its background (its \"colors\": {\"\(control.isOn ? "on" : "off")\": …}).",
                    details: [
                        "apca": ContrastFormat.lc(measurement.apca), "fill": measurement.fill.description,
                        "background": measurement.background.description,
                    ])
                finding.edits = advice.edits
                findings.append(finding)
            }
        }
        return findings
    }
}
