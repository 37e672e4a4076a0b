import Spec
import Text

/// Breaks legend text into lines no wider than a width, measured with the text engine: at spaces,
/// greedily; a word wider than the whole width is cut between characters.
package enum LegendWrap {
    package static func lines(
        _ text: String, width: Double, size: Double, weight: FontWeight,
        engine: TextEngine
    ) throws(TextError) -> [String] {
        func fits(_ line: String) throws(TextError) -> Bool {
            try SheetText.width(line, size: size, weight: weight, engine: engine) <= width
        }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if try fits(candidate) {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = ""
            var rest = word
            while !(try fits(rest)) {
                var cut = ""
                for character in rest {
                    guard try fits(cut + String(character)) || cut.isEmpty else { break }
                    cut.append(character)
                }
                lines.append(cut)
                rest = String(rest.dropFirst(cut.count))
            }
            current = rest
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
