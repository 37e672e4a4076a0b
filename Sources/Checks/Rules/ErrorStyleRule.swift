import Layout
import Spec

/// error.style: an inline error not drawn as seed 002 draws them, "footnote, .red or semantic error
/// role": a format 2 `style` other than footnote (reported once, about the declaration), or a colour
/// that is not a red (reported per appearance, in the colour Layout drew it in there). A red is a colour whose hue is within
/// `maximumHueDistance` degrees of pure red and whose saturation is at least `minimumSaturation`:
/// systemRed (#FF3B30, hue 3°), its increased-contrast #D70015 (354°) and brand reds pass; a grey, a
/// black, an orange (#FF9500, 35°) or the accent blue do not, so an error reads as one at a glance.
package struct ErrorStyleRule: Rule {
    package let id = RuleID.errorStyle
    /// How far (in degrees of hue) an error colour may be from pure red.
    static let maximumHueDistance = 20.0
    /// The least saturation (HSV) an error colour needs to read as a colour rather than a grey.
    static let minimumSaturation = 0.5

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var findings: [Finding] = []
        var looks: [(appearance: Appearance, increasedContrast: Bool)] = []
        for item in input.cases
        where !looks.contains(where: {
            $0.appearance == item.appearance && $0.increasedContrast == item.settings.contains(.increaseContrast)
        }) {
            looks.append((item.appearance, item.settings.contains(.increaseContrast)))
        }
        for (index, node) in input.spec.content.allNodes.enumerated() {
            guard case .inlineError(let error) = node.kind else { continue }
            let name = CheckInput.name(node)
            if error.style != .footnote {
                findings.append(
                    Finding(
                        rule: id, file: input.spec.file, location: node.location, element: name,
                        message:
                            "The inline error \"\(name)\" is set in \(error.style.rawValue), not footnote: seed 002 sets inline errors in footnote, so they read as a field's message rather than as content.",
                        fix: "Set the error in footnote (\"style\": \"footnote\"; SwiftUI .font(.footnote)).",
                        details: ["style": error.style.rawValue]))
            }
            for look in looks {
                // The colour Layout drew the error in, in the first render of this look that shows it.
                let drawn = input.cases.lazy.filter {
                    $0.appearance == look.appearance && $0.settings.contains(.increaseContrast) == look.increasedContrast
                }.compactMap { $0.tree.root.elementNode(ElementReference(index: index))?.text?.color }.first
                guard let color = drawn else { continue }
                let (hue, saturation) = Self.hueAndSaturation(color)
                let distance = min(hue, 360 - hue)
                guard saturation < Self.minimumSaturation || distance > Self.maximumHueDistance else { continue }
                let what =
                    saturation < Self.minimumSaturation
                    ? "\(color) is a grey (saturation \(NumberFormat.percent(saturation)))"
                    : "\(color) is \(Self.degrees(distance)) of hue from red"
                findings.append(
                    Finding(
                        rule: id, file: input.spec.file, location: node.location, element: name, appearance: look.appearance,
                        state: error.visibleIn.first,
                        measured: saturation < Self.minimumSaturation ? nil : distance, threshold: Self.maximumHueDistance, unit: .degrees,
                        message:
                            "The inline error \"\(name)\" is not in the error colour: \(what), so it does not read as an error at a glance.",
                        fix:
                            "Draw inline errors in systemRed (or the design system's error red, redefined in \"colors\" to stay legible) rather than a colour of their own.",
                        details: ["color": color.description, "hue": Self.degrees(hue), "saturation": NumberFormat.percent(saturation)]))
            }
        }
        return findings
    }

    static func degrees(_ value: Double) -> String { NumberFormat.compact(value, places: 0, truncating: false) + "°" }

    /// HSV hue (0–360°) and saturation (0–1) of a colour.
    static func hueAndSaturation(_ color: SRGBColor) -> (hue: Double, saturation: Double) {
        let high = max(color.red, color.green, color.blue)
        let low = min(color.red, color.green, color.blue)
        let chroma = high - low
        guard chroma > 0, high > 0 else { return (0, 0) }
        var hue: Double
        if high == color.red {
            hue = 60 * ((color.green - color.blue) / chroma).truncatingRemainder(dividingBy: 6)
        } else if high == color.green {
            hue = 60 * ((color.blue - color.red) / chroma + 2)
        } else {
            hue = 60 * ((color.red - color.green) / chroma + 4)
        }
        if hue < 0 { hue += 360 }
        return (hue, chroma / high)
    }
}
