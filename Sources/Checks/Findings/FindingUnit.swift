import Spec

/// What a finding's numbers are, one case per unit a rule measures in. Reports write its `rawValue`
/// ("ratio", "pt", "°", …), which is also how merge-reports reads it back.
public enum FindingUnit: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    /// A contrast ratio, written "4.5:1".
    case ratio
    /// A length in the spec's unit: points on iOS, CSS px on the web.
    case point = "pt"
    case cssPixel = "px"
    /// A hue distance.
    case degrees = "°"
    /// Screen-reader swipes.
    case swipes
    /// Findings a suppression accepts.
    case findings
    /// Lengths a validation card rejects.
    case lengthsRejected = "lengths rejected"

    /// The unit of a spec's lengths.
    package init(_ length: LengthUnit) {
        switch length {
        case .point: self = .point
        case .cssPixel: self = .cssPixel
        }
    }

    public var description: String { rawValue }
}
