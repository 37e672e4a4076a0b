/// Text made safe for a roff (man(7)) text line.
package enum Roff {
    /// Escapes `text` for a text line: a backslash prints as one, the hyphens of an option-like word
    /// (`--record`, `-h`) are minus signs (`\-`, so they copy as typed), every character outside
    /// ASCII is named (`\[u2026]`: groff needs no input encoding), and a line starting with `.` or `'`
    /// is not taken for a request. Newlines are kept.
    package static func escape(_ text: String) -> String {
        var result = ""
        var atLineStart = true
        var inWord = false
        var optionWord = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == " " || scalar == "\t" {
                result.unicodeScalars.append(scalar)
                atLineStart = scalar == "\n"
                inWord = false
                optionWord = false
                continue
            }
            if atLineStart && (scalar == "." || scalar == "'") { result += "\\&" }
            atLineStart = false
            if !inWord && !"([{<\"'`".unicodeScalars.contains(scalar) {
                inWord = true
                optionWord = scalar == "-"
            }
            switch scalar {
            case "\\": result += "\\e"
            case "-" where optionWord: result += "\\-"
            default:
                if scalar.isASCII {
                    result.unicodeScalars.append(scalar)
                } else {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
                }
            }
        }
        return result
    }

    /// Bold text (a command or option name), escaped.
    static func bold(_ text: String) -> String { "\\fB" + escape(text) + "\\fR" }

    /// Italic text (a placeholder), escaped.
    static func italic(_ text: String) -> String { "\\fI" + escape(text) + "\\fR" }
}
