/// SwiftUI's frame modifiers: a fixed size, or limits on what the node takes.
package struct Frame: Sendable, Hashable {
    package var width: Double?
    package var height: Double?
    package var minWidth: Double?
    package var maxWidth: Dimension?
    package var minHeight: Double?
    package var maxHeight: Dimension?
    /// Where the content sits when the frame is larger than it.
    package var alignment: StackAlignment

    package init(
        width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, maxWidth: Dimension? = nil,
        minHeight: Double? = nil, maxHeight: Dimension? = nil, alignment: StackAlignment = .center
    ) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}
