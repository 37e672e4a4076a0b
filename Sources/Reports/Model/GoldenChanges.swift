/// A spec's changed goldens grouped by what changed: per element, the changed pixels of all its failing
/// goldens and the largest ΔE00 among them. The text report's one line per spec, the HTML report's group.
struct GoldenChanges: Sendable, Equatable {
    /// Goldens that failed with counted pixels (a golden that could not be compared is not a change).
    package let changed: [GoldenOutcome]
    /// Renders compared with goldens.
    package let compared: Int
    /// Per element, most changed pixels first (then by name), summed over `changed`.
    package let elements: [ChangedElement]

    package init(_ outcomes: [GoldenOutcome]) {
        changed = outcomes.filter { $0.status == .failed && $0.mismatched != nil }
        compared = outcomes.count
        var pixels: [String: Int] = [:]
        var deltas: [String: Double] = [:]
        for outcome in changed {
            for element in outcome.changedElements {
                pixels[element.element, default: 0] += element.pixels
                deltas[element.element] = max(deltas[element.element] ?? 0, element.maxDeltaE)
            }
        }
        elements = pixels.map { ChangedElement(element: $0.key, pixels: $0.value, maxDeltaE: deltas[$0.key] ?? 0) }
            .sorted { ($0.pixels, $1.element) > ($1.pixels, $0.element) }
    }

    /// Changed pixels in all.
    package var pixels: Int { changed.reduce(0) { $0 + ($1.mismatched ?? 0) } }

    /// `7 of 24 renders changed: continue, ΔE00 2.1 at most (9756 pixels); title, ΔE00 40.2 at most (12 pixels)`;
    /// without element data (a report read from an older JSON), the pixels in all.
    package var summary: String {
        var text = "\(changed.count) of \(compared) render\(compared == 1 ? "" : "s") changed"
        if elements.isEmpty { return text + " (\(pixels) pixel\(pixels == 1 ? "" : "s"))" }
        return text + ": " + elements.map(\.summary).joined(separator: "; ")
    }

    /// ΔE00 to one decimal (0.05 and up shows as 0.1, so a change is never shown as 0.0).
    package static func deltaE(_ value: Double) -> String {
        let tenths = max(value > 0 ? 1 : 0, Int((value * 10).rounded()))
        return "\(tenths / 10).\(tenths % 10)"
    }
}
