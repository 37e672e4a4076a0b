import Accessibility
import Layout
import Raster
import Spec

/// One case of a spec as the rules see it: its layout and, when it was rasterized, what was measured
/// on its pixels. It holds no image: a sweep measures each render and lets its pixels go, so memory
/// does not grow with the number of cases.
package struct RenderedCase: Sendable {
    package let appearance: Appearance
    package let size: SizeCategory
    package let state: RenderState
    /// The render, as one value.
    package var renderCase: RenderCase { tree.renderCase }
    /// The format-3 scenario it renders (nil: a built-in state).
    package var scenario: String? { tree.renderCase.scenario }
    /// The display settings it was laid out under.
    package var settings: DisplaySettings { tree.renderCase.settings }
    /// The locale its texts are in (nil: the spec's source language).
    package var locale: RenderLocale? { tree.renderCase.locale }
    package let tree: LayoutTree
    /// Whether the case was rasterized (a layout-only case has no measurements).
    let isRasterized: Bool
    /// Every drawn text and control shape, measured, in paint order.
    package let texts: [MeasuredText]
    package let shapes: [MeasuredShape]
    /// Every checkbox's own stroke or fill against what is behind it.
    package let controls: [MeasuredControl]
    /// Every `:focus-visible` ring (the `focused` state) against the colours next to it.
    package let focusRings: [MeasuredFocusRing]
    /// What a screen reader visits and says in this render, built once when the case is made (from its spec)
    /// and read by every VoiceOver rule, the evidence record, the transcripts and their goldens.
    package let accessibility: AccessibilityTree

    /// A case from its layout and its render (nil: layout only), measured now. `behindRings` is the
    /// `focused` state's render without its ring (`RenderedCase.behindRings`), on which every ring is
    /// measured alone; without it the rings are measured on `rendering`. Its accessibility model is built now,
    /// once, from `spec` (the spec `tree` is a layout of).
    package init(
        appearance: Appearance, size: SizeCategory, state: RenderState, tree: LayoutTree, rendering: Rendering?,
        behindRings: Rendering? = nil, spec: ScreenSpec
    ) {
        self.appearance = appearance
        self.size = size
        self.state = state
        self.tree = tree
        isRasterized = rendering != nil
        texts = rendering?.texts.map(MeasuredText.init) ?? []
        shapes = rendering?.shapes.map(MeasuredShape.init) ?? []
        controls = rendering.map { MeasuredControl.measure(tree, $0) } ?? []
        focusRings =
            state == .focused || tree.renderCase.scenario != nil
            ? (behindRings ?? rendering).map { MeasuredFocusRing.measure(tree, $0) } ?? [] : []
        accessibility = AccessibilityTreeBuilder.build(tree, spec: spec)
    }

    /// The pixels behind the focus rings, when the render's own will not do: the tree rendered without its
    /// drawn ring, for a `focused` case that declares more than one ring (the drawn ring could lie where
    /// another ring's neighbours are sampled). nil otherwise, so a focused case costs a second render only then.
    package static func behindRings(_ tree: LayoutTree, rasterizer: Rasterizer) throws(RenderError) -> Rendering? {
        guard tree.state == .focused || tree.renderCase.scenario != nil, tree.focusRings.count > 1 else { return nil }
        return try rasterizer.render(tree.withoutFocusRings)
    }
}
