import Spec

/// Every rule ButtonCheck has, with its title, description, help (the general fix) and WCAG
/// references. The metadata hangs on `RuleID` itself, one exhaustive switch, so a rule cannot be
/// added without its entry and the catalogue cannot drift from the ids.
public enum RuleCatalog {
    static func understanding(_ number: String, _ slug: String, says: String? = nil) -> (number: String, url: String, says: String?) {
        (number, "https://www.w3.org/WAI/WCAG22/Understanding/\(slug).html", says)
    }

    /// Every rule's metadata, in the order of `RuleID.allCases`.
    public static var all: [RuleInfo] { RuleID.allCases.map(\.info) }

    public static func info(_ id: RuleID) -> RuleInfo {
        id.info
    }

    /// The rules whose findings can carry computed fixes (`Finding.edits`, the literal changes
    /// `buttoncheck fix` applies), in the order of `RuleID.allCases`.
    package static let fixable: [RuleID] = RuleID.allCases.filter {
        [
            .contrastText, .contrastDisabled, .contrastNonText, .disabledReasonNotAdjacent, .labelTruncated, .labelClipped, .targetSize,
            .focusVisibleContrast,
        ]
        .contains($0)
    }
}

extension RuleID {
    /// What this rule is for, in the words reports show.
    public var info: RuleInfo {
        func understanding(_ number: String, _ slug: String, says: String? = nil) -> (number: String, url: String, says: String?) {
            RuleCatalog.understanding(number, slug, says: says)
        }
        return switch self {
        case .disabledMystery:
            RuleInfo(
                id: .disabledMystery, title: "Primary action disabled until the form is valid",
                description:
                    "A primary button is disabled because input is incomplete or the form is invalid: people cannot tell what is missing, and a disabled button cannot show them.",
                help: "Keep the button enabled; on tap, validate, show the errors next to their fields and move focus to the first one.",
                criteria: [
                    understanding("3.3.1", "error-identification"), understanding("3.3.2", "labels-or-instructions"),
                    understanding("3.3.3", "error-suggestion"),
                ],
                lowerIsWorse: false)
        case .disabledReasonMissing:
            RuleInfo(
                id: .disabledReasonMissing, title: "Disabled with no visible reason",
                description:
                    "A button, text field or toggle is disabled (a precondition is unmet or the action is impossible) and no visible text says why.",
                help: "Show a short reason directly above or below the button, and name it as the disabled state's \"reason\".",
                criteria: [understanding("3.3.2", "labels-or-instructions")], lowerIsWorse: false)
        case .disabledReasonNotAdjacent:
            RuleInfo(
                id: .disabledReasonNotAdjacent, title: "Disabled reason not next to its button",
                description:
                    "The reason for a disabled button (or text field or toggle) is not directly above or below it at some size: too far, another element between them, no horizontal overlap, or the two never fit on one screen.",
                help: "Keep the reason and the button together in one stack with nothing between them, so they stay adjacent up to AX5.",
                criteria: [understanding("3.3.2", "labels-or-instructions"), understanding("1.3.2", "meaningful-sequence")],
                lowerIsWorse: false)
        case .disabledReasonNotOnButton:
            RuleInfo(
                id: .disabledReasonNotOnButton, title: "Disabled reason not on the button",
                description:
                    "The disabled button's (or text field's or toggle's) accessibility value does not carry the reason, so VoiceOver users hear only \"dimmed\" (a hint is not enough: people turn hints off).",
                help: "Set the button's accessibility value to the reason while it is disabled.",
                criteria: [understanding("4.1.2", "name-role-value")], lowerIsWorse: false)
        case .contrastText:
            RuleInfo(
                id: .contrastText, title: "Text contrast",
                description:
                    "Text measured against the pixels actually behind each glyph is below 4.5:1 (3:1 for large text); APCA Lc is reported beside it.",
                help: "Darken the text or lighten what is behind it (or the reverse in dark mode) until the ratio is met.",
                criteria: [understanding("1.4.3", "contrast-minimum")], lowerIsWorse: true)
        case .contrastDisabled:
            RuleInfo(
                id: .contrastDisabled, title: "Disabled title contrast",
                description:
                    "A disabled button's title, or a disabled text field's or toggle's label or value, is below the minimum contrast (default 3:1). WCAG exempts disabled controls; ButtonCheck does not, because an illegible disabled primary reads as broken.",
                help:
                    "Give the disabled state its own legible colours (title at least 3:1 on its fill), or keep the button enabled and validate on tap.",
                criteria: [understanding("1.4.3", "contrast-minimum")], lowerIsWorse: true)
        case .contrastNonText:
            RuleInfo(
                id: .contrastNonText, title: "Control shape contrast",
                description:
                    "A prominent button's fill, a checkbox's own stroke (off) or fill (on), or a requirement row's check or x mark, is below 3:1 against what is behind it, so the control or its state is hard to see.",
                help: "Use a fill or stroke that stands out from the background by at least 3:1, or add a visible border.",
                criteria: [understanding("1.4.11", "non-text-contrast")], lowerIsWorse: true)
        case .loadingFootprint:
            RuleInfo(
                id: .loadingFootprint, title: "Loading changes the button's size",
                description:
                    "The loading state's frame differs from the idle frame (by more than 0.5 pt) at some size: the button jumps or collapses to the spinner.",
                help: "Keep the label laid out and hidden (opacity 0) under a centred spinner, so loading keeps the idle footprint.",
                criteria: [understanding("3.2.2", "on-input")], lowerIsWorse: false)
        case .labelTruncated:
            RuleInfo(
                id: .labelTruncated, title: "Label truncated",
                description: "A text is cut short with an ellipsis at some size.",
                help: "Let the text wrap (remove the line limit) or shorten it.",
                criteria: [understanding("1.4.4", "resize-text")], lowerIsWorse: false)
        case .labelClipped:
            RuleInfo(
                id: .labelClipped, title: "Label clipped",
                description:
                    "A text does not fit: a word broken mid-word, a line past its container or the screen, or a title spilling out of its control.",
                help: "Remove fixed sizes from the text's container so it can grow with Dynamic Type.",
                criteria: [understanding("1.4.4", "resize-text"), understanding("1.4.10", "reflow")], lowerIsWorse: false)
        case .labelScaledBelowMinimum:
            RuleInfo(
                id: .labelScaledBelowMinimum, title: "Title shrunk below the legibility floor",
                description:
                    "A button title with a lineLimit and a minimumScaleFactor is shrunk to fit at some size, to a point size below the legibility floor (default 11 pt, the smallest size Apple's type styles use): the people who chose larger text get smaller text.",
                help:
                    "Let the title wrap (remove the line limit, or allow more lines at accessibility sizes) or raise its minimumScaleFactor; shorten the title.",
                criteria: [understanding("1.4.4", "resize-text")], lowerIsWorse: true,
                sources: [
                    (
                        name: "Apple Human Interface Guidelines: Typography (the smallest Dynamic Type size is 11 pt)",
                        url: "https://developer.apple.com/design/human-interface-guidelines/typography"
                    )
                ])
        case .textMissingGlyph:
            RuleInfo(
                id: .textMissingGlyph, title: "Characters the fonts cannot draw",
                description:
                    "A text has characters no font of its stack has a glyph for (emoji, or CJK where no CJK font is installed) or control characters such as U+0000: they render as empty boxes or nothing, and nobody can read them.",
                help:
                    "Use characters the spec's fonts have, or add a font that has them to \"fonts\" or \"fallbackFonts\"; remove control characters.",
                criteria: [], lowerIsWorse: false)
        case .controlNotScaled:
            RuleInfo(
                id: .controlNotScaled, title: "Control does not grow with Dynamic Type",
                description:
                    "A checkbox stays smaller than the text of its own label at some size (22 pt next to 53 pt text at AX5): it does not grow with Dynamic Type, so it is hard to see and to hit for the people who chose large text.",
                help:
                    "Scale the checkbox with its label's text style (an SF Symbol in the label's font, or @ScaledMetric for its frame); in the spec, drop \"scalesWithText\": false.",
                criteria: [], lowerIsWorse: false,
                sources: [
                    (
                        name: "Apple Human Interface Guidelines: Typography, Dynamic Type (controls scale with the text they sit with)",
                        url: "https://developer.apple.com/design/human-interface-guidelines/typography"
                    )
                ])
        case .targetSize:
            RuleInfo(
                id: .targetSize, title: "Hit target under 44×44 pt",
                description:
                    "A control's hit region is smaller than 44×44 points, the minimum Apple's Human Interface Guidelines give and the size WCAG 2.5.5 Target Size (Enhanced, AAA) asks for; WCAG 2.5.8 Target Size (Minimum, AA) asks only 24×24.",
                help: "Make the control at least 44 points in both directions (a larger control size or a minimum frame).",
                criteria: [
                    understanding("2.5.5", "target-size-enhanced", says: "Target Size (Enhanced), AAA: 44×44 CSS px"),
                    understanding("2.5.8", "target-size-minimum", says: "Target Size (Minimum), AA: only 24×24 CSS px"),
                ],
                lowerIsWorse: true,
                sources: [
                    (
                        name: "Apple Human Interface Guidelines: hit targets at least 44×44 pt",
                        url: "https://developer.apple.com/design/human-interface-guidelines/accessibility"
                    )
                ])
        case .targetOverlap:
            RuleInfo(
                id: .targetOverlap, title: "Hit targets overlap",
                description:
                    "The hit regions of two controls (their frames, or the tap areas a spec gives them) overlap at some size, so a tap between them may reach the wrong one; a tap area that makes a small control pass target.size must not reach into its neighbour.",
                help:
                    "Move the controls apart (at least their tap areas' reach), or give the small control a tap area that grows away from its neighbour.",
                criteria: [
                    understanding(
                        "2.5.8", "target-size-minimum", says: "Target Size (Minimum), AA: targets, or their 24 px circles, must not overlap"
                    )
                ],
                lowerIsWorse: false,
                sources: [
                    (
                        name: "Apple Human Interface Guidelines: give controls enough space around them",
                        url: "https://developer.apple.com/design/human-interface-guidelines/accessibility"
                    )
                ])
        case .errorPlacement:
            RuleInfo(
                id: .errorPlacement, title: "Inline error away from its field",
                description:
                    "An inline error is not directly under its field, or stands between the field block and the primary button. On the web a role=\"alert\" message may instead sit directly above or below the button it concerns (seed 002); only one adjacent to neither is misplaced.",
                help: "Place the error directly under its field, as the field's footer.",
                criteria: [understanding("3.3.1", "error-identification"), understanding("1.3.2", "meaningful-sequence")],
                lowerIsWorse: false)
        case .errorFocus:
            RuleInfo(
                id: .errorFocus, title: "Focus does not go to the first error",
                description: "On an invalid submit, accessibility focus does not move to the first error in reading order.",
                help: "Move focus to the first error (or its field) when validation fails.",
                criteria: [understanding("3.3.1", "error-identification"), understanding("2.4.3", "focus-order")], lowerIsWorse: false)
        case .errorUnannounced:
            RuleInfo(
                id: .errorUnannounced, title: "Errors not announced",
                description: "An invalid submit shows errors but declares no VoiceOver announcement (on the web: no role=\"alert\").",
                help:
                    "Post an announcement with the error (UIAccessibility.post(.announcement)), or on the web render the error with role=\"alert\".",
                criteria: [understanding("4.1.3", "status-messages")], lowerIsWorse: false)
        case .errorNoSuggestion:
            RuleInfo(
                id: .errorNoSuggestion, title: "Inline error names no fix",
                description:
                    "An inline error says that something is wrong (\"Invalid\", \"Error\", \"Required\") but not what to do: its text has none of its language's fix words (imperative verbs such as \"enter\" or \"choose\", phrases such as \"at least\"). A heuristic, so a warning by default.",
                help:
                    "Write what happened and what to do: \"Enter an email address like name@example.com.\"; accept a fix said another way with a suppression and its reason.",
                criteria: [understanding("3.3.3", "error-suggestion")], lowerIsWorse: false, defaultSeverity: .warning)
        case .errorStyle:
            RuleInfo(
                id: .errorStyle, title: "Inline error not in the error style",
                description:
                    "An inline error is not drawn as seed 002 draws them: in footnote and the error colour role. Its style is not footnote, or its colour is not a red (a grey, an orange, the accent colour), so it does not read as a field's error at a glance.",
                help:
                    "Set inline errors in footnote and systemRed (or the design system's error red, redefined in \"colors\" to stay legible).",
                criteria: [understanding("3.3.1", "error-identification")], lowerIsWorse: false)
        case .errorValuesCleared:
            RuleInfo(
                id: .errorValuesCleared, title: "Entered values cleared on a failed submit",
                description:
                    "A failed submit empties a field people had filled in: they must type it again and cannot see what was wrong with what they entered (seed 000: entered values stay).",
                help: "Keep what people entered when validation fails; show the error under the field and move focus to it.",
                criteria: [understanding("3.3.1", "error-identification"), understanding("3.3.3", "error-suggestion")], lowerIsWorse: false)
        case .announcementNoise:
            RuleInfo(
                id: .announcementNoise, title: "Availability announced while people type",
                description:
                    "A control announces that something became available (\"Continue is now available\") on a keystroke or an input change: VoiceOver talks over people typing (seed 000, \"What we don't do\").",
                help:
                    "Announce nothing while people type; keep the button enabled and announce what is wrong when it is pressed with invalid input.",
                criteria: [understanding("4.1.3", "status-messages"), understanding("3.2.2", "on-input")], lowerIsWorse: false)
        case .requirementColorOnly:
            RuleInfo(
                id: .requirementColorOnly, title: "Requirements told apart by colour alone",
                description:
                    "A requirement list (live password rules) draws met and unmet requirements with the same symbol in different colours, so people who cannot tell the colours apart cannot tell which are met.",
                help: "Draw unmet requirements with another symbol (an x mark or an empty circle), or say met or not met in the text.",
                criteria: [understanding("1.4.1", "use-of-color")], lowerIsWorse: false)
        case .fieldRequiredUnmarked:
            RuleInfo(
                id: .fieldRequiredUnmarked, title: "Required field not marked",
                description: "A required field has no visible marker or requirement text.",
                help: "Mark the field as required in its label (for example \"*\" explained once) or say so in visible text.",
                criteria: [understanding("3.3.2", "labels-or-instructions")], lowerIsWorse: false)
        case .validationCardLength:
            RuleInfo(
                id: .validationCardLength, title: "Card number validated by length",
                description:
                    "A card-number field's validation (a digit count, a length, a min/max range or a pattern) rejects Luhn-valid card numbers of some length from 12 to 19 digits, typed with or without spaces; American Express numbers have 15 digits.",
                help: "Validate card numbers with the card networks' rules (Luhn and the network's lengths), not a fixed count.",
                criteria: [understanding("3.3.3", "error-suggestion")], lowerIsWorse: false)
        case .reflowHorizontalScroll:
            RuleInfo(
                id: .reflowHorizontalScroll, title: "Page scrolls sideways at 320 CSS px",
                description:
                    "At the reflow width of 320 CSS px (a 1280 px window at 400 % zoom), an element of a web spec reaches past the viewport's edge, so people who zoom in must scroll in two directions to read it.",
                help:
                    "Let the content reflow at narrow widths: no fixed widths wider than the space, and side-by-side items that wrap or stack (a media query or a wrapping flex row).",
                criteria: [understanding("1.4.10", "reflow")], lowerIsWorse: false)
        case .focusOrder:
            RuleInfo(
                id: .focusOrder, title: "Tab order differs from the reading order",
                description:
                    "On a web page, a positive tabIndex makes Tab move through the controls in another order than the page reads, or a tabIndex of -1 takes a control out of the Tab order altogether.",
                help: "Leave tabIndex out (or 0) and put the controls in the document in the order people should reach them.",
                criteria: [understanding("2.4.3", "focus-order"), understanding("2.1.1", "keyboard")], lowerIsWorse: false)
        case .focusVisibleContrast:
            RuleInfo(
                id: .focusVisibleContrast, title: "Focus ring hard to see",
                description:
                    "A web control's :focus-visible ring, drawn in the focused state, is below 3:1 against a colour next to it: the control it surrounds (or the gap of its offset) or the page outside it.",
                help:
                    "Choose a focus ring colour that differs by at least 3:1 from both the control and the page, or offset it so page background lies between ring and control.",
                criteria: [
                    understanding("1.4.11", "non-text-contrast"),
                    understanding("2.4.13", "focus-appearance", says: "Focus Appearance, AAA: a 3:1 change of contrast"),
                ],
                lowerIsWorse: true)
        case .voiceoverReasonUnreachable:
            RuleInfo(
                id: .voiceoverReasonUnreachable, title: "Disabled reason out of VoiceOver's reach",
                description:
                    "A disabled control's reason is neither in what VoiceOver says on it nor one swipe away from it at some size, so a VoiceOver user has to search the screen for why it is disabled; the swipe count is reported.",
                help:
                    "Put the reason in the disabled state's accessibility value, and keep the visible reason directly before the control in reading order.",
                criteria: [understanding("1.3.2", "meaningful-sequence"), understanding("4.1.2", "name-role-value")], lowerIsWorse: false)
        case .voiceoverReasonOnlyInHint:
            RuleInfo(
                id: .voiceoverReasonOnlyInHint, title: "Disabled reason only in the hint",
                description:
                    "A disabled control says why only in its accessibility hint, which VoiceOver speaks last, after a pause, and not at all when hints are off.",
                help: "Move the reason into the disabled state's accessibility value, so it is spoken with \"dimmed\".",
                criteria: [understanding("4.1.2", "name-role-value")], lowerIsWorse: false)
        case .voiceoverLabelMissing:
            RuleInfo(
                id: .voiceoverLabelMissing, title: "Control without a spoken label",
                description:
                    "A control VoiceOver visits has no words as its label (an icon-only button whose title is a symbol, a blank label), so VoiceOver users hear only its role.",
                help: "Give the control an accessibility label that names its action.",
                criteria: [understanding("4.1.2", "name-role-value"), understanding("2.4.6", "headings-and-labels")], lowerIsWorse: false)
        case .voiceoverOrderContradictsVisual:
            RuleInfo(
                id: .voiceoverOrderContradictsVisual, title: "VoiceOver order contradicts the visual order",
                description:
                    "At some size VoiceOver reads the screen's elements in an order other than top to bottom, leading to trailing: a stack read as one element (\"accessibilityElement\": \"combine\") holds texts that an element outside it sits between on screen, so that element is heard after all of them.",
                help:
                    "Combine only elements that sit together on screen (no other element between them at any size), or do not combine the stack.",
                criteria: [understanding("1.3.2", "meaningful-sequence"), understanding("2.4.3", "focus-order")], lowerIsWorse: false)
        case .suppressionUnused:
            RuleInfo(
                id: .suppressionUnused, title: "Suppression matches nothing",
                description:
                    "A suppression in the spec accepted no finding in a run over every render: what it accepted no longer happens, or its rule, element or pin never matched. Left in place, it would silently accept the next, different finding.",
                help:
                    "Remove the suppression, or pin it (measured, colors, sizes, appearances, locales, settings) to exactly the finding it accepts.",
                criteria: [], lowerIsWorse: false, defaultSeverity: .warning)
        case .suppressionExpired:
            RuleInfo(
                id: .suppressionExpired, title: "Suppression past its until date",
                description:
                    "A suppression's \"until\" day has passed: it accepts nothing any more, and the findings it accepted are reported again.",
                help: "Fix what the suppression accepted, or review it and give it a later \"until\" with an up-to-date reason.",
                criteria: [], lowerIsWorse: false)
        }
    }
}
