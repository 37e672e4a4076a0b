import Spec

extension BuiltInColors {
    /// A stepper's parts, each named as the key of its `colors`: its label, the − and + symbols and
    /// the track behind them.
    package enum StepperPart: String, CaseIterable, Sendable {
        case label, symbol, track

        /// The semantic colour the part is drawn with when the stepper's `colors` do not name one.
        package var systemColor: SystemColor {
            switch self {
            case .label, .symbol: .label
            case .track: .tertiarySystemFill
            }
        }
    }
}
