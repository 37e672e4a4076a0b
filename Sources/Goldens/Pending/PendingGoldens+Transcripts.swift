import Files
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Pending transcripts (`PendingTranscript`): written by a check next to a transcript golden that changed, listed,
/// shown as a diff, accepted and rejected by `buttoncheck review`, as the pending images are.
extension PendingGoldens {
    /// Writes the new text of a transcript golden (`golden` relative to the folder) that changed.
    package func writeTranscript(_ text: String, for golden: String) throws {
        let file = path(PendingTranscript.newFile(for: golden))
        do {
            try FileManager.default.createDirectory(atPath: FilePath.folder(of: file), withIntermediateDirectories: true)
        } catch {
            throw GoldenError.unwritable(path: file, reason: (error as NSError).localizedFailureReason ?? "cannot create the folder")
        }
        try store.writeAtomically(Array(text.utf8), to: file)
    }

    /// Deletes the pending text of `golden`, if any (its transcript matched or was recorded).
    package func removeTranscript(for golden: String) throws(PendingError) {
        let full = path(PendingTranscript.newFile(for: golden))
        if unlink(full) != 0 && errno != ENOENT {
            throw .unwritable(path: full, reason: String(cString: strerror(errno)))
        }
    }

    /// Every pending transcript of the folder, sorted by golden path.
    package func transcripts() -> [PendingTranscript] {
        guard let enumerator = FileManager.default.enumerator(atPath: store.directory) else { return [] }
        var found: [PendingTranscript] = []
        while let item = enumerator.nextObject() as? String {
            guard PendingTranscript.isPendingFile(item) else { continue }
            found.append(PendingTranscript(golden: String(item.dropLast(".new.txt".count)) + ".txt"))
        }
        return found.sorted { $0.golden < $1.golden }
    }

    /// The golden's text (empty when there is none) and the pending one, read by the one bounded reader.
    package func texts(of transcript: PendingTranscript) throws -> (old: String, new: String) {
        let old = try store.read(path(transcript.golden), what: "transcript golden") ?? []
        guard let new = try store.read(path(transcript.newFile), what: "pending transcript") else {
            throw PendingError.incomplete(path: path(transcript.newFile), missing: "text (it was deleted while being reviewed)")
        }
        return (String(decoding: old, as: UTF8.self), String(decoding: new, as: UTF8.self))
    }

    /// The change a pending transcript makes, as a unified diff (`LineDiff`) headed by the two files.
    package func diff(_ transcript: PendingTranscript) throws -> [String] {
        let texts = try texts(of: transcript)
        return ["--- \(path(transcript.golden))", "+++ \(path(transcript.newFile))"] + LineDiff.unified(old: texts.old, new: texts.new)
    }

    /// Makes the pending text the transcript golden (renamed over it, atomically).
    package func accept(_ transcript: PendingTranscript) throws(PendingError) {
        let golden = path(transcript.golden)
        if rename(path(transcript.newFile), golden) != 0 {
            throw .unwritable(path: golden, reason: String(cString: strerror(errno)))
        }
    }

    /// Deletes the pending text; the golden stays as it is.
    package func reject(_ transcript: PendingTranscript) throws(PendingError) {
        try removeTranscript(for: transcript.golden)
    }
}
