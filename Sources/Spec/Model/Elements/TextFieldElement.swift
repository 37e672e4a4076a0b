/// A labelled text field (iOS rounded-border style). Format 2's `secureField` is one whose value shows
/// as dots, and its `textEditor` one of several lines (`minLines` … `maxLines`).
package struct TextFieldElement: Sendable, Hashable {
    /// Visible label above the field.
    package let label: String?
    package let placeholder: String?
    package let value: String?
    package let required: Bool
    /// A visible marker appended to the label, such as "*" or "(required)".
    package let requiredIndicator: String?
    /// The id of a visible text that states the requirement.
    package let requirementText: String?
    package let contentType: ContentType
    package let validation: FieldValidation?
    package let secure: Bool
    /// Explicit colours of its parts (`label`, `value`, `placeholder`, `fill`, `border`, `errorBorder`).
    package let colors: PartColors
    /// Format 2: the field is disabled in the disabled render, with why and how that is explained.
    package let disabled: DisabledState?
    /// The lines its box shows: 1 for a text field; a text editor's `minLines`, and its `maxLines`
    /// (nil: it grows with its text). Text past `maxLines` scrolls and is cut off in the render.
    package let minLines: Int
    package let maxLines: Int?
    /// Format 2: the field is emptied when a submit fails (drawn with its placeholder in the
    /// invalidSubmit render), which `error.values-cleared` reports. By default what people entered stays.
    package let clearsOnInvalidSubmit: Bool
    /// Format 2, web: its aria-required, aria-invalid, autocomplete and inputmode attributes.
    package let web: WebFieldAttributes
    /// A text editor without `minLines` shows three lines.
    static let defaultEditorMinLines = 3
    /// Whether it is a multi-line text editor.
    package var isMultiline: Bool { minLines != 1 || maxLines != 1 }

    package init(
        label: String? = nil, placeholder: String? = nil, value: String? = nil, required: Bool = false,
        requiredIndicator: String? = nil, requirementText: String? = nil, contentType: ContentType = .text,
        validation: FieldValidation? = nil, secure: Bool = false, colors: PartColors = .none,
        disabled: DisabledState? = nil, minLines: Int = 1, maxLines: Int? = 1, clearsOnInvalidSubmit: Bool = false,
        web: WebFieldAttributes = .none
    ) {
        self.label = label
        self.placeholder = placeholder
        self.value = value
        self.required = required
        self.requiredIndicator = requiredIndicator
        self.requirementText = requirementText
        self.contentType = contentType
        self.validation = validation
        self.secure = secure
        self.colors = colors
        self.disabled = disabled
        self.minLines = minLines
        self.maxLines = maxLines
        self.clearsOnInvalidSubmit = clearsOnInvalidSubmit
        self.web = web
    }
}
