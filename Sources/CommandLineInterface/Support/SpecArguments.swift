import Foundation
import Spec

/// Expands SPEC… arguments: files as given, directories to every spec inside them (sorted).
enum SpecArguments {
    static func expand(_ arguments: [String], command: String) throws(UsageError) -> [String] {
        var files: [String] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue {
                let found = SpecLoader.specFiles(in: argument)
                if found.isEmpty {
                    throw UsageError("no spec files (*.json) in directory '\(argument)'", command: command)
                }
                files.append(contentsOf: found)
            } else {
                files.append(argument)
            }
        }
        return files
    }
}
