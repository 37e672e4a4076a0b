import Layout
import Spec

/// label.clipped: a text that does not fit: a word broken mid-word, a line past its frame or the
/// screen (the layout's `clipped`), or a control's title, label or placeholder spilling out of the
/// control's frame (a title in a fixed-height button, a placeholder in a fixed-height field), at some size.
/// A placeholder is named with its words, so the message says which text of the field is cut.
package struct LabelClippedRule: Rule {
    package let id = RuleID.labelClipped

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var candidates: [(key: String, finding: Finding)] = []
        for item in input.cases {
            let all = item.tree.root.allNodes
            for layout in all where !layout.isHidden {
                guard let text = layout.text else { continue }
                let node = input.element(layout.owner)
                let name = CheckInput.name(node)
                var subject =
                    layout.role == .part(.placeholder)
                    ? "the placeholder \"\(text.lines.map(\.text).joined(separator: " "))\" of \"\(name)\""
                    : LayoutLookup.describe(role: layout.role, owner: name)
                // A segment's title never wraps: it is named, and only width or a shorter title helps it.
                var segment = false
                if case .picker(let picker) = node.kind, layout.role == .part(.title), picker.style != .menu {
                    let titles = all.filter { $0.owner == layout.owner && $0.role == .part(.title) }
                    let index = titles.firstIndex { $0.frame == layout.frame && $0.text == layout.text } ?? 0
                    let option = index < picker.options.count ? picker.options[index] : "\(index + 1)"
                    subject = "the \(picker.style == .inline ? "option" : "segment") \"\(option)\" of \"\(name)\""
                    segment = true
                }
                var edits: [SpecEdit] = []
                var details: [String: String] = [:]
                let at = "At \(item.size.spoken) \(subject)"
                var measured: Double?
                var message = ""
                var fix =
                    input.spec.platform == .web
                    ? "Remove fixed sizes from the container of \(subject) so it can grow under browser text zoom and reflow at 320 px."
                    : "Remove fixed sizes from the container of \(subject) so it can grow with Dynamic Type."
                if text.clipped {
                    let pastScreen =
                        text.lines.map { max($0.x + $0.width - item.tree.viewport.maxX, item.tree.viewport.minX - $0.x) }.max() ?? 0
                    let pastFrame = text.lines.map { max($0.x + $0.width - layout.frame.maxX, layout.frame.minX - $0.x) }.max() ?? 0
                    if pastScreen > 0.001 {
                        measured = pastScreen
                        message = "\(at) runs \(NumberFormat.points(pastScreen)) \(input.unit) past the edge of the screen."
                    } else if pastFrame > 0.001 {
                        measured = pastFrame
                        message = "\(at) runs \(NumberFormat.points(pastFrame)) \(input.unit) past its frame."
                    }
                    if let measured, segment {
                        let more = "\(NumberFormat.points(measured)) \(input.unit)"
                        fix =
                            "Segment titles never wrap: \(subject) needs \(more) more width at \(item.size.spoken); "
                            + "shorten its title, use fewer segments, or use a menu picker."
                        details["widthNeeded"] = NumberFormat.points(measured)
                    } else if measured != nil {
                        fix =
                            "\(subject.prefix(1).uppercased() + subject.dropFirst()) needs \(NumberFormat.points(measured!)) \(input.unit) "
                            + "more width at \(item.size.spoken): " + fix.prefix(1).lowercased() + fix.dropFirst()
                        details["widthNeeded"] = NumberFormat.points(measured!)
                    } else {
                        message = "\(at) breaks a word that is wider than the line."
                        fix = "Give \(subject) room for its longest word: a wider container or shorter words."
                    }
                    // The width its longest word needs, from the layout's shaping: a fixed width raised to it.
                    if !segment,
                        let advice = ClippedWidthAdvice(text: text, owner: layout.owner, subject: subject, item: item, input: input)
                    {
                        fix = advice.fix
                        edits = advice.edits
                    }
                } else if [.part(.title), .part(.label), .part(.placeholder)].contains(layout.role),
                    let control = all.first(where: { $0.owner == layout.owner && $0.role == .element(node.kind.type) })
                {
                    let spill = [
                        control.frame.minX - layout.frame.minX, layout.frame.maxX - control.frame.maxX,
                        control.frame.minY - layout.frame.minY, layout.frame.maxY - control.frame.maxY,
                    ].max()!
                    guard spill > 0.01 else { continue }
                    measured = spill
                    message =
                        "\(at) is \(LayoutLookup.size(layout.frame)) \(input.unit) and spills \(NumberFormat.points(spill)) \(input.unit) out of its \(LayoutLookup.size(control.frame)) \(input.unit) frame."
                    // The room it lacks each way: the text's size past the control's, whatever the padding.
                    let lackWidth = max(0, layout.frame.width - control.frame.width)
                    let lackHeight = max(
                        0, (max(control.frame.minY - layout.frame.minY, 0) + max(layout.frame.maxY - control.frame.maxY, 0)))
                    var needs: [String] = []
                    if lackHeight > 0.01 {
                        let needed = (control.frame.height + lackHeight).rounded(.up)
                        needs.append("\(NumberFormat.points(needed - control.frame.height)) \(input.unit) more height")
                        details["heightNeeded"] = NumberFormat.points(needed - control.frame.height)
                        if let location = node.literals["frame.height"], node.frame?.height != nil {
                            edits.append(
                                SpecEdit(
                                    file: input.spec.file, location: location, path: "\(node.path).frame.height",
                                    replacement: NumberFormat.points(needed)))
                        }
                    }
                    if lackWidth > 0.01 {
                        needs.append("\(NumberFormat.points(lackWidth.rounded(.up))) \(input.unit) more width")
                        details["widthNeeded"] = NumberFormat.points(lackWidth.rounded(.up))
                    }
                    if !needs.isEmpty {
                        let fixed =
                            node.frame?.height != nil
                            ? "raise its frame.height from \(NumberFormat.points(control.frame.height)) to "
                                + "\(NumberFormat.points((control.frame.height + lackHeight).rounded(.up))) or drop its fixed height"
                            : "remove the fixed sizes of its container"
                        fix =
                            "\"\(name)\" needs \(needs.joined(separator: " and ")) at \(item.size.spoken) to hold \(subject): "
                            + (lackHeight > 0.01 ? fixed : "remove the fixed width of its container, or shorten \(subject)") + "."
                    }
                } else {
                    continue
                }
                candidates.append(
                    (
                        "\(layout.owner.index)|\(layout.role.name)",
                        Finding(
                            rule: id, file: input.spec.file, location: node.location, element: name,
                            appearance: item.appearance, state: item.state, scenario: item.scenario, size: item.size,
                            measured: measured, threshold: measured == nil ? nil : 0, unit: measured == nil ? nil : FindingUnit(input.unit),
                            message: message,
                            fix: fix, details: details
                        ).withEdits(edits)
                    ))
            }
        }
        return LayoutLookup.firstState(candidates)
    }
}

extension Finding {
    /// The finding with the literal changes of its fix.
    fileprivate func withEdits(_ edits: [SpecEdit]) -> Finding {
        var finding = self
        finding.edits = edits
        return finding
    }
}
