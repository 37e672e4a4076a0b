import Spec

/// The laid-out tree as JSON: for each element its id, kind, frame in points, and for text its
/// lines, `truncated` and `clipped`; plus the viewport and what was laid out.
public enum LayoutDump {
    public static func value(_ tree: LayoutTree) -> DumpValue {
        .object([
            "spec": .string(tree.spec),
            "size": .string(tree.size.rawValue),
            "state": .string(tree.state.rawValue),
            "appearance": .string(tree.appearance.rawValue),
            "viewport": frame(tree.viewport).merging(["scale": .number(Double(tree.scale))]),
            "contentSize": .object(["width": .number(tree.contentSize.width), "height": .number(tree.contentSize.height)]),
            "root": node(tree.root),
        ])
    }

    public static func json(_ tree: LayoutTree) -> String {
        value(tree).rendered()
    }

    static func node(_ node: LayoutNode) -> DumpValue {
        var members: [String: DumpValue] = [
            "kind": .string(node.kind),
            "frame": frame(node.frame),
        ]
        if let id = node.id { members["id"] = .string(id) }
        if node.isHidden { members["hidden"] = .bool(true) }
        if let text = node.text {
            members["lines"] = .array(text.lines.map { .object(["text": .string($0.text), "width": .number($0.width)]) })
            members["truncated"] = .bool(text.truncated)
            members["clipped"] = .bool(text.clipped)
            members["font"] = .object(["size": .number(text.size), "leading": .number(text.leading), "weight": .string(text.weight.rawValue)])
            members["color"] = .string(text.color.description)
        }
        if case .button(let button) = node.element {
            members["button"] = .object([
                "style": .string(button.style.rawValue),
                "role": .string(button.role.rawValue),
                "state": .string(button.state.rawValue),
                "cornerRadius": .number(button.cornerRadius),
            ])
        }
        if !node.children.isEmpty { members["children"] = .array(node.children.map(Self.node)) }
        return .object(members)
    }

    static func frame(_ rect: Rect) -> DumpValue {
        .object(["x": .number(rect.x), "y": .number(rect.y), "width": .number(rect.width), "height": .number(rect.height)])
    }
}

extension DumpValue {
    func merging(_ other: [String: DumpValue]) -> DumpValue {
        guard case .object(let members) = self else { return self }
        return .object(members.merging(other) { $1 })
    }
}
