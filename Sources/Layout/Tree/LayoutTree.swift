import Spec

/// A spec laid out at one size category, state and appearance.
public struct LayoutTree: Sendable, Equatable {
    public let spec: String
    /// The spec's file, for messages.
    public let file: String
    public let size: SizeCategory
    public let state: RenderState
    public let appearance: Appearance
    /// The screen: (0, 0, width, height) in points; content taller than it scrolls.
    public let viewport: Rect
    public let scale: Int
    /// The whole content, at least as tall as the viewport.
    public let contentSize: Size
    public let root: LayoutNode
    /// What is behind the content, resolved for the appearance.
    public let backdrop: BackdropPaint
}
