import Checks
import Layout
import Spec

/// The laid-out tree as an indented outline, for reading in a terminal.
enum LayoutOutline {
    static func text(_ tree: LayoutTree) -> String {
        var lines = [
            "\(tree.spec) — \(tree.size.rawValue), \(tree.state.rawValue), \(tree.appearance.rawValue)\(tree.renderCase.settings.isDefault ? "" : ", " + tree.renderCase.settings.name)\(tree.renderCase.locale.map { ", \($0.identifier)" } ?? ""); viewport \(format(tree.viewport.width))×\(format(tree.viewport.height)) \(tree.unit), content height \(format(tree.contentSize.height)) \(tree.unit)"
        ]
        func visit(_ node: LayoutNode, depth: Int) {
            let frame = node.frame
            var line = String(repeating: "  ", count: depth) + node.role.name + (node.id.map { " #\($0)" } ?? "")
            line += " (\(format(frame.x)), \(format(frame.y))) \(format(frame.width))×\(format(frame.height))"
            if node.isHidden { line += " hidden" }
            if let text = node.text {
                line += " " + text.lines.map { "\"\($0.text)\"" }.joined(separator: " / ")
                if text.truncated { line += " [truncated]" }
                if text.clipped { line += " [clipped]" }
            }
            lines.append(line)
            for child in node.children { visit(child, depth: depth + 1) }
        }
        visit(tree.root, depth: 1)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func format(_ value: Double) -> String {
        NumberFormat.points(value)
    }
}
