import JSON
import Layout
import Spec

/// The width a clipped text's element needs, from the layout's own shaping of the text: its widest unbreakable
/// word (or its line, where it may not wrap) is `TextLayout.widthLacking` wider than the box it was laid out in,
/// so the fixed width that holds it — the element's or the nearest container's `frame.width`, or a `frame.maxWidth`
/// less than what its parent offers — must grow by that much (its padding and a control's insets stay as they are).
/// The edit raises that literal to the width needed, rounded up to a whole point; a width that comes from the
/// screen gets advice and no edit.
struct ClippedWidthAdvice {
    /// The fix sentence, starting with the element's name.
    let fix: String
    let edits: [SpecEdit]

    init?(text: TextLayout, owner: ElementReference, subject: String, item: RenderedCase, input: CheckInput) {
        guard let lack = text.widthLacking, lack > 0.001 else { return nil }
        let unit = input.unit
        let lineage = ColorSources.lineage(owner.index, in: input.spec.content)
        let size = item.size.spoken
        let holds = "to hold \(subject) at \(size)"
        // The width the parent of lineage[depth] lays its children out in (the screen's for the root).
        func offered(below depth: Int) -> Double {
            guard depth + 1 < lineage.count else { return item.tree.viewport.width }
            let parent = lineage[depth + 1]
            guard let index = input.elements.firstIndex(where: { $0.path == parent.path }),
                let frame = item.tree.root.elementNode(ElementReference(index: index))?.frame
            else { return .infinity }
            return frame.width - parent.padding.leading - parent.padding.trailing
        }
        for (depth, node) in lineage.enumerated() {
            let who = depth == 0 ? "\"\(CheckInput.name(node))\"" : "Its container \"\(CheckInput.name(node))\""
            // A fixed width sets the element's width; a maximum only where it is less than what the parent offers.
            var fixed: (key: String, width: Double)?
            if let width = node.frame?.width {
                fixed = ("frame.width", width)
            } else if case .points(let most) = node.frame?.maxWidth, most < offered(below: depth) - 0.5 {
                fixed = ("frame.maxWidth", most)
            }
            guard let fixed else { continue }
            let (key, current) = fixed
            let needed = (current + lack - 0.001).rounded(.up)
            let change = "\(who) needs a width of \(NumberFormat.points(needed)) \(unit) \(holds)"
            guard let location = node.literals[key] else {
                fix =
                    "\(change): widen its \(key) from \(NumberFormat.points(current)) to \(NumberFormat.points(needed)), "
                    + "or shorten the text."
                edits = []
                return
            }
            fix =
                "\(change): raise its \(key) from \(NumberFormat.points(current)) to \(NumberFormat.points(needed)) "
                + "(or drop the fixed width), or shorten the text."
            edits = [
                SpecEdit(file: input.spec.file, location: location, path: "\(node.path).\(key)", replacement: NumberFormat.points(needed))
            ]
            return
        }
        // No fixed width on the way up: the screen sets it.
        let screen = NumberFormat.points(item.tree.viewport.width)
        fix =
            "\(subject.prefix(1).uppercased() + subject.dropFirst()) needs \(NumberFormat.points(lack.rounded(.up))) \(unit) more width "
            + "at \(size), but its width comes from the \(screen) \(unit) screen, not a fixed frame: shorten its longest word, or "
            + "reduce the padding and margins around it."
        edits = []
    }
}
