import PNG
import Pixels
import Spec

/// The decoded PNG of a spec's image backdrop (nil for solid and gradient backdrops), for tests
/// that lay corpus specs out themselves: layout takes an image backdrop's pixels, never its path.
public enum SpecBackdrop {
    package static func image(for spec: ScreenSpec) throws -> RGBAImage? {
        guard case .image(let path) = spec.backdrop else { return nil }
        return try PNG.read(contentsOf: path)
    }
}
