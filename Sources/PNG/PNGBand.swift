import Pixels

/// A horizontal band of an image, compressed on its own by `PNG.compress(band:isLast:)`, so
/// that the bands of one tall image (a contact sheet) compress on several threads and are joined by
/// `PNG.encode(bands:)`. The file depends on where the bands are cut, never on how many threads
/// compressed them.
package struct PNGBand: Sendable {
    /// Raw deflate data of the band's filtered rows, ending on a byte boundary (or the stream, for the last band).
    let deflated: [UInt8]
    /// Adler-32 of the filtered rows, and their byte count.
    let adler: UInt32
    let filteredLength: Int
    package let width: Int
    package let height: Int
    let isLast: Bool
}
