import Files
import Foundation
import PNG
import Pixels
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pending goldens of a goldens folder: written by a check next to each golden that failed or
/// was missing, listed, accepted and rejected by `buttoncheck review`.
///
/// A pending golden is two files next to its golden: the render (`<size>-<state>.new.png`, written
/// while its pixels exist) and its description (`<size>-<state>.new.json`, written last, once the
/// spec's findings are known), both atomically. Accepting renames the render over the golden and
/// then records it in the manifest under the folder's lock; rejecting deletes both files.
package struct PendingGoldens: Sendable {
    package let store: GoldenStore

    package init(store: GoldenStore) {
        self.store = store
    }

    /// The absolute (or `--goldens`-relative) path of a file of the folder.
    package func path(_ relative: String) -> String { store.path(relative) }

    // MARK: Writing (check)

    /// Writes the render that did not match `golden` as its pending image.
    package func writeImage(_ image: RGBAImage, for golden: String) throws {
        // Accepting renames it over the golden: encoded as goldens are.
        let bytes = try PNG.encode(image, compression: .smallest)
        let file = path(PendingGolden.image(for: golden))
        do {
            try FileManager.default.createDirectory(atPath: FilePath.folder(of: file), withIntermediateDirectories: true)
        } catch {
            throw GoldenError.unwritable(path: file, reason: (error as NSError).localizedFailureReason ?? "cannot create the folder")
        }
        try store.writeAtomically(bytes, to: file)
    }

    /// Writes a pending golden's description (after its image).
    package func writeDescription(_ pending: PendingGolden) throws(GoldenError) {
        try store.writeAtomically(pending.encoded(), to: path(pending.descriptionFile))
    }

    /// Deletes the pending files of `golden`, if any (its golden passed or was recorded).
    package func remove(for golden: String) throws(PendingError) {
        for file in [PendingGolden.image(for: golden), PendingGolden.description(for: golden)] {
            let full = path(file)
            if unlink(full) != 0 && errno != ENOENT {
                throw .unwritable(path: full, reason: String(cString: strerror(errno)))
            }
        }
    }

    // MARK: Reviewing

    /// Every pending golden of the folder, sorted by golden path. A description that is invalid, or a
    /// pending image without its description (or the other way round), throws.
    package func list() throws -> [PendingGolden] {
        guard let enumerator = FileManager.default.enumerator(atPath: store.directory) else { return [] }
        var images: Set<String> = []
        var descriptions: Set<String> = []
        while let item = enumerator.nextObject() as? String {
            let name = (item as NSString).lastPathComponent
            if name.hasPrefix(".") { continue }
            if name.hasSuffix(".new.png") { images.insert(String(item.dropLast(".new.png".count)) + ".png") }
            if name.hasSuffix(".new.json") { descriptions.insert(String(item.dropLast(".new.json".count)) + ".png") }
        }
        if let golden = images.subtracting(descriptions).min() {
            throw PendingError.incomplete(
                path: path(PendingGolden.image(for: golden)), missing: "description (\(PendingGolden.description(for: golden)))")
        }
        if let golden = descriptions.subtracting(images).min() {
            throw PendingError.incomplete(
                path: path(PendingGolden.description(for: golden)), missing: "image (\(PendingGolden.image(for: golden)))")
        }
        return try descriptions.sorted().map { golden in try read(golden) }
    }

    /// The pending golden of `golden`, read from its description.
    package func read(_ golden: String) throws -> PendingGolden {
        let file = path(PendingGolden.description(for: golden))
        guard let bytes = try store.read(file, what: "pending-golden description") else {
            throw PendingError.incomplete(
                path: path(PendingGolden.image(for: golden)), missing: "description (\(PendingGolden.description(for: golden)))")
        }
        return try PendingReader(source: file, golden: golden).read(bytes)
    }

    /// Makes the pending render the golden: `accept(_:)` of this one alone.
    package func accept(_ pending: PendingGolden) throws {
        try accept([pending])
    }

    /// Makes every one of `pendings` its golden, or none: each pending image is read, decoded and checked
    /// against the folder's scale before any is renamed, so one that is bad throws and nothing changes.
    /// Then each is renamed over its golden (atomic), all are recorded in the manifest at once (under the
    /// folder's lock, merged with what is on disk) and their descriptions are deleted. Should a rename
    /// fail, the ones renamed before it are still recorded, so that every golden matches its entry.
    package func accept(_ pendings: [PendingGolden]) throws {
        let manifest = try store.loadManifest()
        var checked: [(pending: PendingGolden, entry: GoldenManifest.Entry)] = []
        for pending in pendings { checked.append((pending, try entry(for: pending, manifest: manifest))) }
        var renamed: [(pending: PendingGolden, entry: GoldenManifest.Entry)] = []
        var failure: PendingError?
        for item in checked {
            let golden = path(item.pending.golden)
            if rename(path(item.pending.imageFile), golden) != 0 {
                failure = .unwritable(path: golden, reason: String(cString: strerror(errno)))
                break
            }
            renamed.append(item)
        }
        // A golden accepted keeps the folder's scale: fixed when the folder is, else each spec's own
        // (device scale), which a pending render is made at unless --scale fixed one.
        if !renamed.isEmpty {
            try store.updateManifest { manifest in
                for item in renamed { manifest.record(item.pending.golden, item.entry, environment: item.pending.environment) }
            }
        }
        for item in renamed { try remove(for: item.pending.golden) }
        if let failure { throw failure }
    }

    /// The manifest entry a pending golden becomes: its image read and decoded (one that does not decode,
    /// or is at another scale than the folder's goldens, throws).
    private func entry(for pending: PendingGolden, manifest: GoldenManifest) throws -> GoldenManifest.Entry {
        let imageFile = path(pending.imageFile)
        guard let bytes = try store.read(imageFile, what: "pending golden") else {
            throw PendingError.incomplete(path: path(pending.descriptionFile), missing: "image (\(pending.imageFile))")
        }
        let image: RGBAImage
        do {
            image = try PNG.decode(bytes, source: imageFile)
        } catch {
            throw PendingError.invalidImage(path: imageFile, reason: "is not a PNG this tool can read (\(error.description))")
        }
        if let recorded = manifest.scale, recorded != pending.scale, !manifest.goldens.isEmpty {
            throw PendingError.scaleMismatch(path: imageFile, pending: pending.scale, recorded: recorded)
        }
        return GoldenManifest.Entry(
            hash: .current, pixels: HashKind.current.digest(of: image), file: XXH3.hex(bytes),
            width: image.width, height: image.height, environment: "")
    }

    /// Deletes the pending render and its description; the golden and the manifest stay as they are.
    package func reject(_ pending: PendingGolden) throws(PendingError) {
        try remove(for: pending.golden)
    }
}
