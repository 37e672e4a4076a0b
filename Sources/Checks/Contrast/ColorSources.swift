import Spec

/// The colours a spec writes, found where a contrast fix can change them: a node's own (its element's
/// keys, its background, its focus ring; not its children's), its ancestors' backgrounds, and the
/// screen's backdrop.
enum ColorSources {
    /// Every `Color` a node writes itself, in declaration order.
    static func colors(of node: Node) -> [Color] {
        var found: [Color] = []
        collect(node.kind, into: &found, depth: 0)
        if let background = node.background { collect(background, into: &found, depth: 0) }
        if let ring = node.focusRing { collect(ring, into: &found, depth: 0) }
        return found
    }

    /// Every `Color` a value holds (a focus ring's).
    static func colors(of value: some Any) -> [Color] {
        var found: [Color] = []
        collect(value, into: &found, depth: 0)
        return found
    }

    private static func collect(_ value: Any, into found: inout [Color], depth: Int) {
        if let color = value as? Color {
            found.append(color)
            return
        }
        guard depth < 8, !(value is Node), !(value is [Node]), !(value is String) else { return }
        for child in Mirror(reflecting: value).children { collect(child.value, into: &found, depth: depth + 1) }
    }

    /// The element at `index` (depth-first, as `ScreenSpec.content.allNodes` counts) and its ancestors,
    /// innermost first.
    static func lineage(_ index: Int, in root: Node) -> [Node] {
        var counter = 0
        func walk(_ node: Node, _ path: [Node]) -> [Node]? {
            let here = path + [node]
            if counter == index { return here }
            counter += 1
            for child in node.children {
                if let found = walk(child, here) { return found }
            }
            return nil
        }
        return (walk(root, []) ?? []).reversed()
    }

    /// The colours that may lie behind an element: each ancestor's background (innermost first), then the
    /// screen's solid backdrop.
    static func behind(_ index: Int, in spec: ScreenSpec, includingOwn: Bool) -> [Color] {
        var colors: [Color] = []
        for (position, node) in lineage(index, in: spec.content).enumerated() {
            if position == 0 {
                if includingOwn { colors += Self.colors(of: node) }
            } else if let background = node.background, case .color(let color) = background.fill {
                colors.append(color)
            }
        }
        if case .solid(let color) = spec.backdrop { colors.append(color) }
        return colors
    }

    /// The first written colour drawn as exactly `target` (8-bit, alpha included) in this appearance and
    /// setting, with where it is written; nil when none is, or its origin does not hold the drawn colour
    /// (an Increase Contrast or Reduce Transparency variant).
    static func written(
        _ target: SRGBColor, among colors: [Color], appearance: Appearance,
        increasedContrast: Bool, reducedTransparency: Bool = false
    ) -> (color: Color, origin: ColorOrigin)? {
        let pixel = StoredPixel.pixel(target)
        for color in colors {
            let drawn = color.resolved(for: appearance, increasedContrast: increasedContrast, reducedTransparency: reducedTransparency)
            guard StoredPixel.pixel(drawn) == pixel, let origin = color.origins[appearance] else { continue }
            // An iOS name written in the spec draws its own Increase Contrast variant, which an edit can give it.
            let namesSystemColor = origin.token == nil && SystemColor(rawValue: origin.text) != nil
            guard drawn == color.resolved(for: appearance) || namesSystemColor else { continue }
            return (color, origin)
        }
        return nil
    }
}

extension ColorSources {
    /// The iOS colour names a built-in part is drawn with, most used first: when two names draw the same
    /// colour (`tertiaryLabel` and `placeholderText`), the part is taken to use the earlier one.
    static let builtInNames: [SystemColor] = [
        .label, .secondaryLabel, .tertiaryLabel, .systemRed, .systemBlue, .systemGreen,
        .tertiarySystemFill, .systemFill, .separator, .placeholderText, .white,
    ]

    /// The iOS colour name (as the spec's palette resolves it) that a built-in part drawing `matches` was drawn
    /// with in this appearance and setting: the built-in parts' names first (a placeholder's own first), then every
    /// other name.
    static func systemName(
        palette: Palette, appearance: Appearance, increasedContrast: Bool, placeholder: Bool = false,
        matches: (SRGBColor) -> Bool
    ) -> SystemColor? {
        let others = SystemColor.allCases.filter { !builtInNames.contains($0) }
        let preferred = placeholder ? [SystemColor.placeholderText] : []
        return (preferred + builtInNames + others).first { name in
            matches(palette.color(name).resolved(for: appearance, increasedContrast: increasedContrast))
        }
    }
}
