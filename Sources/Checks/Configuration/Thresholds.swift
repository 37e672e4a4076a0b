/// The numbers (and word lists) the rules compare against. Defaults follow WCAG 2.x and the seeds.
public struct Thresholds: Sendable, Hashable {
    /// contrast.text: normal and large text (WCAG 1.4.3 AA).
    public var textContrast = 4.5
    public var largeTextContrast = 3.0
    /// contrast.disabled: WCAG exempts disabled controls; ButtonCheck does not.
    public var disabledContrast = 3.0
    /// contrast.non-text: a button's shape against what is behind it (WCAG 1.4.11).
    public var nonTextContrast = 3.0
    /// disabled.reason-not-adjacent: the largest gap between the reason and its button, points.
    public var reasonGap = 16.0
    /// error.placement: the largest gap between a field and its inline error, points.
    public var errorGap = 16.0
    /// target.size: the smallest hit region side, points.
    public var targetSize = 44.0
    /// loading.footprint: how far the loading frame may differ from the idle frame, points.
    public var footprintTolerance = 0.5
    /// label.scaled-below-minimum: the smallest point size a title may shrink to (minimumScaleFactor).
    public var legibilityFloor = 11.0
    /// error.no-suggestion and announcement.noise: the words that name a fix or announce availability,
    /// per language (the configuration's "words").
    package var words = CopyWords.default

    public init() {}
}
