import Layout
import Raster
import Spec

/// One render of a spec: its layout and, when it was rasterized, its pixels.
public struct RenderedCase: Sendable {
    public let appearance: Appearance
    public let size: SizeCategory
    public let state: RenderState
    public let tree: LayoutTree
    public let rendering: Rendering?

    public init(appearance: Appearance, size: SizeCategory, state: RenderState, tree: LayoutTree, rendering: Rendering?) {
        self.appearance = appearance
        self.size = size
        self.state = state
        self.tree = tree
        self.rendering = rendering
    }
}
