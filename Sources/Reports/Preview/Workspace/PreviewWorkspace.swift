import Checks
import Foundation
import JSON
import Spec

/// What a spec's workspace page shows, as data its script reads: the axes the sweep varies, every
/// render with its image, findings and golden change, and the findings' texts. Paths are URLs
/// relative to the page's folder, each image's with `?g=<generation>` so a reload fetches it anew.
package struct PreviewWorkspace: Sendable, Hashable {
    package let slug: String
    package let name: String
    package let axes: [PreviewAxis]
    package let cases: [PreviewCase]
    package let findings: [PreviewFinding]
    /// The case shown when the page has no place to restore: the first at size `large` (iOS's
    /// default), else the first.
    package let initialCase: String?

    /// The value on each axis of a render, as the page's hash and controls write it.
    package static func values(_ renderCase: RenderCase) -> [String: String] {
        [
            "size": renderCase.size.rawValue, "state": renderCase.situation, "appearance": renderCase.appearance.rawValue,
            "setting": renderCase.settings.isDefault ? "none" : renderCase.settings.name,
            "locale": renderCase.locale?.identifier ?? "source",
        ]
    }

    package init(_ spec: SpecReport, generation: Int, baseDirectory: String) {
        func url(_ path: String) -> String { RelativePath.url(RelativePath.from(baseDirectory, to: path)) }
        slug = spec.slug
        name = spec.name
        let cases = spec.errors.isEmpty ? spec.cases.sorted() : []
        let active = spec.activeFindings
        findings = active.map(PreviewFinding.init)
        axes = Self.axes(of: cases)
        self.cases = cases.map { renderCase in
            let canvas = spec.canvases[renderCase.name]
            let marks = active.indices.filter { renderCase.isAffected(by: active[$0]) }.map { index in
                PreviewCase.Mark(finding: index, frame: canvas?.frames[active[index].element])
            }
            let image = spec.images[renderCase.name]
            var golden: PreviewGolden?
            if let outcome = spec.golden(for: renderCase), outcome.status == .failed, let image {
                let fresh = { (path: String) in url(path) + "?g=\(generation)" }
                golden = PreviewGolden(
                    message: outcome.message, expected: fresh(outcome.golden), actual: fresh(image),
                    diff: outcome.diffImage.map(fresh), mismatched: outcome.mismatched, total: outcome.total)
            }
            var item = PreviewCase(
                name: renderCase.name, values: Self.values(renderCase),
                image: image.map { url($0) + "?g=\(generation)" },
                width: canvas?.width, height: canvas?.height, marks: marks, golden: golden)
            item.transcript = spec.transcripts[renderCase.name]
            return item
        }
        initialCase = (cases.first { $0.size == .large } ?? cases.first)?.name
    }

    /// Every axis, its values in sweep order: sizes smallest first, states and appearances in their
    /// declared order, the default display settings and the source language first.
    package static func axes(of cases: [RenderCase]) -> [PreviewAxis] {
        func axis(_ id: String, _ label: String, _ key: String, _ values: [(String, String)]) -> PreviewAxis {
            var seen: Set<String> = []
            let unique = values.filter { seen.insert($0.0).inserted }
            return PreviewAxis(id: id, label: label, key: key, values: unique.map { PreviewAxis.Value(value: $0.0, label: $0.1) })
        }
        let sizes = Set(cases.map(\.size)).sorted()
        let states =
            RenderState.allCases.filter { state in cases.contains { $0.state == state && $0.scenario == nil } }.map(\.rawValue)
            + Set(cases.compactMap(\.scenario)).sorted()
        let appearances = Appearance.allCases.filter { appearance in cases.contains { $0.appearance == appearance } }
        let settings = Set(cases.map(\.settings)).sorted()
        let locales = Set(cases.compactMap(\.locale)).sorted()
        let sourceLanguage: [(String, String)] = cases.contains { $0.locale == nil } ? [("source", "source language")] : []
        return [
            axis("size", "Size", "s", sizes.map { ($0.rawValue, $0.rawValue) }),
            axis("state", "State", "t", states.map { ($0, $0) }),
            axis("appearance", "Appearance", "a", appearances.map { ($0.rawValue, $0.rawValue) }),
            axis("setting", "Display setting", "d", settings.map { $0.isDefault ? ("none", "none") : ($0.name, $0.name) }),
            axis("locale", "Locale", "l", sourceLanguage + locales.map { ($0.identifier, $0.identifier) }),
        ]
    }

    package var json: JSONOutput {
        .object([
            "slug": .string(slug), "name": .string(name), "axes": .array(axes.map(\.json)), "cases": .array(cases.map(\.json)),
            "findings": .array(findings.map(\.json)), "initialCase": .optional(initialCase),
        ])
    }

    /// A length in CSS pixels as the page's script writes it (JavaScript's shortest number text).
    package static func px(_ value: Double) -> String {
        NumberFormat.pixels(value, places: 3)
    }

    /// The data as the text of a `<script type="application/json">`: `<`, `>` and `&` written as
    /// `\u003c`, `\u003e` and `\u0026` (they occur only inside strings), so no spec text can end the
    /// element or start markup.
    package var scriptText: String {
        json.line.dropLast().replacingOccurrences(of: "<", with: "\\u003c").replacingOccurrences(of: ">", with: "\\u003e")
            .replacingOccurrences(of: "&", with: "\\u0026")
    }
}
