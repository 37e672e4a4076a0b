import Accessibility
import Spec

/// focus.order (web, format 2): Tab must move through the controls in the order the page reads. HTML's
/// sequential focus order takes the controls with a positive `tabIndex` first (lowest first, ties in
/// document order), then the others in document order, and skips `tabIndex` -1. The order the page reads is
/// the accessibility model's: the order a screen reader visits the controls in (by their frames, in the first
/// idle render; controls it does not visit keep their document order, after the others). A Tab order that
/// differs from it is reported once, on the first control Tab reaches out of turn (with its positive
/// `tabIndex`, or saying the document order differs from what is read); a control with `tabIndex` -1 is reported
/// because Tab never reaches it.
package struct FocusOrderRule: Rule {
    package let id = RuleID.focusOrder

    /// How many controls a message lists before "…".
    static let listed = 6

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        guard input.spec.platform == .web else { return [] }
        let controls = input.spec.content.allNodes.filter { Node.focusableTypes.contains($0.kind.type) }
        var findings: [Finding] = []
        let reachable = readingOrder(controls.filter { $0.tabIndex != -1 }, input)
        let document = controls.filter { $0.tabIndex != -1 }
        let first = document.enumerated().filter { ($0.element.tabIndex ?? 0) > 0 }
            .sorted { ($0.element.tabIndex!, $0.offset) < ($1.element.tabIndex!, $1.offset) }.map(\.element)
        let sequence = first + document.filter { ($0.tabIndex ?? 0) <= 0 }
        if let index = sequence.indices.first(where: { sequence[$0].path != reachable[$0].path }) {
            let jumper = sequence[index]
            let name = CheckInput.name(jumper)
            let positive = (jumper.tabIndex ?? 0) > 0
            let cause =
                positive
                ? "\"\(name)\"'s tabIndex \(jumper.tabIndex!) takes it out of turn"
                : "the document puts \"\(name)\" before \"\(CheckInput.name(reachable[index]))\", which is read first"
            findings.append(
                Finding(
                    rule: id, file: input.spec.file, location: jumper.location, element: name,
                    message: "Tab moves through \(Self.list(sequence)) but the page reads \(Self.list(reachable)): \(cause).",
                    fix: positive
                        ? "Remove the positive tabIndex from \"\(name)\" (use 0 or none) and put the controls in the document in the order they should be reached."
                        : "Put the controls in the document in the order the page reads them, so Tab reaches \"\(name)\" in turn.",
                    details: jumper.tabIndex.map { ["tabIndex": String($0)] } ?? [:]))
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

    /// `controls` in the order a screen reader visits them in the first idle render (the accessibility model's
    /// navigation order, each control at its first element); those it does not visit after, in document order.
    private func readingOrder(_ controls: [Node], _ input: CheckInput) -> [Node] {
        guard let item = input.screenReaderCases.first(where: { $0.state == .idle && $0.scenario == nil }) else { return controls }
        let tree = item.accessibility
        let positions = controls.map { node in input.reference(node).flatMap { owner in tree.elements.firstIndex { $0.owner == owner } } }
        return controls.indices.sorted { lhs, rhs in
            switch (positions[lhs], positions[rhs]) {
            case (let a?, let b?): a != b ? a < b : lhs < rhs
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): lhs < rhs
            }
        }.map { controls[$0] }
    }

    /// "\"a\", \"b\", \"c\"", at most `listed` names then "…".
    static func list(_ nodes: [Node]) -> String {
        let names = nodes.prefix(listed).map { "\"\(CheckInput.name($0))\"" }
        return names.joined(separator: ", ") + (nodes.count > listed ? ", …" : "")
    }
}
