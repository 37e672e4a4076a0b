import ButtonCheck
import Foundation

/// Writes a file through a temporary file in the same folder and a rename, so a reader never sees
/// half a report and a failed write never replaces a good file.
enum AtomicFile {
    static func write(_ text: String, to path: String) throws(OutputError) {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            do {
                try OutputFolder.create(folder)
            } catch {
                throw OutputError("cannot write \(path): \(error.description)")
            }
        }
        let temporary = (folder.isEmpty ? "." : folder) + "/.\((path as NSString).lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
            throw OutputError("cannot write \(path): the folder is not writable; choose another path")
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw OutputError("cannot write \(path): \(reason)")
        }
    }
}
