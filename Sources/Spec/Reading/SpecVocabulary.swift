/// Every key and enumerated value the spec format accepts, in one table. The reader checks input
/// against it (unknown keys get a did-you-mean), and a test proves the committed JSON Schema
/// accepts exactly the same vocabulary.
package enum SpecVocabulary {
    /// The newest format version this build reads.
    package static let version = 3
    /// Every format version this build reads. Version 1 specs keep working unchanged; the additions of
    /// version 2 (listed in `sinceVersion2`) are accepted only in a spec that says `"version": 2`.
    package static let versions: ClosedRange<Int> = 1...3

    /// Keys, per object shape, that only a version 2 spec may use. A version 1 spec that uses one gets
    /// a located error asking for `"version": 2` rather than "unknown key".
    /// (`visibleIn` is a format 1 key of inline errors and a format 2 key of every other node.)
    package static let sinceVersion2: [String: [String]] = [
        "vstack": ["visibleIn", "background", "breakpoints"],
        "hstack": ["visibleIn", "background", "wrap", "breakpoints"],
        "zstack": ["visibleIn", "background"],
        "spacer": ["visibleIn", "background"],
        "text": ["visibleIn", "background"],
        "textField": [
            "visibleIn", "background", "disabled", "clearsOnInvalidSubmit", "describedBy", "announcements", "tabIndex", "focusRing",
            "tooltip", "ariaRequired", "ariaInvalid", "autocomplete", "inputmode",
        ],
        "toggle": ["visibleIn", "background", "disabled", "tapArea", "describedBy", "announcements", "tabIndex", "focusRing", "tooltip"],
        "inlineError": ["background", "style"],
        "button": [
            "visibleIn", "background", "lineLimit", "minimumScaleFactor", "truncationMode", "tapArea", "announcements", "tabIndex",
            "focusRing",
            "tooltip",
        ],
        "spec": ["settings", "fallbackFonts", "sourceLanguage", "strings", "locales"],
        "loadingColors": ["spinner"],
        "adaptiveColor": ["increaseContrast", "reduceTransparency"],
        "announcement": ["politeness"],
    ]

    /// Node types only a version 2 spec may use.
    package static let nodeTypesSinceVersion2: [String] = [
        "section", "picker", "stepper", "secureField", "textEditor", "errorSummary", "toast", "datePicker", "requirementList", "grid",
    ]

    /// Keys every node accepts besides its own (`visibleIn`: the states the node shows in; `background`:
    /// a surface behind it).
    package static let commonNodeKeys: [String] = ["type", "id", "padding", "frame", "visibleIn", "background"]

    /// Allowed keys per object shape. Node shapes are named by their `type`; others by role.
    package static let objectKeys: [String: [String]] = [
        "spec": [
            "$schema", "version", "name", "description", "platform", "viewport", "appearances", "settings", "sourceLanguage", "strings",
            "locales", "tokens", "fonts", "fallbackFonts", "colors", "backdrop", "content", "scenarios", "suppressions", "expect",
        ],
        "scenario": ["name", "description", "from", "controls", "visible", "hidden"],
        "scenarioControl": ["disabled", "loading", "focused", "error", "isOn", "text", "selection", "value"],
        "viewport": ["device", "width", "height", "scale"],
        "textKey": ["key"],
        "backdrop.solid": ["type", "color"],
        "backdrop.linearGradient": ["type", "stops", "start", "end"],
        "backdrop.image": ["type", "path"],
        "gradientStop": ["color", "location"],
        "unitPoint": ["x", "y"],
        "padding": ["top", "leading", "bottom", "trailing", "horizontal", "vertical"],
        "tapArea": ["padding", "minWidth", "minHeight"],
        "focusRing": ["color", "width", "offset"],
        "frame": ["width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "alignment"],
        "adaptiveColor": ["light", "dark", "increaseContrast", "reduceTransparency"],
        "fonts": Weight.allCases.map(\.rawValue),
        "suppression": ["rule", "element", "reason", "measured", "colors", "sizes", "appearances", "locales", "settings", "until"],
        "suppressionColors": ["foreground", "background"],
        "background": ["color", "material", "cornerRadius", "stroke", "strokeWidth"],
        "vstack": commonNodeKeys + ["spacing", "alignment", "breakpoints", "children", "accessibilityElement", "accessibilityHidden"],
        "hstack": commonNodeKeys + [
            "spacing", "alignment", "verticalAtAccessibilitySizes", "wrap", "breakpoints", "children",
            "accessibilityElement", "accessibilityHidden",
        ],
        "grid": commonNodeKeys + [
            "columns", "minColumnWidth", "spacing", "rowSpacing", "columnSpacing", "breakpoints", "children", "accessibilityHidden",
        ],
        "vstackBreakpoint": ["minWidth", "maxWidth", "spacing", "padding"],
        "hstackBreakpoint": ["minWidth", "maxWidth", "spacing", "padding", "axis", "wrap"],
        "gridBreakpoint": ["minWidth", "maxWidth", "spacing", "padding", "columns", "minColumnWidth"],
        "zstack": commonNodeKeys + ["alignment", "children", "accessibilityElement", "accessibilityHidden"],
        "spacer": commonNodeKeys + ["minLength"],
        "text": commonNodeKeys + ["text", "style", "size", "weight", "color", "lineLimit", "alignment", "accessibilityHidden"],
        "textField": commonNodeKeys + [
            "label", "placeholder", "value", "required", "requiredIndicator",
            "requirementText", "contentType", "validation", "secure", "colors", "disabled", "clearsOnInvalidSubmit", "describedBy",
            "announcements", "tabIndex", "focusRing",
            "tooltip", "ariaRequired", "ariaInvalid", "autocomplete", "inputmode", "accessibilityHidden",
        ],
        "secureField": commonNodeKeys + [
            "label", "placeholder", "value", "required", "requiredIndicator",
            "requirementText", "contentType", "validation", "colors", "disabled", "clearsOnInvalidSubmit", "describedBy", "announcements",
            "tabIndex", "focusRing",
            "tooltip", "ariaRequired", "ariaInvalid", "autocomplete", "inputmode", "accessibilityHidden",
        ],
        "textEditor": commonNodeKeys + [
            "label", "placeholder", "value", "required", "requiredIndicator",
            "requirementText", "contentType", "validation", "colors", "disabled", "minLines", "maxLines", "clearsOnInvalidSubmit",
            "describedBy", "announcements", "tabIndex", "focusRing",
            "tooltip", "ariaRequired", "ariaInvalid", "autocomplete", "inputmode", "accessibilityHidden",
        ],
        "toggle": commonNodeKeys + [
            "label", "isOn", "style", "colors", "scalesWithText", "disabled", "tapArea", "describedBy", "announcements", "tabIndex",
            "focusRing",
            "tooltip", "accessibilityHidden",
        ],
        "inlineError": commonNodeKeys + ["for", "text", "role", "color", "style"],
        "button": commonNodeKeys + [
            "title", "role", "style", "tint", "controlSize", "shape", "titleStyle",
            "titleWeight", "lineLimit", "minimumScaleFactor", "truncationMode", "tapArea", "accessibility", "colors", "states",
            "announcements", "tabIndex", "focusRing",
            "tooltip", "accessibilityHidden",
        ],
        "section": commonNodeKeys + ["header", "footer", "colors", "children", "accessibilityHidden"],
        "picker": commonNodeKeys + [
            "label", "options", "selection", "style", "colors", "disabled", "announcements", "tabIndex", "focusRing",
            "tapArea", "tooltip", "accessibilityHidden",
        ],
        "stepper": commonNodeKeys + [
            "label", "colors", "disabled", "announcements", "tabIndex", "focusRing", "tapArea", "tooltip", "accessibilityHidden",
        ],
        "errorSummary": commonNodeKeys + ["title", "errors", "announced", "colors"],
        "toast": commonNodeKeys + ["text", "announced", "colors"],
        "datePicker": commonNodeKeys + [
            "label", "value", "style", "colors", "announcements", "tabIndex", "focusRing", "tapArea", "tooltip", "accessibilityHidden",
        ],
        "requirementList": commonNodeKeys + ["for", "items", "indicator", "colors", "accessibilityHidden"],
        "requirementItem": ["text", "met"],
        "requirementListColors": ["met", "unmet", "text"],
        "validation": ["rule", "count", "min", "max", "pattern"],
        "accessibility": ["label", "value", "hint"],
        "colorOverrides": ["fill", "title"],
        "loadingColors": ["fill", "title", "spinner"],
        "fieldColors": ["label", "value", "placeholder", "fill", "border", "errorBorder"],
        "toggleColors": ["label", "on", "off", "knob", "checkmark"],
        "sectionColors": ["header", "footer", "fill", "separator"],
        "pickerColors": ["title", "track", "thumb", "label", "value", "indicator"],
        "stepperColors": ["label", "symbol", "track"],
        "errorSummaryColors": ["title", "link", "fill", "border"],
        "toastColors": ["text", "fill"],
        "datePickerColors": ["label", "value", "fill"],
        "states": ["disabled", "loading", "invalidSubmit"],
        "disabled": ["cause", "reason", "accessibilityValue", "colors"],
        "fieldDisabled": ["cause", "reason", "accessibilityValue", "colors"],
        "toggleDisabled": ["cause", "reason", "accessibilityValue", "colors"],
        "fieldDisabledColors": ["label", "value"],
        "toggleDisabledColors": ["label"],
        "pickerDisabled": ["cause", "reason", "accessibilityValue", "colors"],
        "stepperDisabled": ["cause", "reason", "accessibilityValue", "colors"],
        "pickerDisabledColors": ["title"],
        "stepperDisabledColors": ["label", "symbol"],
        "loading": ["indicator", "colors"],
        "invalidSubmit": ["errors", "focus", "announcement"],
        "announcement": ["on", "text", "politeness"],
    ]

    /// The node types, in the order the schema lists them.
    package static let nodeTypes = [
        "vstack", "hstack", "zstack", "spacer", "text", "textField", "toggle", "inlineError", "button", "section", "picker", "stepper",
        "secureField", "textEditor", "errorSummary", "toast", "datePicker", "requirementList", "grid",
    ]
    package static let backdropTypes = ["solid", "linearGradient", "image"]
    static let inlineErrorRoles = ["alert", "none"]
    /// A stack's `accessibilityElement`: `combine` reads it as one element, `contain` (the default) child by child.
    static let accessibilityChildren = ["combine", "contain"]
    /// HTML autofill tokens a web field's `autocomplete` may name (one token: the field's purpose).
    package static let autocompleteTokens = [
        "off", "on", "name", "honorific-prefix", "given-name", "additional-name", "family-name", "nickname",
        "email", "username", "new-password", "current-password", "one-time-code", "organization",
        "street-address", "address-line1", "address-line2", "address-level1", "address-level2", "country",
        "country-name", "postal-code", "cc-name", "cc-number", "cc-exp", "cc-exp-month", "cc-exp-year",
        "cc-csc", "bday", "sex", "tel", "tel-national", "url", "language",
    ]

    /// Allowed values of every enumerated field, named as in the schema's `$defs`.
    package static let enums: [String: [String]] = [
        "nodeType": nodeTypes,
        "backdropType": backdropTypes,
        "device": Device.allCases.map(\.rawValue),
        "appearance": Appearance.allCases.map(\.rawValue),
        "displaySetting": DisplaySetting.allCases.map(\.rawValue),
        "platform": Platform.allCases.map(\.rawValue),
        "renderState": RenderState.allCases.map(\.rawValue),
        "textStyle": TextStyle.allCases.map(\.rawValue),
        "weight": Weight.allCases.map(\.rawValue),
        "horizontalAlignment": HorizontalAlignment.allCases.map(\.rawValue),
        "verticalAlignment": VerticalAlignment.allCases.map(\.rawValue),
        "stackAlignment": StackAlignment.allCases.map(\.rawValue),
        "stackAxis": StackAxis.allCases.map(\.rawValue),
        "buttonRole": ButtonRole.allCases.map(\.rawValue),
        "buttonStyle": ButtonStyle.allCases.map(\.rawValue),
        "controlSize": ControlSize.allCases.map(\.rawValue),
        "buttonShape": ButtonShape.allCases.map(\.rawValue),
        "disabledCause": DisabledCause.allCases.map(\.rawValue),
        "loadingIndicator": LoadingIndicator.allCases.map(\.rawValue),
        "truncationMode": TruncationMode.allCases.map(\.rawValue),
        "toggleStyle": ToggleStyle.allCases.map(\.rawValue),
        "material": Material.allCases.map(\.rawValue),
        "pickerStyle": PickerStyle.allCases.map(\.rawValue),
        "datePickerStyle": DatePickerStyle.allCases.map(\.rawValue),
        "requirementIndicator": RequirementIndicator.allCases.map(\.rawValue),
        "contentType": ContentType.allCases.map(\.rawValue),
        "validationRule": ValidationRule.allCases.map(\.rawValue),
        "inlineErrorRole": inlineErrorRoles,
        "accessibilityChildren": accessibilityChildren,
        "announcementTrigger": AnnouncementTrigger.allCases.map(\.rawValue),
        "politeness": Politeness.allCases.map(\.rawValue),
        "inputmode": InputMode.allCases.map(\.rawValue),
        "autocomplete": autocompleteTokens,
        "ruleID": RuleID.allCases.map(\.rawValue),
    ]
}
