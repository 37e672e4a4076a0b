import Spec

extension BuiltInColors {
    /// A section's parts, each named as the key of its `colors`: the header and footer texts, the
    /// rows' inset surface and the hairlines between rows.
    package enum SectionPart: String, CaseIterable, Sendable {
        case header, footer, fill, separator

        /// The semantic colour the part is drawn with when the section's `colors` do not name one.
        package var systemColor: SystemColor {
            switch self {
            case .header, .footer: .secondaryLabel
            case .fill: .secondarySystemGroupedBackground
            case .separator: .separator
            }
        }
    }
}
