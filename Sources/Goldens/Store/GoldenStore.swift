import Files
import Foundation
import Limits
import PNG
import Pixels
import Spec
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder of goldens: `<dir>/<spec>/<appearance>/<size>-<state>.png` and `<dir>/manifest.json`.
/// Every write is atomic (a temporary file renamed over the target); the manifest is updated
/// under an advisory lock on the folder, merged with what other recorders wrote meanwhile.
package struct GoldenStore: Sendable {
    /// The largest golden file or manifest read (bytes); larger ones are reported, not read.
    package static let maximumFileSize = Limits.maximumImageBytes

    package let directory: String

    package init(directory: String) {
        self.directory = directory
    }

    /// A golden's path in the folder: `<spec>/<appearance>/<size>-<state>.png`.
    package static func relativePath(spec: String, _ renderCase: RenderCase) -> String {
        renderCase.path(spec: spec)
    }

    var manifestPath: String { directory + "/manifest.json" }
    package func path(_ relative: String) -> String { directory + "/" + relative }

    /// Throws unless the folder exists: a goldens folder is only created by recording asked for
    /// explicitly. The error suggests a sibling folder with a similar name.
    package func requireFolder() throws(GoldenError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            if isDirectory.boolValue { return }
            throw .notAFolder(path: directory)
        }
        let parent = FilePath.deletingLastComponent(directory)
        let name = FilePath.lastComponent(directory)
        // The suggestion is a courtesy: a parent that cannot be listed just gives none.
        let listed: [String]
        do {
            listed = try FileManager.default.contentsOfDirectory(atPath: parent.isEmpty ? "." : parent)
        } catch {
            listed = []
        }
        let siblings = listed.filter { sibling in
            var folder: ObjCBool = false
            let path = parent.isEmpty ? sibling : parent + "/" + sibling
            return !sibling.hasPrefix(".") && FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
        }
        let suggestion = Suggestion.closest(to: name, in: siblings.sorted()).map { parent.isEmpty ? $0 : parent + "/" + $0 }
        throw .noFolder(path: directory, suggestion: suggestion)
    }

    /// The manifest, or an empty one when there is none yet. Never writes.
    package func loadManifest() throws(GoldenError) -> GoldenManifest {
        guard let bytes = try read(manifestPath, what: "manifest") else { return GoldenManifest() }
        return try GoldenManifest.decode(bytes, source: manifestPath)
    }

    /// Reads the manifest as it is on disk now, applies `change`, and writes it, all under an
    /// exclusive lock on the folder, so recorders running at once (shards) keep each other's entries.
    package func updateManifest(_ change: (inout GoldenManifest) -> Void) throws(GoldenError) {
        try createFolder(directory)
        let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .lockFailed(path: directory, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw .lockFailed(path: directory, reason: String(cString: strerror(errno))) }
        }
        defer { flock(descriptor, LOCK_UN) }
        var manifest = try loadManifest()
        change(&manifest)
        try writeAtomically(manifest.encoded(), to: manifestPath)
    }

    /// Writes a golden (atomically) and returns its manifest entry (hashes of its pixels and of
    /// the file's bytes; the environment is filled in by `GoldenManifest.record`).
    /// `plain`: rows of the image known to be one colour, which hashing need not read.
    package func write(_ image: RGBAImage, plain: PlainRows? = nil, to relative: String) throws -> GoldenManifest.Entry {
        // Goldens are kept long and read often: the smallest encoding, palette images included.
        let bytes = try PNG.encode(image, compression: .smallest)
        try createFolder(FilePath.folder(of: path(relative)))
        try writeAtomically(bytes, to: path(relative))
        return Self.entry(for: image, plain: plain, file: bytes)
    }

    /// The manifest entry of the golden file already at `relative`, whose pixels were found equal to
    /// `image`'s: listed again (under a new hash kind or environment) without rewriting the file, so
    /// re-recording unchanged pixels leaves the PNG's bytes, and the history of a goldens folder, as
    /// they are. Writes the golden when there is no file.
    package func relist(_ image: RGBAImage, plain: PlainRows? = nil, at relative: String) throws -> GoldenManifest.Entry {
        guard let bytes = try contents(of: relative) else { return try write(image, plain: plain, to: relative) }
        return Self.entry(for: image, plain: plain, file: bytes)
    }

    /// The manifest entry of a golden file holding `image`: the current hash of its pixels and of
    /// the file's bytes (the environment is filled in by `GoldenManifest.record`).
    private static func entry(for image: RGBAImage, plain: PlainRows?, file bytes: [UInt8]) -> GoldenManifest.Entry {
        GoldenManifest.Entry(
            hash: .current, pixels: HashKind.current.digest(of: image, plain: plain), file: XXH3.hex(bytes),
            width: image.width, height: image.height, environment: "")
    }

    /// Every golden PNG under one spec's folder (not pending ones, `….new.png`), and every temporary
    /// file a killed recorder left there (`.<name>.<pid>.<random>.tmp`), as relative paths, sorted.
    package func goldens(ofSpec slug: String) -> [String] {
        var files: [String] = []
        for item in FileIO.filesBelow(path(slug)) {
            let name = (item as NSString).lastPathComponent
            let golden = name.hasSuffix(".png") && !name.hasSuffix(".diff.png") && !name.hasSuffix(".new.png") && !name.hasPrefix(".")
            let leftover = name.hasPrefix(".") && name.hasSuffix(".tmp")
            if golden || leftover { files.append(slug + "/" + item) }
        }
        return files.sorted()
    }

    /// The hash new manifest entries use (`HashKind.current`) of the image's size and pixels.
    package static func pixelHash(_ image: RGBAImage, plain: PlainRows? = nil) -> String {
        HashKind.current.digest(of: image, plain: plain)
    }

    // MARK: Files

    /// The bytes of the golden at `relative`, nil when there is none.
    func contents(of relative: String) throws(GoldenError) -> [UInt8]? {
        try read(path(relative), what: "golden")
    }

    /// The bytes of a regular file, nil when there is none; a folder, a device, a FIFO or an
    /// oversized file throws `.unreadable`.
    func read(_ file: String, what: String) throws(GoldenError) -> [UInt8]? {
        // FileIO.readAll opens without blocking (a FIFO in place of a golden must not hang the run)
        // and checks the open descriptor, so what is read is what was checked.
        do {
            return try FileIO.readAll(file, limit: Self.maximumFileSize)
        } catch {
            switch error {
            case .fileNotFound, .directoryNotFound: return nil
            case .isDirectory: throw .unreadable(path: file, reason: "is a folder, not a \(what) file")
            case .notRegularFile: throw .unreadable(path: file, reason: "is not a regular file")
            case .fileTooLarge: throw .unreadable(path: file, reason: "is larger than any \(what) (\(Self.maximumFileSize) bytes)")
            case .permissionDenied: throw .unreadable(path: file, reason: "cannot be read: Permission denied")
            case .fileSystem(_, _, let reason): throw .unreadable(path: file, reason: "cannot be read: \(reason)")
            }
        }
    }

    private func createFolder(_ folder: String) throws(GoldenError) {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: folder, reason: (error as NSError).localizedFailureReason ?? "cannot create the folder")
        }
    }

    /// A temporary file in the same folder, renamed over the target: a reader (or a recorder
    /// killed half-way) sees the old file or the new one, never half of one.
    func writeAtomically(_ bytes: [UInt8], to file: String) throws(GoldenError) {
        do {
            try FileIO.writeAtomically(bytes, to: file)
        } catch {
            throw .unwritable(path: file, reason: error.reason)
        }
    }
}
