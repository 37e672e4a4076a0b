import JSON
import Spec

/// The laid-out tree as JSON: for each element its id, kind, frame in points (CSS px on the web, where
/// the dump says `"unit": "px"`), and for text its lines, `truncated` and `clipped`; plus the viewport
/// and what was laid out.
package enum LayoutDump {
    /// `settings` (the display settings on) is listed only when some are, `locale` only when it is not the
    /// spec's source language, and `layoutDirection` only when it is `rightToLeft`, so dumps of the default
    /// read as before; `unit` only when it is not points (a web spec's CSS px), so iOS dumps read as before too.
    package static func value(_ tree: LayoutTree) -> JSONOutput {
        var fields: [String: JSONOutput] = [
            "spec": .string(tree.spec),
            "size": .string(tree.size.rawValue),
            "state": .string(tree.state.rawValue),
            "appearance": .string(tree.appearance.rawValue),
            "viewport": frame(tree.viewport).merging(["scale": .rounded(Double(tree.scale))]),
            "contentSize": .object(["width": .rounded(tree.contentSize.width), "height": .rounded(tree.contentSize.height)]),
            "root": node(tree.root),
        ]
        if !tree.renderCase.settings.isDefault { fields["settings"] = .strings(tree.renderCase.settings.settings.map(\.rawValue)) }
        if let locale = tree.renderCase.locale { fields["locale"] = .string(locale.identifier) }
        if let scenario = tree.renderCase.scenario { fields["scenario"] = .string(scenario) }
        if tree.unit != .point { fields["unit"] = .string(tree.unit.symbol) }
        if tree.layoutDirection == .rightToLeft { fields["layoutDirection"] = .string(tree.layoutDirection.rawValue) }
        return .object(fields)
    }

    package static func json(_ tree: LayoutTree) -> String {
        value(tree).document
    }

    static func node(_ node: LayoutNode) -> JSONOutput {
        var members: [String: JSONOutput] = [
            "kind": .string(node.role.name),
            "frame": frame(node.frame),
        ]
        if let id = node.id { members["id"] = .string(id) }
        if node.isHidden { members["hidden"] = .bool(true) }
        if let region = node.hitRegion { members["hitRegion"] = frame(region) }
        if let text = node.text {
            members["lines"] = .array(text.lines.map { .object(["text": .string($0.text), "width": .rounded($0.width)]) })
            members["truncated"] = .bool(text.truncated)
            members["clipped"] = .bool(text.clipped)
            members["font"] = .object([
                "size": .rounded(text.size), "leading": .rounded(text.leading), "weight": .string(text.weight.rawValue),
            ])
            members["color"] = .string(text.color.description)
            if let scaledFrom = text.scaledFrom { members["scaledFrom"] = .rounded(scaledFrom) }
        }
        if case .button(let button) = node.element {
            members["button"] = .object([
                "style": .string(button.style.rawValue),
                "role": .string(button.role.rawValue),
                "state": .string(button.state.rawValue),
                "cornerRadius": .rounded(button.cornerRadius),
            ])
        }
        if let surface = node.surface {
            var paint: [String: JSONOutput] = ["fill": .string(surface.fill.description), "cornerRadius": .rounded(surface.cornerRadius)]
            if let material = surface.material { paint["material"] = .string(material.rawValue) }
            if let stroke = surface.stroke {
                paint["stroke"] = .string(stroke.description)
                if case .points(let width) = surface.strokeWidth { paint["strokeWidth"] = .rounded(width) }
            }
            members["surface"] = .object(paint)
        }
        if !node.children.isEmpty { members["children"] = .array(node.children.map(Self.node)) }
        return .object(members)
    }

    static func frame(_ rect: Rect) -> JSONOutput {
        .object(["x": .rounded(rect.x), "y": .rounded(rect.y), "width": .rounded(rect.width), "height": .rounded(rect.height)])
    }
}

extension JSONOutput {
    func merging(_ other: [String: JSONOutput]) -> JSONOutput {
        guard case .object(let members) = self else { return self }
        return .object(members.merging(other) { $1 })
    }
}
