import Checks

/// Measured values as people read them: `4.47:1 (minimum 4.5:1)`, `38 pt (minimum 44 pt)`.
enum MeasurementText {
    /// At most two decimals, no trailing zeros: 4.4712 → "4.47", 44.0 → "44".
    /// Ratios are truncated, not rounded (`NumberFormat`'s rule), so a value that misses a threshold
    /// never shows as meeting it (4.499:1 reads 4.49:1), as in the findings' messages.
    static func number(_ value: Double, truncating: Bool = false) -> String {
        NumberFormat.compact(value, places: 2, truncating: truncating)
    }

    static func value(_ value: Double, unit: FindingUnit?) -> String {
        switch unit {
        case .ratio: "\(number(value, truncating: true)):1"
        case nil: number(value)
        case let unit?: "\(number(value)) \(unit)"
        }
    }

    /// The measurement and its threshold, or nil when the finding measured nothing.
    static func describe(_ finding: Finding) -> String? {
        guard let measured = finding.measured else {
            return finding.threshold.map { "threshold \(value($0, unit: finding.unit))" }
        }
        var text = value(measured, unit: finding.unit)
        if let threshold = finding.threshold {
            let bound = RuleCatalog.info(finding.rule).lowerIsWorse ? "minimum" : "maximum"
            text += " (\(bound) \(value(threshold, unit: finding.unit)))"
        }
        return text
    }
}
