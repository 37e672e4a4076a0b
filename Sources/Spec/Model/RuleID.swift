/// The stable identifiers of ButtonCheck's rules. Specs name them in `expect` and `suppressions`;
/// reports and CI configuration depend on them, so they never change meaning.
public enum RuleID: String, CaseIterable, Sendable, Hashable, Comparable {
    case disabledMystery = "disabled.mystery"
    case disabledReasonMissing = "disabled.reason-missing"
    case disabledReasonNotAdjacent = "disabled.reason-not-adjacent"
    case disabledReasonNotOnButton = "disabled.reason-not-on-button"
    case contrastText = "contrast.text"
    case contrastDisabled = "contrast.disabled"
    case contrastNonText = "contrast.non-text"
    case loadingFootprint = "loading.footprint"
    case labelTruncated = "label.truncated"
    case labelClipped = "label.clipped"
    case labelScaledBelowMinimum = "label.scaled-below-minimum"
    case textMissingGlyph = "text.missing-glyph"
    case controlNotScaled = "control.not-scaled"
    case targetSize = "target.size"
    case targetOverlap = "target.overlap"
    case errorPlacement = "error.placement"
    case errorFocus = "error.focus"
    case errorUnannounced = "error.unannounced"
    case errorNoSuggestion = "error.no-suggestion"
    case errorStyle = "error.style"
    case errorValuesCleared = "error.values-cleared"
    case announcementNoise = "announcement.noise"
    case requirementColorOnly = "requirement.color-only"
    case fieldRequiredUnmarked = "field.required-unmarked"
    case validationCardLength = "validation.card-length"
    case reflowHorizontalScroll = "reflow.horizontal-scroll"
    case focusOrder = "focus.order"
    case focusVisibleContrast = "focus.visible-contrast"

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}
