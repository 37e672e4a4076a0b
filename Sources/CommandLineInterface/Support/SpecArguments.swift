import Foundation
import Spec

/// Expands SPEC… arguments: files as given, directories to every spec inside them (sorted).
enum SpecArguments {
    /// With `requireExisting`, a path that does not exist is a usage error naming it ("no such
    /// file"), before anything is rendered; `validate` reports it as the file's diagnostic instead.
    static func expand(_ arguments: [String], command: String, requireExisting: Bool = false) throws(UsageError) -> [String] {
        var files: [String] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue {
                let found = SpecLoader.specFiles(in: argument)
                if found.isEmpty {
                    throw UsageError("no spec files (*.json) in directory '\(argument)'", command: command)
                }
                files.append(contentsOf: found)
            } else if requireExisting && !FileManager.default.fileExists(atPath: argument) {
                throw UsageError("\(argument): no such file; check the path", command: command)
            } else {
                files.append(argument)
            }
        }
        return files
    }
}
