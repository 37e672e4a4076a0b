import Pixels
import Spec

/// One drawing operation: an entry of the display list a `Canvas` executes with `apply(_:)`.
///
/// Every change to a canvas's pixels is one of these cases and goes through `Canvas.apply(_:)`, which
/// records what identifies the scene (the `PaintJournal` entry, the rows drawing reached) in that one
/// place before it draws. A new case cannot be drawn until `Canvas.apply`, `PaintJournal.record(_:)`
/// and `reach(in:)` handle it (their switches are exhaustive), and `DrawOpBookkeepingTests` draws every
/// `Kind` with one parameter changed and checks the journal and the plain rows follow.
package enum DrawOp: Sendable {
    /// Paints the whole canvas with a colour (source-over).
    case fillAll(SRGBColor)
    /// Fills a shape with a colour, anti-aliased.
    case fill(Shape, color: SRGBColor)
    /// An 8-bit coverage mask (a glyph) in a colour, its top-left pixel at (x, y); `source` says where
    /// the mask came from, for the journal (without it the journal is incomplete).
    case mask(coverage: [UInt8], width: Int, height: Int, x: Int, y: Int, color: Canvas.MaskColor, source: PaintJournal.MaskSource?)
    /// The whole canvas painted with a linear gradient from `start` to `end` (pixel coordinates).
    case linearGradient(stops: [GradientStop], startX: Double, startY: Double, endX: Double, endY: Double)
    /// An image scaled to cover the canvas (aspect fill, centred), sampled bilinearly.
    case coverImage(RGBAImage)
    /// An 8-bit straight-alpha image with its top-left pixel at (x, y), source-over.
    case image(RGBAImage, x: Int, y: Int)
    /// What is under a shape replaced with a Gaussian blur of it (standard deviation `sigma` pixels).
    case blur(under: Shape, sigma: Double)

    /// A gradient's colour at a location (0…1 along the gradient).
    package struct GradientStop: Sendable, Equatable {
        package let color: SRGBColor
        package let location: Double

        package init(color: SRGBColor, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// The kinds of operation, one per case: the table tests enumerate.
    package enum Kind: CaseIterable, Sendable {
        case fillAll, fill, mask, linearGradient, coverImage, image, blur
    }

    package var kind: Kind {
        switch self {
        case .fillAll: .fillAll
        case .fill: .fill
        case .mask: .mask
        case .linearGradient: .linearGradient
        case .coverImage: .coverImage
        case .image: .image
        case .blur: .blur
        }
    }

    /// The pixels an operation can change on a canvas with these bounds.
    enum Reach: Equatable {
        /// None: the canvas stays as it is.
        case nothing
        /// Some of the pixels in these rows.
        case rows(PixelRect)
        /// Any pixel (the rows still plain are then no longer known).
        case everyPixel
    }

    func reach(in bounds: PixelRect) -> Reach {
        switch self {
        case .fillAll(let color):
            return Canvas.Source(color).isClear ? .nothing : .everyPixel
        case .fill(let shape, let color):
            let area = shape.bounds.intersection(bounds)
            return area.isEmpty || !(color.alpha > 0) ? .nothing : .rows(area)
        case .mask(_, let width, let height, let x, let y, let color, _):
            let area = PixelRect(x: x, y: y, width: width, height: height).intersection(bounds)
            return area.isEmpty || color.isClear ? .nothing : .rows(area)
        case .linearGradient(let stops, _, _, _, _):
            return stops.isEmpty ? .nothing : .everyPixel
        case .coverImage(let image):
            return image.width > 0 && image.height > 0 ? .everyPixel : .nothing
        case .image(let image, let x, let y):
            let area = PixelRect(x: x, y: y, width: image.width, height: image.height).intersection(bounds)
            return area.isEmpty ? .nothing : .rows(area)
        case .blur(let shape, let sigma):
            let area = shape.bounds.intersection(bounds)
            return area.isEmpty || !(sigma > 0) ? .nothing : .rows(area)
        }
    }
}
