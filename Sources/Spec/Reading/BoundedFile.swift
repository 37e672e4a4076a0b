import Files
import Limits

/// Reads an input file (a spec, tokens, a configuration, a report): a regular file only (a FIFO would
/// block, `/dev/zero` never ends), and at most `limit` bytes (`Limits.maximumSpecBytes` by default).
/// The reading is `FileIO.readAll`'s, the one bounded reader; this names its failures as a phrase
/// that follows the path in a diagnostic.
package enum BoundedFile {
    /// The file's bytes, or why it cannot be read (a phrase that follows the path); `what` names the
    /// kind of file in the size message.
    package static func contents(
        of path: String, limit: Int = Limits.maximumSpecBytes,
        what: String = "a spec or tokens file"
    ) -> Result<[UInt8], Problem> {
        do {
            return .success(try FileIO.readAll(path, limit: limit))
        } catch {
            return .failure(Problem(phrase(error, limit: limit, what: what)))
        }
    }

    static func phrase(_ error: FileError, limit: Int, what: String) -> String {
        switch error {
        case .fileNotFound: "does not exist"
        case .isDirectory: "is a folder, not a file"
        case .notRegularFile(_, "not a regular file"): "is not a regular file"
        case .notRegularFile(_, let kind): "is \(kind), not a regular file"
        case .fileTooLarge: "is larger than \(Limits.describe(bytes: limit)), the limit for \(what)"
        case .permissionDenied: "cannot be read (Permission denied)"
        case .fileSystem(_, _, let reason): "cannot be read (\(reason))"
        case .directoryNotFound: "does not exist"
        }
    }

    package struct Problem: Error {
        package let phrase: String

        init(_ phrase: String) {
            self.phrase = phrase
        }
    }
}
