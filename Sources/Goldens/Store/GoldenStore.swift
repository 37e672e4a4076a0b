import Foundation
import PNG
import Pixels

/// A folder of goldens: `<dir>/<spec>/<appearance>/<size>-<state>.png` and `<dir>/manifest.json`.
/// Every write is atomic (a temporary file renamed over the target).
public struct GoldenStore: Sendable {
    public let directory: String

    public init(directory: String) {
        self.directory = directory
    }

    public static func relativePath(spec: String, appearance: String, size: String, state: String) -> String {
        "\(spec)/\(appearance)/\(size)-\(state).png"
    }

    public var manifestPath: String { directory + "/manifest.json" }

    public func path(_ relative: String) -> String { directory + "/" + relative }

    /// The manifest, or an empty one when there is none yet.
    public func loadManifest() throws(GoldenStoreError) -> GoldenManifest {
        guard let data = FileManager.default.contents(atPath: manifestPath) else { return GoldenManifest() }
        return try GoldenManifest.decode(Array(data), source: manifestPath)
    }

    public func saveManifest(_ manifest: GoldenManifest) throws(GoldenStoreError) {
        try createFolder(for: manifestPath)
        let temporary = manifestPath + ".\(ProcessInfo.processInfo.processIdentifier).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(manifest.encoded())) else {
            throw .unwritable(path: manifestPath, reason: "the folder is not writable")
        }
        if rename(temporary, manifestPath) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .unwritable(path: manifestPath, reason: reason)
        }
    }

    /// Writes a golden (atomically) and returns its pixel hash.
    public func write(_ image: RGBAImage, to relative: String) throws -> String {
        try createFolder(for: path(relative))
        try PNG.write(image, to: path(relative))
        return Self.pixelHash(image)
    }

    public func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: path(relative))
    }

    /// Every golden PNG under one spec's folder, as relative paths, sorted.
    public func goldens(ofSpec slug: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: path(slug)) else { return [] }
        var files: [String] = []
        while let item = enumerator.nextObject() as? String {
            if item.hasSuffix(".png"), !(item as NSString).lastPathComponent.hasPrefix(".") { files.append(slug + "/" + item) }
        }
        return files.sorted()
    }

    /// SHA-256 over the image's size and its RGBA bytes: equal hashes mean equal pixels.
    public static func pixelHash(_ image: RGBAImage) -> String {
        var hasher = SHA256()
        var header: [UInt8] = []
        for value in [image.width, image.height] {
            for shift in stride(from: 24, through: 0, by: -8) { header.append(UInt8(truncatingIfNeeded: value >> shift)) }
        }
        hasher.update(header)
        hasher.update(image.bytes)
        return hasher.finalize()
    }

    private func createFolder(for file: String) throws(GoldenStoreError) {
        let folder = (file as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: folder, reason: error.localizedDescription)
        }
    }
}
