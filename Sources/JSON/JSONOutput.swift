import Foundation

/// A JSON value to write (the parser's counterpart), shared by layout dumps and reports. Objects are written with their keys sorted (by Unicode code point, as
/// Python's `sort_keys` and `jq -S` do), two spaces of indent, so equal reports are equal bytes.
package enum JSONOutput: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    /// Written with Swift's shortest round-tripping `description`; non-finite values become null.
    case double(Double)
    case string(String)
    case array([JSONOutput])
    case object([String: JSONOutput])

    package static func optional(_ value: String?) -> JSONOutput { value.map(JSONOutput.string) ?? .null }
    package static func optional(_ value: Double?) -> JSONOutput { value.map(JSONOutput.double) ?? .null }
    package static func strings(_ values: [String]) -> JSONOutput { .array(values.map(JSONOutput.string)) }

    /// A number rounded to `decimals` places, written without a fraction when it is whole and never
    /// as "-0": stable text for dumps kept as goldens.
    package static func rounded(_ value: Double, decimals: Int = 3) -> JSONOutput {
        guard value.isFinite else { return .null }
        let factor = pow(10, Double(decimals))
        var rounded = (value * factor).rounded() / factor
        if rounded == 0 { rounded = 0 }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return .int(Int(rounded)) }
        return .double(rounded)
    }

    /// The document, ending in a newline.
    package var document: String {
        var text = ""
        write(to: &text, indent: nil)
        return text + "\n"
    }

    /// The document on one line (`{"a": 1, "b": [true, null]}`), keys sorted the same way, ending
    /// in a newline: for one-record outputs such as `diff --json`.
    package var line: String {
        var text = ""
        write(to: &text, indent: nil, compact: true)
        return text + "\n"
    }

    /// A number written as it reads: a whole value without a fraction (1, not 1.0).
    package static func number(_ value: Double) -> JSONOutput {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? .int(Int(value)) : .double(value)
    }

    private func write(to text: inout String, indent: String?, compact: Bool = false) {
        let indent = indent ?? ""
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .int(let value): text += String(value)
        case .double(let value): text += value.isFinite ? value.description : "null"
        case .string(let value): Self.writeString(value, to: &text)
        case .array(let elements):
            if elements.isEmpty {
                text += "[]"
                return
            }
            if compact {
                text += "["
                for (index, element) in elements.enumerated() {
                    if index > 0 { text += ", " }
                    element.write(to: &text, indent: nil, compact: true)
                }
                text += "]"
                return
            }
            let inner = indent + "  "
            text += "[\n"
            for (index, element) in elements.enumerated() {
                text += inner
                element.write(to: &text, indent: inner)
                text += index == elements.count - 1 ? "\n" : ",\n"
            }
            text += indent + "]"
        case .object(let members):
            if members.isEmpty {
                text += "{}"
                return
            }
            let sorted = members.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
            if compact {
                text += "{"
                for (index, member) in sorted.enumerated() {
                    if index > 0 { text += ", " }
                    Self.writeString(member.key, to: &text)
                    text += ": "
                    member.value.write(to: &text, indent: nil, compact: true)
                }
                text += "}"
                return
            }
            let inner = indent + "  "
            text += "{\n"
            for (index, member) in sorted.enumerated() {
                text += inner
                Self.writeString(member.key, to: &text)
                text += ": "
                member.value.write(to: &text, indent: inner)
                text += index == sorted.count - 1 ? "\n" : ",\n"
            }
            text += indent + "}"
        }
    }

    /// RFC 8259 escaping: quote, backslash and control characters; U+2028/2029 too, so the text can
    /// be pasted into JavaScript. Everything else is written as UTF-8.
    package static func writeString(_ value: String, to text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars { escape(scalar, invisibles: false, to: &text) }
        text += "\""
    }

    /// One scalar as it stands inside a JSON string: `\"`, `\\`, the short escapes, `\uXXXX` for other
    /// control characters, DEL and U+2028/2029. With `invisibles`, format characters (bidi controls,
    /// zero-width joiners) are written as `\uXXXX` too, so a quoted excerpt in a message shows them.
    /// The one JSON string escaper: reports, dumps, the manifest and messages' excerpts use it.
    package static func escape(_ scalar: Unicode.Scalar, invisibles: Bool, to text: inout String) {
        switch scalar {
        case "\"": text += "\\\""
        case "\\": text += "\\\\"
        case "\n": text += "\\n"
        case "\r": text += "\\r"
        case "\t": text += "\\t"
        case "\u{08}": text += "\\b"
        case "\u{0C}": text += "\\f"
        case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
            text += "\\u" + hex4(scalar.value)
        default:
            let category = scalar.properties.generalCategory
            if invisibles, category == .control || category == .format || category == .lineSeparator || category == .paragraphSeparator {
                text += "\\u" + hex4(scalar.value)
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
    }

    static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
