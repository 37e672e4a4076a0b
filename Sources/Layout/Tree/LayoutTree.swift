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
    package internal(set) var root: LayoutNode
    /// What is behind the content, resolved for the appearance.
    package let backdrop: BackdropPaint
    /// The direction the screen is laid out in: right to left for a right-to-left locale, where the
    /// whole layout is mirrored (leading is the right edge) and a switch that is on has its knob on the left.
    package var layoutDirection: TextDirection = .leftToRight
    /// The unit of every length in the tree, the spec's (`Platform.lengthUnit`): points on iOS, CSS px on the web.
    package var unit: LengthUnit = .point
    /// In the `focused` state, the `:focus-visible` ring of every control that declares one, in document
    /// order, each to be measured as it would be shown alone; `root` draws only the ring of the control
    /// Tab reaches first, as a browser shows one focused element. Empty in other states.
    package var focusRings: [LayoutNode] = []

    /// The tree without its drawn focus ring: the pixels behind every ring, for measuring each alone.
    package var withoutFocusRings: LayoutTree {
        var tree = self
        tree.root.children.removeAll { $0.role == .part(.focusRing) }
        return tree
    }
}
