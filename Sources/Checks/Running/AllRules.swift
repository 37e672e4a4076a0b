/// Every rule, in catalogue order.
enum AllRules {
    static let rules: [any Rule] = [
        // Declarative and geometry rules.
        DisabledMysteryRule(), DisabledReasonMissingRule(), DisabledReasonNotAdjacentRule(), DisabledReasonNotOnButtonRule(),
        LoadingFootprintRule(), LabelTruncatedRule(), LabelClippedRule(), LabelScaledBelowMinimumRule(), TextMissingGlyphRule(),
        ControlNotScaledRule(), TargetSizeRule(), TargetOverlapRule(),
        ErrorPlacementRule(), ErrorFocusRule(), ErrorUnannouncedRule(), ErrorNoSuggestionRule(), ErrorStyleRule(), ErrorValuesClearedRule(),
        AnnouncementNoiseRule(), RequirementColorOnlyRule(), FieldRequiredUnmarkedRule(), ValidationCardLengthRule(),
        ReflowHorizontalScrollRule(), FocusOrderRule(),
        // Screen-reader rules (the accessibility tree of each render).
        VoiceOverReasonUnreachableRule(), VoiceOverReasonOnlyInHintRule(), VoiceOverLabelMissingRule(),
        VoiceOverOrderContradictsVisualRule(),
        // Contrast rules (pixels).
        ContrastTextRule(), ContrastDisabledRule(), ContrastNonTextRule(), FocusVisibleContrastRule(),
    ]
}
