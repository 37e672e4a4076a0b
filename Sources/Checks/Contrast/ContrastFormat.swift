import Foundation
import Spec

/// How contrast figures read in messages, through `NumberFormat`: ratios to two decimals,
/// truncated so a shown value never appears to meet a threshold it misses (4.499 shows as 4.49:1).
enum ContrastFormat {
    static func ratio(_ value: Double) -> String {
        NumberFormat.ratio(value)
    }

    static func lc(_ value: Double) -> String {
        NumberFormat.oneDecimal(value)
    }

    static func details(_ measurement: TextContrastMeasurement) -> [String: String] {
        ["apca": lc(measurement.apca), "glyph": measurement.glyph, "pixel": "\(measurement.x),\(measurement.y)"]
    }

    static func colors(_ measurement: TextContrastMeasurement) -> [ColorPart: SRGBColor] {
        [.text: measurement.text, .background: measurement.background]
    }
}
