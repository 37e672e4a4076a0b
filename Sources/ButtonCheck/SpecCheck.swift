import Accessibility
import Layout
import Reports
import Checks
import Spec

/// The result of checking one spec: its findings, and how they compare with the spec's `expect`.
package struct SpecCheck: Sendable {
    package let spec: ScreenSpec
    /// Every finding, suppressed ones included (marked), in stable order.
    package let findings: [Finding]
    /// The cases checked, in order (layouts and measurements; no pixels).
    package let cases: [CheckedCase]

    package init(spec: ScreenSpec, findings: [Finding], cases: [CheckedCase]) {
        self.spec = spec
        self.findings = findings
        self.cases = cases
    }

    /// The rule ids found and not suppressed, sorted.
    package var foundRules: [RuleID] {
        Array(Set(findings.filter { !$0.isSuppressed }.map(\.rule))).sorted()
    }

    /// Rules the spec expects that were not found, and rules found that it does not expect.
    var expectationGap: (missing: [RuleID], unexpected: [RuleID]) {
        let found = Set(foundRules)
        let expected = Set(spec.expect)
        return (expected.subtracting(found).sorted(), found.subtracting(expected).sorted())
    }

    /// Findings that fail the run: unsuppressed errors.
    package var failures: [Finding] { findings.filter { !$0.isSuppressed && $0.severity == .error } }
}

extension SpecCheck {
    /// The spec's part of a run report.
    package var report: SpecReport {
        let cases = self.cases.map(\.renderCase)
        let plain = SpecReport(file: spec.file, slug: spec.slug, name: spec.name, expect: spec.expect, cases: cases, findings: findings)
        // Where the element is in the render a report shows for the finding: x, y, width, height and
        // the image's width, in image pixels, with a margin, for a picture of just the element.
        let cropped = findings.map { finding -> Finding in
            guard let shown = plain.representativeCase(for: finding), let index = cases.firstIndex(of: shown),
                let node = self.cases[index].tree.root.elementNode(named: finding.element)
            else { return finding }
            let output = self.cases[index]
            let scale = Double(output.tree.scale)
            let margin = 8.0
            let x = max(0, (node.frame.minX - margin) * scale)
            let y = max(0, (node.frame.minY - margin) * scale)
            let width = min(Double(output.imageWidth) - x, (node.frame.width + 2 * margin) * scale)
            let height = min(Double(output.imageHeight) - y, (node.frame.height + 2 * margin) * scale)
            var finding = finding
            finding.crop = FindingCrop(
                x: Int(x.rounded()), y: Int(y.rounded()), width: Int(width.rounded()), height: Int(height.rounded()),
                imageWidth: output.imageWidth)
            return finding
        }
        var report = SpecReport(file: spec.file, slug: spec.slug, name: spec.name, expect: spec.expect, cases: cases, findings: cropped)
        report.evidence = EvidenceBuilder.rows(CheckInput(spec: spec, cases: self.cases.map(\.measured)), findings: findings)
        report.canvases = canvases
        report.transcripts = transcripts
        return report
    }

    /// What VoiceOver says on each case, swipe by swipe, by case name (from the one accessibility model).
    package var transcripts: [String: [TranscriptLine]] {
        var transcripts: [String: [TranscriptLine]] = [:]
        for checked in cases {
            transcripts[checked.renderCase.name] = AccessibilitySnapshots.transcript(of: checked.accessibility)
        }
        return transcripts
    }

    /// Each case's image size and scale, and the frames (points) of the elements with findings in it.
    package var canvases: [String: RenderCanvas] {
        var canvases: [String: RenderCanvas] = [:]
        for checked in cases {
            var frames: [String: ElementFrame] = [:]
            for finding in findings where checked.renderCase.isAffected(by: finding) && frames[finding.element] == nil {
                guard let node = checked.tree.root.elementNode(named: finding.element) else { continue }
                frames[finding.element] = ElementFrame(
                    x: node.frame.minX, y: node.frame.minY, width: node.frame.width, height: node.frame.height)
            }
            canvases[checked.renderCase.name] = RenderCanvas(
                scale: checked.tree.scale, pixelWidth: checked.imageWidth,
                pixelHeight: checked.imageHeight, frames: frames)
        }
        return canvases
    }

    /// Rectangles (points) to outline on a render's sheet cell: the elements with findings there.
    package func outlines(for item: RenderCase, tree: LayoutTree) -> [(rect: Rect, label: String)] {
        var outlines: [(rect: Rect, label: String)] = []
        for finding in findings where !finding.isSuppressed {
            if let appearance = finding.appearance, appearance != item.appearance { continue }
            if let settings = finding.settings, settings != item.settings { continue }
            if finding.appearance != nil, finding.locale != item.locale { continue }
            if let state = finding.state, state != item.state || finding.scenario != item.scenario { continue }
            if !finding.sizes.isEmpty && !finding.sizes.contains(item.size) { continue }
            guard let node = tree.root.elementNode(named: finding.element) else { continue }
            if outlines.contains(where: { $0.rect == node.frame && $0.label.contains(finding.rule.rawValue) }) { continue }
            outlines.append((node.frame, finding.rule.rawValue))
        }
        return outlines
    }
}
