import Checks
import Files
import Foundation
import Spec

/// Expands SPEC… arguments: files as given, folders to every spec inside them (sorted), less the files
/// `--exclude` and the configuration's `"exclude"` match; JSON files in a folder that are not specs
/// are skipped with a note on standard error (`SpecFolder`, `SpecRecognition`).
enum SpecArguments {
    static let excludeOption = OptionSpec.value(
        "exclude", "GLOB",
        "Leave out the files in the folders given whose path relative to the folder matches GLOB (repeatable; * ? and ** as in "
            + ".gitignore; also the configuration's \"exclude\").",
        repeatable: true)

    /// `--config` for the commands that read a configuration only for its `"exclude"` list.
    static let configOption = OptionSpec.value(
        "config", "FILE",
        "Project configuration, read for its \"exclude\" list; default ./\(CheckCommand.defaultConfiguration) if present.")

    /// With `requireExisting`, a path that does not exist is a usage error naming it ("no such
    /// file"), before anything is rendered; `validate` reports it as the file's diagnostic instead.
    /// A file named explicitly is always read, whatever the globs.
    static func expand(
        _ arguments: [String], command: String, requireExisting: Bool = false, excluding patterns: [String] = [],
        console: Console? = nil
    ) throws(UsageError) -> [String] {
        let globs = patterns.map(PathGlob.init)
        var files: [String] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue {
                let folder = SpecFolder(argument, excluding: globs)
                for skipped in folder.skipped { console?.printError("note: skipped \(skipped.file): \(skipped.reason)") }
                if folder.specs.isEmpty {
                    let why = folder.skipped.isEmpty && folder.excluded.isEmpty ? "" : " (skipped: \(Self.reasons(folder)))"
                    throw UsageError("no spec files (*.json) in directory '\(argument)'\(why)", command: command)
                }
                files.append(contentsOf: folder.specs)
            } else if requireExisting && !FileManager.default.fileExists(atPath: argument) {
                throw UsageError("\(argument): no such file; check the path", command: command)
            } else {
                files.append(argument)
            }
        }
        return files
    }

    /// The `--exclude` globs, then the configuration's.
    static func exclusions(_ arguments: ParsedArguments, configuration: CheckConfiguration) -> [String] {
        arguments.values("exclude") + configuration.exclude
    }

    private static func reasons(_ folder: SpecFolder) -> String {
        let notSpecs = folder.skipped.isEmpty ? nil : "\(folder.skipped.count) not spec\(folder.skipped.count == 1 ? "" : "s")"
        let excluded = folder.excluded.isEmpty ? nil : "\(folder.excluded.count) excluded"
        return [notSpecs, excluded].compactMap { $0 }.joined(separator: ", ")
    }
}
