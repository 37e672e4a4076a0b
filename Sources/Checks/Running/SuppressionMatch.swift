import Pixels
import Spec

/// Whether a suppression's pin accepts a finding, and if not, why: the one place the pins are
/// interpreted. Pure: the finding, the pin, and the spec (for what "every size" means).
package enum SuppressionMatch {
    /// The largest CIEDE2000 difference at which a measured colour is still the pinned one: a just
    /// noticeable difference, so anti-aliasing and 8-bit rounding do not unpin a colour, and another
    /// colour never passes for it.
    static let colorTolerance = 2.3

    /// Nil when `pin` accepts `finding`; else what about the finding lies outside the pin.
    package static func mismatch(_ pin: SuppressionPin, _ finding: Finding, spec: ScreenSpec, lowerIsWorse: Bool) -> String? {
        if let limit = pin.measured {
            guard let measured = finding.measured else {
                return "it measures nothing to compare with the pinned \(format(limit, finding.unit))"
            }
            if lowerIsWorse ? measured < limit : measured > limit {
                return
                    "it measures \(format(measured, finding.unit)), \(lowerIsWorse ? "below" : "above") the pinned \(format(limit, finding.unit))"
            }
        }
        if pin.foreground != nil || pin.background != nil {
            let foreground = finding.colors[.text] ?? finding.colors[.fill]
            let background = finding.colors[.background]
            let pinned = "\(pin.foreground.map(short) ?? "any colour") on \(pin.background.map(short) ?? "any colour")"
            guard let foreground, let background else { return "it measures no colours to compare with the pinned \(pinned)" }
            if !same(foreground, pin.foreground) || !same(background, pin.background) {
                return "its colours are \(foreground) on \(background), not the pinned \(pinned)"
            }
        }
        if let sizes = pin.sizes {
            let occurs = finding.sizes.isEmpty ? spec.sizes : finding.sizes
            let outside = occurs.filter { !sizes.contains($0) }
            if !outside.isEmpty { return "it occurs at \(outside.map(\.rawValue).joined(separator: ", ")), which the pin leaves out" }
        }
        if let appearances = pin.appearances {
            let occurs = finding.appearance.map { [$0] } ?? spec.appearances
            let outside = occurs.filter { !appearances.contains($0) }
            if !outside.isEmpty {
                return "it occurs in the \(outside.map(\.rawValue).joined(separator: ", ")) appearance, which the pin leaves out"
            }
        }
        if let locales = pin.locales {
            let occurs = finding.locale.map { [$0] } ?? (finding.appearance == nil ? spec.locales : [spec.sourceLanguage])
            let outside = occurs.filter { !locales.contains($0) }
            if !outside.isEmpty { return "it occurs in \(outside.map(\.identifier).joined(separator: ", ")), which the pin leaves out" }
        }
        if let settings = pin.settings {
            let occurs = finding.settings.map { [$0] } ?? spec.settings
            let outside = occurs.filter { !settings.contains($0) }
            if !outside.isEmpty {
                return "it occurs with display settings \(outside.map(\.description).joined(separator: ", ")), which the pin leaves out"
            }
        }
        return nil
    }

    /// What a pin accepts, for messages: "measured at least 3.5:1, #FFFFFF on #0A84FF, sizes large, AX5, until 2027-03-31".
    package static func describe(_ pin: SuppressionPin, rule: RuleID) -> String {
        var parts: [String] = []
        if let measured = pin.measured {
            let unit = rule.info.lowerIsWorse ? "at least" : "at most"
            parts.append(
                "measured \(unit) \(rule.rawValue.hasPrefix("contrast.") || rule == .focusVisibleContrast ? format(measured, .ratio) : format(measured, nil))"
            )
        }
        if pin.foreground != nil || pin.background != nil {
            parts.append("\(pin.foreground.map(short) ?? "any colour") on \(pin.background.map(short) ?? "any colour")")
        }
        if let sizes = pin.sizes { parts.append("sizes \(sizes.map(\.rawValue).joined(separator: ", "))") }
        if let appearances = pin.appearances { parts.append("appearances \(appearances.map(\.rawValue).joined(separator: ", "))") }
        if let locales = pin.locales { parts.append("locales \(locales.map(\.identifier).joined(separator: ", "))") }
        if let settings = pin.settings { parts.append("settings \(settings.map(\.description).joined(separator: ", "))") }
        if let until = pin.until { parts.append("until \(until)") }
        return parts.joined(separator: ", ")
    }

    /// Whether the measured colour is the pinned one (`#RRGGBB[AA]`), within `colorTolerance`; any colour when nothing is pinned.
    static func same(_ measured: SRGBColor, _ pinned: String?) -> Bool {
        guard let pinned else { return true }
        guard let first = rgba(measured.description), let second = rgba(pinned) else { return false }
        return abs(Int(first.alpha) - Int(second.alpha)) <= 2 && DeltaE2000.difference(first, second) <= colorTolerance
    }

    static func rgba(_ text: String) -> RGBA8? {
        let digits = Array(text.dropFirst())
        guard text.hasPrefix("#"), digits.count == 6 || digits.count == 8 else { return nil }
        var channels: [UInt8] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let value = UInt8(String(digits[index..<index + 2]), radix: 16) else { return nil }
            channels.append(value)
        }
        return RGBA8(channels[0], channels[1], channels[2], channels.count == 4 ? channels[3] : 255)
    }

    /// `#RRGGBB` for an opaque `#RRGGBBAA`.
    static func short(_ color: String) -> String {
        color.count == 9 && color.hasSuffix("FF") ? String(color.dropLast(2)) : color
    }

    static func format(_ value: Double, _ unit: FindingUnit?) -> String {
        switch unit {
        case .ratio: NumberFormat.ratio(value)
        case nil: NumberFormat.compact(value, truncating: false)
        case let unit?: "\(NumberFormat.compact(value, truncating: false)) \(unit)"
        }
    }
}
