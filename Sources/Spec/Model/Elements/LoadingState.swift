/// A button's loading state.
public struct LoadingState: Sendable, Hashable {
    public let indicator: LoadingIndicator
    public let colors: ColorOverrides

    public init(indicator: LoadingIndicator, colors: ColorOverrides = .none) {
        self.indicator = indicator
        self.colors = colors
    }
}
