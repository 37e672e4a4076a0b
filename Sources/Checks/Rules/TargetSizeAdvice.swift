import JSON
import Layout
import Spec

/// What a button or toggle under the target size needs, measured from its hit frame: the width and
/// height it lacks, the change that gives them (its fixed `frame` size or its `tapArea` minimum raised to
/// the target, written as `Finding.edits` when the spec writes that number; else a tap-area padding of half
/// the lack each side), and the fix sentence saying so.
struct TargetSizeAdvice {
    let fix: String
    let edits: [SpecEdit]
    let details: [String: String]

    init(node: Node, frame: Rect, target: Double, unit: LengthUnit, file: String) {
        let name = CheckInput.name(node)
        let lackWidth = max(0, target - frame.width)
        let lackHeight = max(0, target - frame.height)
        let minimum = NumberFormat.points(target)
        let needs = Self.needs(width: lackWidth, height: lackHeight, unit: unit)
        // The literals that set the hit region's size in each direction lacking room.
        let keys = node.tapArea != nil ? ("tapArea.minWidth", "tapArea.minHeight") : ("frame.width", "frame.height")
        var edits: [SpecEdit] = []
        var changes: [String] = []
        for (key, lack, current) in [(keys.0, lackWidth, frame.width), (keys.1, lackHeight, frame.height)] where lack > 0 {
            guard let location = node.literals[key] else { continue }
            edits.append(SpecEdit(file: file, location: location, path: "\(node.path).\(key)", replacement: minimum))
            changes.append("its \(key) from \(NumberFormat.points(current)) to \(minimum)")
        }
        let lacking = (lackWidth > 0 ? 1 : 0) + (lackHeight > 0 ? 1 : 0)
        if edits.count == lacking {
            fix = "\"\(name)\" needs \(needs): raise \(changes.joined(separator: " and ")) \(unit)."
            self.edits = edits
        } else {
            // No number in the spec to raise: pad the tap area by half the lack on each side.
            var padding: [String] = []
            var sides: [String] = []
            if lackWidth > 0 {
                padding.append("\"horizontal\": \(NumberFormat.points(lackWidth / 2))")
                sides.append("\(NumberFormat.points(lackWidth / 2)) \(unit) left and right")
            }
            if lackHeight > 0 {
                padding.append("\"vertical\": \(NumberFormat.points(lackHeight / 2))")
                sides.append("\(NumberFormat.points(lackHeight / 2)) \(unit) top and bottom")
            }
            let tap = node.tapArea == nil ? "a \"tapArea\"" : "its \"tapArea\""
            fix =
                "\"\(name)\" needs \(needs): padding \(sides.joined(separator: " and ")) as \(tap) "
                + "({\"padding\": {\(padding.joined(separator: ", "))}}), a minimum frame of \(minimum) × \(minimum) \(unit), "
                + "or a larger control size."
            self.edits = []
        }
        var details: [String: String] = [:]
        if lackWidth > 0 { details["widthNeeded"] = NumberFormat.points(lackWidth) }
        if lackHeight > 0 { details["heightNeeded"] = NumberFormat.points(lackHeight) }
        self.details = details
    }

    /// "12 pt more height", "4 pt more width and 12 pt more height".
    static func needs(width: Double, height: Double, unit: LengthUnit) -> String {
        var parts: [String] = []
        if width > 0 { parts.append("\(NumberFormat.points(width)) \(unit) more width") }
        if height > 0 { parts.append("\(NumberFormat.points(height)) \(unit) more height") }
        return parts.joined(separator: " and ")
    }
}
