/// A run of text.
package struct TextElement: Sendable, Hashable {
    package let text: String
    package let font: FontChoice
    /// nil: the style's own weight from the Dynamic Type table.
    package let weight: Weight?
    package let color: Color
    /// nil: as many lines as needed.
    package let lineLimit: Int?
    package let alignment: HorizontalAlignment

    package init(
        text: String, font: FontChoice = .style(.body), weight: Weight? = nil, color: Color = .system(.label),
        lineLimit: Int? = nil, alignment: HorizontalAlignment = .leading
    ) {
        self.text = text
        self.font = font
        self.weight = weight
        self.color = color
        self.lineLimit = lineLimit
        self.alignment = alignment
    }
}
