/// A button's loading state.
package struct LoadingState: Sendable, Hashable {
    package let indicator: LoadingIndicator
    package let colors: ColorOverrides
    /// The spinner's own colour (format 2's `colors.spinner`); nil: the title's colour, as SwiftUI's
    /// ProgressView takes the button's foreground.
    package let spinner: Color?

    package init(indicator: LoadingIndicator, colors: ColorOverrides = .none, spinner: Color? = nil) {
        self.indicator = indicator
        self.colors = colors
        self.spinner = spinner
    }
}
