/// What a suppression accepts beyond its rule and element: the worst measurement, the colour pair,
/// and the sizes, appearances, locales and display settings of the renders, and the last day it
/// holds. Each nil member accepts everything.
package struct SuppressionPin: Sendable, Hashable {
    /// The worst measured value accepted: a finding measured worse (a lower contrast ratio, for rules
    /// where lower is worse; a larger value otherwise) is not suppressed.
    package var measured: Double?
    /// The foreground (text, or a shape's fill) and background colours accepted, `#RRGGBB` or
    /// `#RRGGBBAA` upper case.
    package var foreground: String?
    package var background: String?
    package var sizes: [SizeCategory]?
    package var appearances: [Appearance]?
    package var locales: [RenderLocale]?
    package var settings: [DisplaySettings]?
    /// The last day the suppression holds, `YYYY-MM-DD`; from the next day on it is expired.
    package var until: String?

    package init(
        measured: Double? = nil, foreground: String? = nil, background: String? = nil, sizes: [SizeCategory]? = nil,
        appearances: [Appearance]? = nil, locales: [RenderLocale]? = nil, settings: [DisplaySettings]? = nil,
        until: String? = nil
    ) {
        self.measured = measured
        self.foreground = foreground
        self.background = background
        self.sizes = sizes
        self.appearances = appearances
        self.locales = locales
        self.settings = settings
        self.until = until
    }

    /// Whether anything besides `until` is pinned.
    package var isEmpty: Bool {
        measured == nil && foreground == nil && background == nil && sizes == nil && appearances == nil && locales == nil && settings == nil
    }
}
