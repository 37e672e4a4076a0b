/// A run of text.
public struct TextElement: Sendable, Hashable {
    public let text: String
    public let font: FontChoice
    /// nil: the style's own weight from the Dynamic Type table.
    public let weight: Weight?
    public let color: Color
    /// nil: as many lines as needed.
    public let lineLimit: Int?
    public let alignment: HorizontalAlignment

    public init(text: String, font: FontChoice = .style(.body), weight: Weight? = nil, color: Color = .system(.label),
                lineLimit: Int? = nil, alignment: HorizontalAlignment = .leading) {
        self.text = text
        self.font = font
        self.weight = weight
        self.color = color
        self.lineLimit = lineLimit
        self.alignment = alignment
    }
}
