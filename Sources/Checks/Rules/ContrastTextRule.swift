import Foundation
import Layout
import Raster
import Spec

/// contrast.text: every enabled text against the pixels behind each glyph, 4.5:1 or 3:1 for large
/// text (≥ 18 pt, or ≥ 14 pt bold; on the web, where sizes are CSS px, ≥ 24 px or ≥ 18.66 px bold).
/// A disabled button's title, and a disabled field's or toggle's label and value, are `contrast.disabled`'s.
package struct ContrastTextRule: Rule {
    package let id = RuleID.contrastText

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var findings: [Finding] = []
        for item in input.cases {
            for paint in item.texts where !paint.isDisabled {
                guard let measurement = paint.contrast else { continue }
                // Under browser text zoom, text is large or not by its CSS size at 100 %, as WCAG measures it.
                let size = paint.pointSize / (item.size.textZoom ?? 1)
                let large = WCAGContrast.isLargeText(size: size, isBold: paint.isBold, platform: input.spec.platform)
                let unit = input.unit
                let required = Self.required(paint, in: item, input: input, thresholds: thresholds)
                guard measurement.ratio < required else { continue }
                let subject = TextOwnership.describe(paint, in: input)
                // One colour for every size of this appearance, state and setting: it must pass the strictest of
                // their thresholds (4.5:1 where the text is normal, though it is large at this size).
                let strictest =
                    input.cases.filter { $0.appearance == item.appearance && $0.state == item.state && $0.settings == item.settings }
                    .flatMap { other in
                        other.texts.filter {
                            $0.owner == paint.owner && $0.role == paint.role && $0.color == paint.color && $0.contrast != nil
                        }
                        .map { Self.required($0, in: other, input: input, thresholds: thresholds) }
                    }.max() ?? required
                let advice = ContrastAdvice.forText(paint, in: item, input: input, required: max(required, strictest))
                var finding = Finding(
                    rule: id, file: input.spec.file, location: paint.sourceLocation, element: TextOwnership.element(paint, in: input),
                    appearance: item.appearance, state: item.state, scenario: item.scenario, size: item.size,
                    measured: measurement.ratio, threshold: required, unit: .ratio,
                    message:
                        "\(subject) measures \(ContrastFormat.ratio(measurement.ratio)) against what is behind it (worst glyph \"\(measurement.glyph)\", \(measurement.text) on \(measurement.background)), below \(ContrastFormat.ratio(required)) for \(large ? "large" : "normal") text at \(NumberFormat.points(size)) \(unit).",
                    fix: advice?.fix ?? "",
                    details: ContrastFormat.details(measurement), colors: ContrastFormat.colors(measurement))
                finding.edits = advice?.edits ?? []
                findings.append(finding)
            }
        }
        return findings
    }

    /// The ratio a text needs at its size: 3:1 when it is large, else 4.5:1.
    private static func required(_ paint: MeasuredText, in item: RenderedCase, input: CheckInput, thresholds: Thresholds) -> Double {
        // Under browser text zoom, text is large or not by its CSS size at 100 %, as WCAG measures it.
        let size = paint.pointSize / (item.size.textZoom ?? 1)
        let large = WCAGContrast.isLargeText(size: size, isBold: paint.isBold, platform: input.spec.platform)
        return large ? thresholds.largeTextContrast : thresholds.textContrast
    }
}
