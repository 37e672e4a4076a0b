import Foundation
import Layout
import PNG
import Pixels
import Raster
import Spec
import Text

/// Lays out and renders a spec at every case, on up to `jobs` threads, results in case order.
public struct RenderSweep: Sendable {
    /// One rendered case: its layout and its pixels.
    public struct Output: Sendable {
        public let item: LayoutSweep.Case
        public let tree: LayoutTree
        public let rendering: Rendering
    }

    public let engine: TextEngine

    public init(engine: TextEngine) {
        self.engine = engine
    }

    /// The spec's image backdrop, decoded (nil for solid and gradient backdrops).
    public static func backdropImage(for spec: ScreenSpec) throws(PNGError) -> RGBAImage? {
        guard case .image(let path) = spec.backdrop else { return nil }
        return try PNG.read(contentsOf: path)
    }

    public func render(_ spec: ScreenSpec, cases: [LayoutSweep.Case], jobs: Int = Parallel.defaultJobs) throws -> [Output] {
        let backdrop = try Self.backdropImage(for: spec)
        let engine = self.engine
        let rasterizer = Rasterizer(engine: engine)
        let results = Parallel.map(count: cases.count, jobs: jobs) { index -> Result<Output, LayoutError> in
            let item = cases[index]
            do throws(LayoutError) {
                let tree = try LayoutEngine.layout(spec, size: item.size, state: item.state, appearance: item.appearance, measurer: engine)
                return .success(Output(item: item, tree: tree, rendering: rasterizer.render(tree, backdrop: spec.backdrop, backdropImage: backdrop)))
            } catch {
                return .failure(error)
            }
        }
        return try results.map { try $0.get() }
    }
}
