import Spec

/// The model's named sizing parameters for controls, in points. They follow Apple's published
/// minimums where facts exist (44 pt hit targets, 51×31 switch) and are otherwise calibrated
/// by eye; a team can change them here in one place.
package enum ControlMetrics {
    /// Label insets (horizontal, vertical) per control size.
    static func buttonInsets(_ size: ControlSize) -> (horizontal: Double, vertical: Double) {
        switch size {
        case .mini: (8, 3)
        case .small: (10, 5)
        case .regular: (16, 11)
        case .large: (20, 14)
        case .extraLarge: (24, 17)
        }
    }

    /// Minimum button height: 44 pt (Apple's minimum hit target) for regular and larger; the small
    /// sizes are allowed below it, which `target.size` then reports.
    static func minimumButtonHeight(_ size: ControlSize) -> Double {
        switch size {
        case .mini: 24
        case .small: 30
        case .regular: 44
        case .large: 50
        case .extraLarge: 56
        }
    }

    /// Rounded-rectangle corner radius per control size (capsules use half the height).
    package static func cornerRadius(_ size: ControlSize) -> Double {
        switch size {
        case .mini: 6
        case .small: 8
        case .regular: 12
        case .large: 14
        case .extraLarge: 16
        }
    }

    /// Spinner diameter for a title size: 20 pt at the default 17 pt body, scaling with it.
    static func spinnerDiameter(titleSize: Double) -> Double {
        (titleSize * 20 / 17).rounded()
    }

    /// A text field's box: padding around its one line of text, and its minimum height.
    static let fieldInsets = (horizontal: 12.0, vertical: 11.0)
    static let fieldMinimumHeight = 44.0
    static let fieldCornerRadius = 10.0
    /// A field's border is a hairline; while its inline error shows it is this wide (points).
    static let fieldErrorBorderWidth = 2 / 1.5
    /// Space between a field's label and its box.
    package static let fieldLabelSpacing = 6.0

    /// UISwitch's size, and a checkbox square.
    static let switchSize = Size(width: 51, height: 31)
    static let checkboxSize = 22.0
    /// A checkbox's corner radius (a switch's track is a capsule).
    static let checkboxCornerRadius = 5.0
    /// A checkbox that scales with its label, as a symbol in the label's font does: as tall as the
    /// label's text size (53 pt at AX5), never under 22 pt.
    static func checkboxSize(labelSize: Double) -> Double {
        max(checkboxSize, (labelSize * 2).rounded() / 2)
    }
    /// Space between a toggle's label and its control; the row's minimum height.
    static let toggleSpacing = 12.0
    static let toggleMinimumHeight = 44.0

    /// A grouped form section: the rows' content inset from the surface's edges (the header, the
    /// footer and the separators' leading ends line up with it), a row's minimum height and the
    /// padding above and below its content (text; a switch or checkbox), the surface's corner
    /// radius, and the space between the header or footer and the surface.
    static let sectionRowInset = 16.0
    static let sectionRowMinimumHeight = 44.0
    static let sectionRowVerticalPadding = 11.0
    static let sectionControlVerticalPadding = 6.5
    static let sectionCornerRadius = 10.0
    static let sectionHeaderSpacing = 7.0
    static let sectionFooterSpacing = 7.0

    /// A segmented picker: the control at least 32 pt tall (its titles' line plus 6 pt above and
    /// below when larger), titles inset 8 pt in their segment, the track's and the thumb's corner
    /// radii and the thumb's inset; the picker's row (each segment's target) at least 44 pt tall.
    static let segmentedMinimumHeight = 32.0
    static let segmentedTitleInsets = (horizontal: 8.0, vertical: 6.0)
    static let segmentedCornerRadius = 8.0
    static let segmentedThumbCornerRadius = 7.0
    static let segmentedThumbInset = 2.0
    static let pickerMinimumHeight = 44.0

    /// UIStepper: 94 × 32 pt at every size, its rounded track's radius, the − and + symbols' fixed
    /// size, the divider's height; the row (each button's target) at least 44 pt tall.
    static let stepperSize = Size(width: 94, height: 32)
    static let stepperCornerRadius = 8.0
    static let stepperSymbolSize = 20.0
    static let stepperDividerHeight = 18.0
    static let stepperMinimumHeight = 44.0

    /// An error summary: its padding, the space between its heading and links, its corner radius and
    /// border width; a link's underline, its thickness and its distance below the baseline.
    static let errorSummaryPadding = 16.0
    static let errorSummarySpacing = 8.0
    static let errorSummaryCornerRadius = 12.0
    static let errorSummaryBorderWidth = 1.5
    static let underlineThickness = 1.0
    static let underlineOffset = 2.0
    /// A toast: its padding and corner radius.
    static let toastInsets = (horizontal: 16.0, vertical: 12.0)
    static let toastCornerRadius = 14.0

    /// A menu picker's up-down chevron and the space before it; an inline picker's check mark; the
    /// strokes of both.
    static let menuChevronSize = Size(width: 9, height: 14)
    static let menuChevronSpacing = 6.0
    static let checkmarkSize = Size(width: 14, height: 12)
    static let symbolLineWidth = 1.75
    /// A requirement list: between an indicator and its text, and between two rows.
    static let requirementIndicatorSpacing = 6.0
    static let requirementRowSpacing = 4.0
    /// A compact date picker's button: its date's insets and its corner radius.
    static let dateButtonInsets = (horizontal: 11.0, vertical: 6.0)
    static let dateButtonCornerRadius = 6.0
}
