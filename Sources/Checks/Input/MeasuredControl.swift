import JSON
import Layout
import Pixels
import Raster
import Spec

/// A checkbox's own colour against what is behind it, measured when the case is rendered: its
/// stroke (off) or fill (on), as it composites over the backdrop pixel just outside its box,
/// against that pixel. A requirement list's indicator (format 2) is measured the same way: its
/// stroke's colour against the pixel just outside its frame.
package struct MeasuredControl: Sendable {
    package let nodeID: String?
    /// The toggle the checkbox belongs to.
    package let owner: ElementReference
    package let sourceLocation: SourceLocation
    package let isOn: Bool
    /// For a requirement list's indicator, its row's index (0 for the first item); nil for a checkbox.
    let requirementIndex: Int?
    package let contrast: ShapeContrastMeasurement

    /// Every checkbox of the tree, measured on the render's pixels.
    static func measure(_ tree: LayoutTree, _ rendering: Rendering) -> [MeasuredControl] {
        let image = rendering.image
        let scale = Double(rendering.scale)
        var indicators: [ElementReference: Int] = [:]
        return tree.root.allNodes.compactMap { node -> MeasuredControl? in
            let isOn: Bool
            let body: SRGBColor
            let requirementIndex: Int?
            switch node.element {
            case .toggleControl(let on, .checkbox, let color, _, _, _):
                (isOn, body, requirementIndex) = (on, color, nil)
            case .symbol(let glyph, let color, _) where node.role == .part(.indicator) && !node.isHidden:
                let index = indicators[node.owner, default: 0]
                indicators[node.owner] = index + 1
                (isOn, body, requirementIndex) = (glyph == .checkmark, color, index)
            default:
                return nil
            }
            guard image.width > 0, image.height > 0 else { return nil }
            // Just outside the box on its leading side (trailing when it touches the edge), mid-height.
            let leading = Int((node.frame.minX * scale).rounded(.down)) - 2
            let trailing = Int((node.frame.maxX * scale).rounded(.up)) + 1
            // Clamped: a box beside or past the edge of the render (content wider than the screen) is
            // measured against the nearest pixel, never outside the image.
            let x = min(max(0, leading >= 0 ? leading : trailing), image.width - 1)
            let y = min(max(0, Int((node.frame.midY * scale).rounded(.down))), image.height - 1)
            let pixel = image[x, y]
            let background = StoredPixel.color(pixel)
            let fill = StoredPixel.composite(body, over: background)
            return MeasuredControl(
                nodeID: node.id, owner: node.owner, sourceLocation: node.sourceLocation, isOn: isOn, requirementIndex: requirementIndex,
                contrast: ShapeContrastMeasurement(
                    ratio: WCAGContrast.ratio(fill, background),
                    apca: APCAContrast.lightness(text: fill, background: background),
                    fill: fill, background: background))
        }
    }
}
