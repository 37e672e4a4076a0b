import Spec

/// focus.order (web, format 2): Tab must move through the controls in the order the page reads. HTML's
/// sequential focus order takes the controls with a positive `tabIndex` first (lowest first, ties in
/// document order), then the others in document order, and skips `tabIndex` -1. A positive `tabIndex`
/// that makes that order differ from the document order is reported once, on the first control Tab
/// reaches out of turn; a control with `tabIndex` -1 is reported because Tab never reaches it.
package struct FocusOrderRule: Rule {
    package let id = RuleID.focusOrder

    /// How many controls a message lists before "…".
    static let listed = 6

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        guard input.spec.platform == .web else { return [] }
        let controls = input.spec.content.allNodes.filter { Node.focusableTypes.contains($0.kind.type) }
        var findings: [Finding] = []
        let reachable = controls.filter { $0.tabIndex != -1 }
        let first = reachable.enumerated().filter { ($0.element.tabIndex ?? 0) > 0 }
            .sorted { ($0.element.tabIndex!, $0.offset) < ($1.element.tabIndex!, $1.offset) }.map(\.element)
        let sequence = first + reachable.filter { ($0.tabIndex ?? 0) <= 0 }
        if let index = sequence.indices.first(where: { sequence[$0].path != reachable[$0].path }) {
            let jumper = sequence[index]
            let name = CheckInput.name(jumper)
            findings.append(
                Finding(
                    rule: id, file: input.spec.file, location: jumper.location, element: name,
                    message: "Tab moves through \(Self.list(sequence)) but the page reads \(Self.list(reachable)): "
                        + "\"\(name)\"'s tabIndex \(jumper.tabIndex!) takes it out of turn.",
                    fix:
                        "Remove the positive tabIndex from \"\(name)\" (use 0 or none) and put the controls in the document in the order they should be reached.",
                    details: ["tabIndex": String(jumper.tabIndex!)]))
        }
        for node in controls where node.tabIndex == -1 {
            let name = CheckInput.name(node)
            findings.append(
                Finding(
                    rule: id, file: input.spec.file, location: node.location, element: name,
                    message: "\"\(name)\" has tabIndex -1, so Tab never reaches it: keyboard users cannot use it.",
                    fix: "Remove tabIndex -1 from \"\(name)\" (use 0 or none) so it takes its turn in the Tab order.",
                    details: ["tabIndex": "-1"]))
        }
        return findings
    }

    /// "\"a\", \"b\", \"c\"", at most `listed` names then "…".
    static func list(_ nodes: [Node]) -> String {
        let names = nodes.prefix(listed).map { "\"\(CheckInput.name($0))\"" }
        return names.joined(separator: ", ") + (nodes.count > listed ? ", …" : "")
    }
}
