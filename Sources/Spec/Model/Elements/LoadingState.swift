/// A button's loading state.
public struct LoadingState: Sendable, Hashable {
    public let indicator: LoadingIndicator
    public let colors: ColorOverrides
    /// The spinner's own colour (format 2's `colors.spinner`); nil: the title's colour, as SwiftUI's
    /// ProgressView takes the button's foreground.
    public let spinner: Color?

    public init(indicator: LoadingIndicator, colors: ColorOverrides = .none, spinner: Color? = nil) {
        self.indicator = indicator
        self.colors = colors
        self.spinner = spinner
    }
}
