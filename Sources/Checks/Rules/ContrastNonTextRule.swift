import Foundation
import JSON
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
                findings.append(
                    finding(
                        measurement, of: "The \(button.style.rawValue) shape of \"\(id)\"", subject: "the fill", owner: paint.owner,
                        element: id, at: paint.sourceLocation, in: item, input: input, thresholds: thresholds, tinted: true,
                        otherwise:
                            "Use a fill that differs from the background by at least \(ContrastFormat.ratio(thresholds.nonTextContrast)), or add a visible border."
                    ))
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
                findings.append(
                    finding(
                        measurement, of: "The \(key) indicator of \"\(list.items[index].text)\" in \"\(owner)\"",
                        subject: "the \(key) indicator", owner: control.owner, element: owner, at: control.sourceLocation, in: item,
                        input: input, thresholds: thresholds,
                        otherwise:
                            "Give the \(key) indicators of \"\(owner)\" a colour of at least \(ContrastFormat.ratio(thresholds.nonTextContrast)) against their background (its \"colors\": {\"\(key)\": …})."
                    ))
            }
        }
        for item in input.cases(in: .idle) {
            for control in item.controls where control.requirementIndex == nil && control.contrast.ratio < thresholds.nonTextContrast {
                let measurement = control.contrast
                let owner = CheckInput.name(input.element(control.owner))
                let part = control.isOn ? "fill" : "stroke"
                findings.append(
                    finding(
                        measurement, of: "The checkbox \(part) of \"\(owner)\" (\(control.isOn ? "on" : "off"))", subject: "the \(part)",
                        owner: control.owner, element: owner, at: control.sourceLocation, in: item, input: input, thresholds: thresholds,
                        otherwise:
                            "Give the checkbox of \"\(owner)\" a \(part) of at least \(ContrastFormat.ratio(thresholds.nonTextContrast)) against its background (its \"colors\": {\"\(control.isOn ? "on" : "off")\": …})."
                    ))
            }
        }
        return findings
    }

    /// The finding about a shape (`what`, as the message names it) that measures `measurement`: its fix the
    /// nearest passing colour when the spec writes the one to change, else `otherwise`.
    private func finding(
        _ measurement: ShapeContrastMeasurement, of what: String, subject: String, owner: ElementReference, element: String,
        at location: SourceLocation, in item: RenderedCase, input: CheckInput, thresholds: Thresholds, tinted: Bool = false,
        otherwise: String
    ) -> Finding {
        // A button's tinted shape (bordered, glassProminent) is searched through its own compositing first.
        let tintAdvice =
            tinted
            ? ContrastAdvice.forTintedFill(
                owner: owner.index, fill: measurement.fill, background: measurement.background,
                required: thresholds.nonTextContrast, in: item, input: input) : nil
        let advice =
            tintAdvice
            ?? ContrastAdvice.forShape(
                owner: owner.index, fill: measurement.fill, background: measurement.background,
                required: thresholds.nonTextContrast, subject: subject, in: item, input: input)
        var finding = Finding(
            rule: id, file: input.spec.file, location: location, element: element,
            appearance: item.appearance, state: item.state, scenario: item.scenario, size: item.size,
            measured: measurement.ratio, threshold: thresholds.nonTextContrast, unit: .ratio,
            message:
                "\(what) measures \(ContrastFormat.ratio(measurement.ratio)) against what is behind it (\(measurement.fill) on \(measurement.background)), below \(ContrastFormat.ratio(thresholds.nonTextContrast)).",
            fix: advice.edits.isEmpty ? otherwise : advice.fix,
            details: ["apca": ContrastFormat.lc(measurement.apca)],
            colors: [.fill: measurement.fill, .background: measurement.background])
        finding.edits = advice.edits
        return finding
    }
}
