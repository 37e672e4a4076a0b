import PNG
import Pixels

extension GoldenStore {
    /// What re-encoding one golden did.
    package enum Reencoding: Sendable, Equatable {
        /// Rewritten: the file's bytes before and after.
        case rewritten(before: Int, after: Int)
        /// Left as it was: the new encoding is not smaller.
        case kept(bytes: Int)
    }

    /// Rewrites the golden at `relative` in the encoding recording uses now (`PNGCompression.smallest`), once
    /// its file is found to be the one `entry` describes and the new file to decode to exactly its pixels;
    /// returns the entry for the new file (same pixels, new file hash), or nil with `.kept` when the file is
    /// not smaller. A golden that is missing, unreadable or not its entry's is an error: nothing is rewritten.
    package func reencode(_ relative: String, entry: GoldenManifest.Entry) throws -> (Reencoding, GoldenManifest.Entry?) {
        let file = path(relative)
        guard let bytes = try contents(of: relative) else {
            throw GoldenError.unreadable(path: file, reason: "is listed in the manifest but missing; record it with --record missing")
        }
        let image: RGBAImage
        do {
            image = try PNG.decode(bytes, source: file)
        } catch {
            throw GoldenError.unreadable(path: file, reason: "cannot be re-encoded: \(error)")
        }
        guard image.width == entry.width, image.height == entry.height, entry.hash.digest(of: image) == entry.pixels else {
            throw GoldenError.unreadable(
                path: file,
                reason: "is not the golden its manifest entry describes (other pixels); "
                    + "check it, then record it again with --record failed, before re-encoding")
        }
        let encoded = try PNG.encode(image, compression: .smallest)
        guard encoded.count < bytes.count else { return (.kept(bytes: bytes.count), nil) }
        // The pixels of the new file, decoded, must be the golden's to the byte.
        guard try PNG.decode(encoded, source: file) == image else {
            throw GoldenError.unwritable(path: file, reason: "re-encoding would change its pixels; it was left as it is")
        }
        try writeAtomically(encoded, to: file)
        let updated = GoldenManifest.Entry(
            hash: .current, pixels: HashKind.current.digest(of: image), file: XXH3.hex(encoded),
            width: image.width, height: image.height, environment: entry.environment)
        return (.rewritten(before: bytes.count, after: encoded.count), updated)
    }
}
