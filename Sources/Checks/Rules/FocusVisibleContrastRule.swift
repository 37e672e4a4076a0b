import Spec

/// focus.visible-contrast (web, format 2): in the `focused` state each declared `:focus-visible` ring
/// must stand out by 3:1 (the non-text contrast threshold) from the colours next to it, inside (the
/// control, or the gap of its offset) and outside, so keyboard users see where focus is.
package struct FocusVisibleContrastRule: Rule {
    package let id = RuleID.focusVisibleContrast

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var findings: [Finding] = []
        for item in input.cases(in: .focused) {
            for ring in item.focusRings where ring.ratio < thresholds.nonTextContrast {
                let name = CheckInput.name(input.element(ring.owner))
                let side = ring.isInside ? "inside it" : "outside it"
                let node = input.element(ring.owner)
                let advice = ContrastAdvice.make(
                    foreground: ring.stroke, backgrounds: [ring.adjacent] + ring.adjacents,
                    required: thresholds.nonTextContrast, subject: "the ring",
                    own: node.focusRing.map { ColorSources.colors(of: $0) } ?? [], behind: [],
                    spec: input.spec, appearance: item.appearance, settings: item.settings)
                // No ring colour passes against both the control and the page: an offset puts the page between them.
                var offsetEdit: [SpecEdit] = []
                var fix =
                    !advice.edits.isEmpty
                    ? advice.fix
                    : "Give \"\(name)\" a focusRing colour that differs by at least \(ContrastFormat.ratio(thresholds.nonTextContrast)) from both the control and the page, "
                        + "or an offset that puts page background between them."
                if advice.edits.isEmpty, advice.options.isEmpty, let declared = node.focusRing, declared.offset < 2,
                    let location = node.literals["focusRing.offset"]
                {
                    offsetEdit = [
                        SpecEdit(file: input.spec.file, location: location, path: "\(node.path).focusRing.offset", replacement: "2")
                    ]
                    fix =
                        "No focusRing colour reaches \(ContrastFormat.ratio(thresholds.nonTextContrast)) against both \"\(name)\" and the page: "
                        + "set \(node.path).focusRing.offset, now \(NumberFormat.points(declared.offset)), to 2, so page background lies between them."
                }
                var finding = Finding(
                    rule: id, file: input.spec.file, location: ring.sourceLocation, element: name,
                    appearance: item.appearance, state: item.state, scenario: item.scenario, size: item.size,
                    measured: ring.ratio, threshold: thresholds.nonTextContrast, unit: .ratio,
                    message: "The focus ring of \"\(name)\" measures \(ContrastFormat.ratio(ring.ratio)) against the colour next to it "
                        + "(\(ring.ring) on \(ring.adjacent), \(side)), below \(ContrastFormat.ratio(thresholds.nonTextContrast)): keyboard users cannot see where focus is.",
                    fix: fix,
                    colors: [.ring: ring.ring, .adjacent: ring.adjacent])
                finding.edits = advice.edits.isEmpty ? offsetEdit : advice.edits
                findings.append(finding)
            }
        }
        return findings
    }
}
