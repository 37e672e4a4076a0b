import Accessibility
import Checks
import Layout
import Reports
import Spec

/// What a check keeps of one case after its pixels are gone: the case, its layout, the rules'
/// measurements and the image's size (for crops in reports).
package struct CheckedCase: Sendable {
    package let item: RenderCase
    package let measured: RenderedCase
    package let imageWidth: Int
    let imageHeight: Int

    package var tree: LayoutTree { measured.tree }
    package var renderCase: RenderCase { item }
    /// What VoiceOver visits and says in it (built once, when the case was made).
    package var accessibility: AccessibilityTree { measured.accessibility }

    /// The case of `output`, a render of `spec`, with its measurements and accessibility model (built once, here).
    package init(_ output: RenderSweep.Output, spec: ScreenSpec) {
        item = output.item
        measured = RenderedCase(
            appearance: output.item.appearance, size: output.item.size, state: output.item.state,
            tree: output.tree, rendering: output.rendering, behindRings: output.behindRings, spec: spec)
        imageWidth = output.rendering.image.width
        imageHeight = output.rendering.image.height
    }
}
