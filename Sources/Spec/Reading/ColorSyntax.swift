/// Parsing of the colour forms a spec may write.
package enum ColorSyntax {
    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    package static func hex(_ text: String) -> SRGBColor? {
        guard text.hasPrefix("#") else { return nil }
        let digits = Array(text.dropFirst())
        guard digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        func value(_ characters: ArraySlice<Character>) -> Double {
            Double(Int(String(characters), radix: 16)!) / 255
        }
        switch digits.count {
        case 3:
            let expanded = digits.flatMap { [$0, $0] }
            return SRGBColor(red: value(expanded[0..<2]), green: value(expanded[2..<4]), blue: value(expanded[4..<6]))
        case 6, 8:
            return SRGBColor(
                red: value(digits[0..<2]), green: value(digits[2..<4]), blue: value(digits[4..<6]),
                alpha: digits.count == 8 ? value(digits[6..<8]) : 1)
        default:
            return nil
        }
    }
}
