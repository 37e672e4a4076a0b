import Layout

/// Something in a layout tree that cannot be drawn: a glyph the font engine cannot rasterise. It
/// names the spec file, the element (where it is written), the case and what failed, in the
/// `file:line:col: error:` form of spec diagnostics.
package struct RenderError: Error, Sendable, CustomStringConvertible {
    package let message: String

    package init(_ message: String) {
        self.message = message
    }

    init(tree: LayoutTree, node: LayoutNode, what: String, reason: String) {
        let element = node.id.map { "\"\($0)\"" } ?? node.sourcePath
        message =
            "\(tree.file):\(node.sourceLocation.line):\(node.sourceLocation.column): error: \(tree.appearance.rawValue) · \(tree.size.rawValue) · \(tree.state.rawValue): "
            + "the \(node.role.name) \(element) cannot be drawn: \(what): \(reason); name font files in \"fonts\" that FreeType can rasterise"
    }

    package var description: String { message }
}
