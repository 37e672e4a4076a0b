import Spec

extension BuiltInColors {
    /// A compact date picker's parts, each named as the key of its `colors`: its label, its date and
    /// the button behind the date.
    package enum DatePickerPart: String, CaseIterable, Sendable {
        case label, value, fill

        /// The semantic colour the part is drawn with when the date picker's `colors` do not name one.
        package var systemColor: SystemColor {
            switch self {
            case .label, .value: .label
            case .fill: .tertiarySystemFill
            }
        }
    }
}
