/// A rule-id plate placed on a contact-sheet cell, in pixels relative to the cell's render (its
/// thumbnail's top-left corner): inside the render next to its element, or in the margin under the
/// render with a leader line up to the element.
package struct SheetLabel: Sendable, Hashable {
    /// The rule id written on the plate.
    package let text: String
    package let box: PixelRect
    /// A one-pixel-wide vertical line from the element's lower edge to the plate (a plate in the
    /// margin only).
    package let leader: PixelRect?

    package init(text: String, box: PixelRect, leader: PixelRect? = nil) {
        self.text = text
        self.box = box
        self.leader = leader
    }
}
