import Spec

/// A spec laid out at one size category, state and appearance.
public struct LayoutTree: Sendable, Equatable {
    public let spec: String
    /// The spec's file, for messages.
    public let file: String
    /// The render it was laid out for: appearance, size category and state.
    public let renderCase: RenderCase
    public var size: SizeCategory { renderCase.size }
    public var state: RenderState { renderCase.state }
    public var appearance: Appearance { renderCase.appearance }
    /// The screen: (0, 0, width, height) in points; content taller than it scrolls.
    public let viewport: Rect
    public let scale: Int
    /// The whole content, at least as tall as the viewport.
    public let contentSize: Size
    public let root: LayoutNode
    /// What is behind the content, resolved for the appearance.
    public let backdrop: BackdropPaint
}
