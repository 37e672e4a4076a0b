import Foundation

/// A JSON value for dumps: objects print with sorted keys and numbers with at most three
/// decimals, so dumps are stable text that can be kept as goldens and diffed.
public indirect enum DumpValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([DumpValue])
    case object([String: DumpValue])

    /// Pretty-printed with two-space indentation and a final newline.
    public func rendered() -> String {
        var output = ""
        write(into: &output, indent: "")
        return output + "\n"
    }

    private func write(into output: inout String, indent: String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value): output += Self.format(value)
        case .string(let value): output += Self.quote(value)
        case .array(let values):
            if values.isEmpty { output += "[]"; return }
            output += "[\n"
            for (index, value) in values.enumerated() {
                output += indent + "  "
                value.write(into: &output, indent: indent + "  ")
                output += index == values.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let members):
            if members.isEmpty { output += "{}"; return }
            output += "{\n"
            let keys = members.keys.sorted()
            for (index, key) in keys.enumerated() {
                output += indent + "  " + Self.quote(key) + ": "
                members[key]!.write(into: &output, indent: indent + "  ")
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    /// Rounded to 0.001; integers without a decimal point; never "-0".
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        var rounded = (value * 1000).rounded() / 1000
        if rounded == 0 { rounded = 0 }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let control where control.value < 0x20:
                result += "\\u" + String(repeating: "0", count: 4 - String(control.value, radix: 16).count) + String(control.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
