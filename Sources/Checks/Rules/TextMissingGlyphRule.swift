import Layout
import Spec

/// text.missing-glyph: a text with characters the fonts cannot draw: HarfBuzz maps them to glyph 0
/// (.notdef: no font of the stack, fallbacks included, has them, as emoji), or they are control characters (U+0000–U+001F,
/// U+007F–U+009F) that no font draws. They render as empty boxes or nothing, and the contrast
/// rules, measuring the glyphs that are there, would call the text clean.
package struct TextMissingGlyphRule: Rule {
    package let id = RuleID.textMissingGlyph

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var candidates: [(key: String, finding: Finding)] = []
        for item in input.cases {
            for layout in item.tree.root.allNodes where !layout.isHidden {
                guard let text = layout.text else { continue }
                let node = input.element(layout.owner)
                let missing = Self.missingCharacters(text.lines)
                guard !missing.isEmpty else { continue }
                let name = CheckInput.name(node)
                let subject = LayoutLookup.describe(role: layout.role, owner: name)
                let codes = missing.map(Self.code).joined(separator: ", ")
                let noun = missing.count == 1 ? "a character" : "\(missing.count) characters"
                candidates.append(
                    (
                        "\(layout.owner.index)|\(layout.role.name)",
                        Finding(
                            rule: id, file: input.spec.file, location: node.location, element: name,
                            appearance: item.appearance, state: item.state, scenario: item.scenario, size: item.size,
                            message: "\(Self.capitalized(subject)) has \(noun) the fonts cannot draw (\(codes)); "
                                + "\(missing.count == 1 ? "it shows" : "they show") as an empty box or nothing.",
                            fix:
                                "Use characters the spec's fonts have, or add a font that has them to \"fonts\" or \"fallbackFonts\"; remove control characters.",
                            details: ["characters": codes])
                    ))
            }
        }
        return LayoutLookup.firstState(candidates)
    }

    /// The distinct characters (Unicode scalars) of `lines` that cannot be drawn, in order of appearance.
    static func missingCharacters(_ lines: [TextLine]) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        func add(_ scalar: Unicode.Scalar) {
            if !result.contains(scalar) { result.append(scalar) }
        }
        for line in lines {
            let utf8 = Array(line.text.utf8)
            let glyphs = line.run.glyphs
            // In the order the characters are written: glyphs are in visual order, right to left in
            // right-to-left runs.
            for glyph in glyphs.sorted(by: { $0.cluster < $1.cluster }) where glyph.glyph == 0 {
                // The glyph's cluster runs to the next larger cluster value (or the end of the line).
                let end = glyphs.map(\.cluster).filter { $0 > glyph.cluster }.min() ?? utf8.count
                guard glyph.cluster >= 0, glyph.cluster < end, end <= utf8.count else { continue }
                for scalar in String(decoding: utf8[glyph.cluster..<end], as: UTF8.self).unicodeScalars
                where !scalar.properties.isWhitespace {
                    add(scalar)
                }
            }
            for scalar in line.text.unicodeScalars where scalar.properties.generalCategory == .control {
                add(scalar)
            }
        }
        return result
    }

    /// "U+0000", "U+4F60", "U+1F600".
    static func code(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
