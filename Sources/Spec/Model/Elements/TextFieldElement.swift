/// A labelled text field (iOS rounded-border style). Format 2's `secureField` is one whose value shows
/// as dots, and its `textEditor` one of several lines (`minLines` … `maxLines`).
public struct TextFieldElement: Sendable, Hashable {
    /// Visible label above the field.
    public let label: String?
    public let placeholder: String?
    public let value: String?
    public let required: Bool
    /// A visible marker appended to the label, such as "*" or "(required)".
    public let requiredIndicator: String?
    /// The id of a visible text that states the requirement.
    public let requirementText: String?
    public let contentType: ContentType
    public let validation: FieldValidation?
    public let secure: Bool
    /// Explicit colours of its parts (`label`, `value`, `placeholder`, `fill`, `border`, `errorBorder`).
    public let colors: PartColors
    /// Format 2: the field is disabled in the disabled render, with why and how that is explained.
    public let disabled: DisabledState?
    /// The lines its box shows: 1 for a text field; a text editor's `minLines`, and its `maxLines`
    /// (nil: it grows with its text). Text past `maxLines` scrolls and is cut off in the render.
    public let minLines: Int
    public let maxLines: Int?
    /// A text editor without `minLines` shows three lines.
    public static let defaultEditorMinLines = 3
    /// Whether it is a multi-line text editor.
    public var isMultiline: Bool { minLines != 1 || maxLines != 1 }

    public init(label: String? = nil, placeholder: String? = nil, value: String? = nil, required: Bool = false,
                requiredIndicator: String? = nil, requirementText: String? = nil, contentType: ContentType = .text,
                validation: FieldValidation? = nil, secure: Bool = false, colors: PartColors = .none,
                disabled: DisabledState? = nil, minLines: Int = 1, maxLines: Int? = 1) {
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
    }
}
