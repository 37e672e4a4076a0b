// The faces of a font stack, each opened the first time a text needs it.

import Files

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The open faces of one `TextEngine`, by file path. A face is opened on first use (a spec in Inter
/// that never needs the Arabic fallback never opens it), so a process starts without reading fonts it
/// will not draw with; once open, a face stays open for the engine's life.
///
/// Errors still come early: `check(_:)`, run for every file when the engine is created, reports a
/// missing file, a directory or anything else that is not a regular file, and opens at once any file that does not start like an OpenType or
/// TrueType font (so a text file or an empty file gets FreeType's own error there, not at first use).
final class FaceTable: Sendable {
    let library: FreeTypeLibrary
    private let faces = Locked<[String: FontFace]>([:])

    init(library: FreeTypeLibrary) {
        self.library = library
    }

    /// The face of `path`, opened now if no text has used it yet.
    func face(_ path: String) throws(TextError) -> FontFace {
        try faces.withLock { (faces: inout [String: FontFace]) throws(TextError) -> FontFace in
            if let face = faces[path] { return face }
            let face = try FontFace(path: path, library: library)
            faces[path] = face
            return face
        }
    }

    /// Checks `path` without reading the font: it must exist and be a regular file (a FIFO would block
    /// the run forever, a device never end), as `FileIO.checkRegularFile` classifies it. A file whose
    /// first four bytes are not an sfnt version or collection tag is opened now, so its error is FreeType's.
    func check(_ path: String) throws(TextError) {
        do throws(FileError) {
            try FileIO.checkRegularFile(path)
        } catch {
            switch error {
            case .fileNotFound: throw .fontFileNotFound(path: path)
            case .isDirectory: throw .fontFileUnreadable(path: path, reason: "it is a directory")
            case .notRegularFile: throw .fontFileUnreadable(path: path, reason: "it " + error.reason)
            default: throw .fontFileUnreadable(path: path, reason: error.reason)
            }
        }
        if !Self.startsLikeSfnt(path) { _ = try face(path) }
    }

    /// The sfnt version tags (TrueType 0x00010000, `OTTO`, `true`) and the collection tag `ttcf`.
    private static let sfntTags: Set<UInt32> = [0x0001_0000, 0x4F54_544F, 0x7472_7565, 0x7474_6366]

    private static func startsLikeSfnt(_ path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var head: [UInt8] = [0, 0, 0, 0]
        guard read(fd, &head, 4) == 4 else { return false }
        return sfntTags.contains(head.reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
    }
}
