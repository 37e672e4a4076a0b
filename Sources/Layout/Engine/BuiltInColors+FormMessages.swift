import Spec

extension BuiltInColors {
    /// An error summary's parts, each named as the key of its `colors`: its heading, its links, its
    /// surface and the border around it.
    package enum ErrorSummaryPart: String, CaseIterable, Sendable {
        case title, link, fill, border

        /// The semantic colour the part is drawn with when the summary's `colors` do not name one.
        package var systemColor: SystemColor {
            switch self {
            case .title: .label
            case .link, .border: .systemRed
            case .fill: .secondarySystemBackground
            }
        }
    }

    /// A toast's parts, each named as the key of its `colors`: an inverted surface (the label colour)
    /// with its message in the background colour.
    package enum ToastPart: String, CaseIterable, Sendable {
        case text, fill

        /// The semantic colour the part is drawn with when the toast's `colors` do not name one.
        package var systemColor: SystemColor {
            switch self {
            case .text: .systemBackground
            case .fill: .label
            }
        }
    }
}
