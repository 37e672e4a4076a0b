import Spec
import Text

/// A spec laid out at one size category, state and appearance.
package struct LayoutTree: Sendable, Equatable {
    package let spec: String
    /// The spec's file, for messages.
    package let file: String
    /// The render it was laid out for: appearance, size category and state.
    package let renderCase: RenderCase
    package var size: SizeCategory { renderCase.size }
    package var state: RenderState { renderCase.state }
    package var appearance: Appearance { renderCase.appearance }
    /// The screen: (0, 0, width, height) in points; content taller than it scrolls.
    package let viewport: Rect
    package let scale: Int
    /// The whole content, at least as tall as the viewport.
    package let contentSize: Size
    package let root: LayoutNode
    /// What is behind the content, resolved for the appearance.
    package let backdrop: BackdropPaint
    /// The direction the screen is laid out in: right to left for a right-to-left locale, where the
    /// whole layout is mirrored (leading is the right edge) and a switch that is on has its knob on the left.
    package var layoutDirection: TextDirection = .leftToRight
    /// The unit of every length in the tree, the spec's (`Platform.lengthUnit`): points on iOS, CSS px on the web.
    package var unit: LengthUnit = .point
}
