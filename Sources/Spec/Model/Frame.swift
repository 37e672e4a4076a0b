/// SwiftUI's frame modifiers: a fixed size, or limits on what the node takes.
public struct Frame: Sendable, Hashable {
    public var width: Double?
    public var height: Double?
    public var minWidth: Double?
    public var maxWidth: Dimension?
    public var minHeight: Double?
    public var maxHeight: Dimension?
    /// Where the content sits when the frame is larger than it.
    public var alignment: StackAlignment

    public init(
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
