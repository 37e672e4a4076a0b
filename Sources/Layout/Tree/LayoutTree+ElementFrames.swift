import Spec

extension LayoutTree {
    /// The frames of the elements that draw something the eye reads (texts, fields, toggles, buttons,
    /// pickers, steppers, errors, toasts…), not of the stacks, spacers and sections that hold them,
    /// nor of what is hidden: what a contact sheet's plates must never cover.
    package var elementFrames: [Rect] {
        root.allNodes.compactMap { node in
            guard case .element(let type) = node.role, !Self.holders.contains(type), !node.isHidden,
                node.frame.width > 0, node.frame.height > 0
            else { return nil }
            return node.frame
        }
    }

    /// The element types that only hold others.
    static let holders: Set<NodeType> = [.vstack, .hstack, .zstack, .spacer, .section]
}
