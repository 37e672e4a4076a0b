import Pixels
import Spec

/// What is behind the content, resolved for one appearance: colours resolved, an image decoded.
/// An image backdrop carries its pixels, so one without them cannot be expressed.
package enum BackdropPaint: Sendable, Equatable {
    case solid(SRGBColor)
    /// Stops sorted by location; `start` and `end` in unit coordinates of the canvas.
    case linearGradient(stops: [Stop], start: UnitPoint, end: UnitPoint)
    /// A PNG scaled to cover the canvas (`path` names it in messages and identifies it).
    case image(path: String, pixels: RGBAImage)

    /// A gradient stop with its colour resolved.
    package struct Stop: Sendable, Hashable {
        package let color: SRGBColor
        package let location: Double

        package init(color: SRGBColor, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// What tells two backdrops apart without comparing an image's pixels: an image by its path
    /// (one spec, one decoded file), the others by their resolved values.
    package enum Identity: Sendable, Hashable {
        case solid(SRGBColor)
        case linearGradient(stops: [Stop], start: UnitPoint, end: UnitPoint)
        case image(path: String)
    }

    package var identity: Identity {
        switch self {
        case .solid(let color): .solid(color)
        case .linearGradient(let stops, let start, let end): .linearGradient(stops: stops, start: start, end: end)
        case .image(let path, _): .image(path: path)
        }
    }

    /// The spec's backdrop for `appearance`; `image` is the decoded PNG of an image backdrop (the
    /// caller reads files). An image backdrop without its pixels is an error naming the file.
    package static func resolve(
        _ backdrop: Backdrop, appearance: Appearance, increasedContrast: Bool = false, reducedTransparency: Bool = false, image: RGBAImage?,
        file: String
    ) throws(LayoutError) -> BackdropPaint {
        switch backdrop {
        case .solid(let color):
            return .solid(color.resolved(for: appearance, increasedContrast: increasedContrast, reducedTransparency: reducedTransparency))
        case .linearGradient(let stops, let start, let end):
            return .linearGradient(
                stops: stops.map {
                    Stop(
                        color: $0.color.resolved(
                            for: appearance, increasedContrast: increasedContrast, reducedTransparency: reducedTransparency),
                        location: $0.location)
                },
                start: start, end: end)
        case .image(let path):
            guard let image else {
                throw LayoutError(
                    "\(file): the backdrop image \(path) was not read before layout; read it with RenderSweep.backdropImage(for:) and pass it as backdropImage"
                )
            }
            return .image(path: path, pixels: image)
        }
    }
}
