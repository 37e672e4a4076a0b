import Spec

extension BuiltInColors {
    /// A requirement list's parts, each named as the key of its `colors`: the indicator of a met and of
    /// an unmet requirement, and the rows' text.
    package enum RequirementPart: String, CaseIterable, Sendable {
        case met, unmet, text

        /// The semantic colour the part is drawn with when the list's `colors` do not name one. iOS's
        /// systemGreen is #34C759, 2.2:1 on white: a stock green check mark fails `contrast.non-text`.
        package var systemColor: SystemColor {
            switch self {
            case .met: .systemGreen
            case .unmet: .secondaryLabel
            case .text: .label
            }
        }
    }
}
