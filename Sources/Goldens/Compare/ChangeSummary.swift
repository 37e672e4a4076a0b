import Pixels

/// Which elements of a render a golden change touched, and by how much.
///
/// Each pixel whose RGBA differs is given to the element drawn last (in paint order) whose frame
/// contains it: the innermost element there, or the one drawn over it. A button's title and other
/// parts belong to their element, so text over a changed fill names the button; text that is an
/// element of its own names itself. A pixel outside every element is the `backdrop`'s. Per element:
/// the changed pixels and the largest CIEDE2000 difference (ΔE00) between golden and render there.
package struct ChangeSummary: Sendable, Equatable {
    /// One element's share of the change.
    package struct Element: Sendable, Equatable {
        package let name: String
        package let pixels: Int
        package let maxDeltaE: Double

        package init(name: String, pixels: Int, maxDeltaE: Double) {
            self.name = name
            self.pixels = pixels
            self.maxDeltaE = maxDeltaE
        }
    }

    /// The name of the pixels outside every element.
    package static let backdrop = "backdrop"

    /// Most changed pixels first (then by name).
    package let elements: [Element]

    package init(elements: [Element]) {
        self.elements = elements.sorted { ($0.pixels, $1.name) > ($1.pixels, $0.name) }
    }

    /// Changed pixels in all.
    package var pixels: Int { elements.reduce(0) { $0 + $1.pixels } }
    /// The largest ΔE00 of any changed pixel (0 when none changed).
    package var maxDeltaE: Double { elements.map(\.maxDeltaE).max() ?? 0 }

    /// The change from `expected` to `actual` (images of one size), with `areas` in paint order.
    static func summarize(expected: RGBAImage, actual: RGBAImage, areas: [ChangeArea]) -> ChangeSummary {
        precondition(expected.width == actual.width && expected.height == actual.height, "images of one size")
        var pixels = [Int](repeating: 0, count: areas.count + 1)
        var largest = [Double](repeating: 0, count: areas.count + 1)
        // Runs of one changed colour pair (a fill) cost one ΔE00.
        var lastPair: (RGBA8, RGBA8)?
        var lastDelta = 0.0
        for y in 0..<expected.height {
            var rowAreas: [Int]?
            for x in 0..<expected.width {
                let before = expected[x, y]
                let after = actual[x, y]
                guard before != after else { continue }
                // The areas across this row, drawn last first; found once a row has a change.
                let across = rowAreas ?? areas.indices.reversed().filter { areas[$0].y <= y && y < areas[$0].y + areas[$0].height }
                rowAreas = across
                let owner = across.first { areas[$0].contains(x: x, y: y) } ?? areas.count
                let delta: Double
                if let pair = lastPair, pair.0 == before, pair.1 == after {
                    delta = lastDelta
                } else {
                    delta = DeltaE2000.difference(before, after)
                    lastPair = (before, after)
                    lastDelta = delta
                }
                pixels[owner] += 1
                largest[owner] = max(largest[owner], delta)
            }
        }
        // Elements of one name (an element's areas in several places) are one entry.
        var merged: [String: Element] = [:]
        for index in pixels.indices where pixels[index] > 0 {
            let name = index == areas.count ? backdrop : areas[index].name
            let known = merged[name]
            merged[name] = Element(
                name: name, pixels: pixels[index] + (known?.pixels ?? 0),
                maxDeltaE: max(largest[index], known?.maxDeltaE ?? 0))
        }
        return ChangeSummary(elements: Array(merged.values))
    }
}
