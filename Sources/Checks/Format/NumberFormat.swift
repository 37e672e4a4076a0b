import Foundation

/// How every measured number reads, in findings, reports and the `contrast` command. It owns one
/// rule: a ratio (or a score compared with a level) is **truncated**, never rounded up, so a value
/// that misses a threshold never prints as meeting it (4.499:1 reads 4.49:1, not 4.50:1). The cut
/// is made on the number's shortest decimal form, so a threshold of 4.6 reads 4.60, not 4.59 (as
/// `(4.6 * 100).rounded(.down)` would give: 4.6 × 100 is 459.99999999999994 in binary).
package enum NumberFormat {
    /// `value` cut toward zero to exactly `places` decimals: 4.499 → "4.49", 3 → "3.00", -71.26 → "-71.2".
    package static func truncated(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return value.description }
        let (whole, fraction) = decimalDigits(abs(value))
        var digits = String(fraction.prefix(places))
        while digits.count < places { digits += "0" }
        let text = places > 0 ? whole + "." + digits : whole
        let isZero = !text.contains { $0 != "0" && $0 != "." }
        return value < 0 && !isZero ? "-" + text : text
    }

    /// A contrast ratio as messages write it: two decimals, truncated, with ":1" (4.49:1, 3.00:1).
    package static func ratio(_ value: Double) -> String {
        truncated(value, places: 2) + ":1"
    }

    /// At most `places` decimals without trailing zeros (4.4712 → "4.47", 44.0 → "44"): truncated
    /// when `truncating` (ratios), else rounded half away from zero.
    package static func compact(_ value: Double, places: Int = 2, truncating: Bool) -> String {
        guard value.isFinite else { return value.description }
        var text: String
        if truncating {
            text = truncated(value, places: places)
        } else {
            var scale = 1.0
            for _ in 0..<places { scale *= 10 }
            let rounded = (value * scale).rounded() / scale
            text = rounded == 0 ? "0" : truncated(rounded, places: places)
        }
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// A length in points (or px) as messages write it: rounded to one decimal, a whole number without
    /// it ("212", "12.5"; 12.96 → "13").
    package static func points(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
    }

    /// The share `part` is of `whole` as a percentage with two decimals, rounded, without "%": how much of
    /// an image differs (312 of 90,000 → "0.35"; a `whole` of 0 counts as 1).
    package static func share(_ part: Int, of whole: Int) -> String {
        String(format: "%.2f", Double(part) / Double(max(whole, 1)) * 100)
    }

    /// A fraction as a whole percentage, rounded: 0.456 → "46%".
    package static func percent(_ fraction: Double) -> String {
        compact(fraction * 100, places: 0, truncating: false) + "%"
    }

    /// A CSS length: at most `places` decimals, rounded, no trailing zeros, with "px" ("12px", "0.5px").
    package static func pixels(_ value: Double, places: Int = 0) -> String {
        compact(value, places: places, truncating: false) + "px"
    }

    /// A number as a user writes it in a spec or option: whole numbers without a point ("0", "1"),
    /// others in their shortest form ("0.05").
    package static func shortest(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// One decimal, rounded: APCA Lc and point sizes in details ("71.1").
    package static func oneDecimal(_ value: Double) -> String {
        String(format: "%.1f", value)
    }

    /// The digits of a non-negative finite value's shortest round-tripping decimal form, before and
    /// after the point (no exponent).
    static func decimalDigits(_ value: Double) -> (whole: String, fraction: String) {
        let text = value.description
        guard text.contains("e") else {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
        }
        // Exponent form (under 1e-4 or at least 2^53): the exact expansion is long enough.
        let parts = String(format: "%.20f", value).split(separator: ".", omittingEmptySubsequences: false)
        return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
    }
}
