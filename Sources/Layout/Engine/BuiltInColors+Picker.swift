import Spec

extension BuiltInColors {
    /// A picker's parts, each named as the key of its `colors`: the segments' or options' titles, a
    /// segmented picker's track and thumb, a menu or inline picker's label, a menu's value, and the
    /// indicator (a menu's up-down chevron, an inline picker's check mark).
    package enum PickerPart: String, CaseIterable, Sendable {
        case title, track, thumb, label, value, indicator

        /// The semantic colour the part is drawn with when the picker's `colors` do not name one.
        package func systemColor(_ style: PickerStyle) -> SystemColor {
            switch self {
            case .title, .label: .label
            case .track: .tertiarySystemFill
            case .thumb: .tertiarySystemBackground
            case .value: .secondaryLabel
            case .indicator: style == .inline ? .systemBlue : .secondaryLabel
            }
        }
    }
}
