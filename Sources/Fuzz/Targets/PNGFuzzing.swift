import PNG
import Pixels

/// The PNG target: the input decoded as a backdrop, golden or `diff` input is. A decoded image must hold
/// width × height pixels; a small one is also encoded and must decode to the same pixels.
enum PNGFuzzing {
    /// Images up to this many pixels are encoded again (larger ones only slow the target down).
    static let roundTripPixels = 1 << 16

    static func run(_ input: [UInt8]) -> FuzzOutcome {
        let image: RGBAImage
        do {
            image = try PNG.decode(input, source: "fuzz.png")
        } catch {
            return .refused(error.description)
        }
        guard image.width > 0, image.height > 0, image.bytes.count == image.width * image.height * 4 else {
            fatalError("decoded a \(image.width) × \(image.height) image with \(image.bytes.count) bytes")
        }
        guard image.width * image.height <= roundTripPixels else { return .ok }
        do {
            let reread = try PNG.decode(try PNG.encode(image), source: "encoded.png")
            guard reread == image else { fatalError("a decoded \(image.width) × \(image.height) image encodes to other pixels") }
        } catch {
            fatalError("a decoded \(image.width) × \(image.height) image does not encode and decode again: \(error)")
        }
        return .ok
    }
}
