import Pixels

/// The hash a manifest entry's `pixels` (and `file`) values were made with. New recordings use
/// `xxh3-128-rows`; entries made with `xxh3-128` are still read and verified. (Manifests written before
/// XXH3, with SHA-256 digests and no `hash` key, are no longer read: the manifest reader says to record
/// the goldens again.)
package enum HashKind: String, Sendable, CaseIterable {
    /// Pixels: XXH3-128 over the size and the XXH3-64 of each row, so a render's rows known to be
    /// one colour (`PlainRows`) are hashed once, not read. Files: XXH3-128 of the bytes.
    case xxh3_128_rows = "xxh3-128-rows"
    /// Pixels: XXH3-128 over the size and every byte. Files: XXH3-128 of the bytes.
    case xxh3_128 = "xxh3-128"

    /// What new recordings use.
    package static let current = HashKind.xxh3_128_rows

    /// Lower-case hex digits in a digest of this kind.
    package var hexLength: Int { 32 }

    /// The hash of a file's bytes.
    package func digest(of bytes: [UInt8]) -> String {
        XXH3.hex(bytes)
    }

    /// The hash over the image's size (two big-endian 32-bit words) and its RGBA bytes (for
    /// `xxh3-128-rows`, the big-endian XXH3-64 of each row's bytes): equal hashes mean equal pixels.
    /// `plain` names rows of the image known to be one colour; they are not read. (A row named
    /// plain that is not gives a wrong hash: only a canvas that tracked its drawing says which are.)
    package func digest(of image: RGBAImage, plain: PlainRows? = nil) -> String {
        var header: [UInt8] = []
        for value in [image.width, image.height] {
            for shift in stride(from: 24, through: 0, by: -8) { header.append(UInt8(truncatingIfNeeded: value >> shift)) }
        }
        switch self {
        case .xxh3_128:
            let hasher = XXH3()
            header.withUnsafeBytes { hasher.update($0) }
            image.bytes.withUnsafeBytes { hasher.update($0) }
            return hasher.finalize()
        case .xxh3_128_rows:
            let rowBytes = image.width * 4
            let plainRowHash = plain.map { plain in
                [UInt8](unsafeUninitializedCapacity: rowBytes) { buffer, count in
                    buffer.withMemoryRebound(to: UInt32.self) { words in
                        let color = plain.color
                        words.initialize(
                            repeating: UInt32(color.red) | UInt32(color.green) << 8 | UInt32(color.blue) << 16
                                | UInt32(color.alpha) << 24)
                    }
                    count = rowBytes
                }.withUnsafeBytes { XXH3.hash64($0) }
            }
            // Plain rows take the plain row's hash; only the runs drawing reached are read.
            var rowHashes = [UInt64](repeating: plainRowHash?.bigEndian ?? 0, count: image.height)
            let drawn = plain == nil ? [0..<image.height] : plain!.changed
            rowHashes.withUnsafeMutableBufferPointer { hashes in
                image.bytes.withUnsafeBytes { pixels in
                    for run in drawn {
                        for row in run.clamped(to: 0..<image.height) {
                            hashes[row] =
                                XXH3.hash64(UnsafeRawBufferPointer(rebasing: pixels[(row * rowBytes)..<((row + 1) * rowBytes)])).bigEndian
                        }
                    }
                }
            }
            let hasher = XXH3()
            header.withUnsafeBytes { hasher.update($0) }
            rowHashes.withUnsafeBytes { hasher.update($0) }
            return hasher.finalize()
        }
    }
}
