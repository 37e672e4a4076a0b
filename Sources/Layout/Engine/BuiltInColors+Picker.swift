import Spec

extension BuiltInColors {
    /// A segmented picker's parts, each named as the key of its `colors`: the segments' titles, the
    /// track and the selected segment's thumb.
    public enum PickerPart: String, CaseIterable, Sendable {
        case title, track, thumb

        /// The semantic colour the part is drawn with when the picker's `colors` do not name one.
        public var systemColor: SystemColor {
            switch self {
            case .title: .label
            case .track: .tertiarySystemFill
            case .thumb: .tertiarySystemBackground
            }
        }
    }
}
