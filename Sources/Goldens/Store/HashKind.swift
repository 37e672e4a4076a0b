import Pixels

/// The hash a manifest entry's `pixels` (and `file`) values were made with. New recordings use
/// `xxh3-128`; manifests written before it (SHA-256, no `hash` key) are still read and verified.
public enum HashKind: String, Sendable, CaseIterable {
    case xxh3_128 = "xxh3-128"
    case sha256 = "sha256"

    /// What new recordings use.
    public static let current = HashKind.xxh3_128

    /// Lower-case hex digits in a digest of this kind.
    public var hexLength: Int {
        switch self {
        case .xxh3_128: 32
        case .sha256: 64
        }
    }

    /// The hash of a file's bytes.
    public func digest(of bytes: [UInt8]) -> String {
        switch self {
        case .sha256: SHA256.hex(bytes)
        case .xxh3_128: XXH3.hex(bytes)
        }
    }

    /// The hash over the image's size (two big-endian 32-bit words) and its RGBA bytes: equal
    /// hashes mean equal pixels.
    public func digest(of image: RGBAImage) -> String {
        var header: [UInt8] = []
        for value in [image.width, image.height] {
            for shift in stride(from: 24, through: 0, by: -8) { header.append(UInt8(truncatingIfNeeded: value >> shift)) }
        }
        switch self {
        case .sha256:
            var hasher = SHA256()
            hasher.update(header)
            hasher.update(image.bytes)
            return hasher.finalize()
        case .xxh3_128:
            let hasher = XXH3()
            header.withUnsafeBytes { hasher.update($0) }
            image.bytes.withUnsafeBytes { hasher.update($0) }
            return hasher.finalize()
        }
    }
}
