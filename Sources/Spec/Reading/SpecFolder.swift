import Files
import Foundation

/// The specs in a folder as people keep them: every `*.json` file at any depth (but `*.tokens.json`,
/// `*.strings.json`, `*.schema.json`, `buttoncheck.config.json` and hidden files and folders), less those an exclude glob matches
/// (on the path relative to the folder), less those that are not specs (`SpecRecognition`), which
/// are listed with the reason so the caller can say it skipped them.
package struct SpecFolder: Sendable {
    /// The folder as given.
    package let directory: String
    /// Spec files, sorted, each as the folder given joined with its relative path.
    package private(set) var specs: [String] = []
    /// JSON files that are not specs, sorted, with why.
    package private(set) var skipped: [(file: String, reason: String)] = []
    /// Files an exclude glob matched, sorted.
    package private(set) var excluded: [String] = []

    package init(_ directory: String, excluding globs: [PathGlob] = []) {
        self.directory = directory
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return }
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            guard Self.isCandidateName(name) else { continue }
            let path = (directory as NSString).appendingPathComponent(relative)
            if globs.contains(where: { $0.matches(relative) }) {
                excluded.append(path)
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            if let reason = Self.reasonNotSpec(path) {
                skipped.append((path, reason))
            } else {
                specs.append(path)
            }
        }
        specs.sort()
        skipped.sort { $0.file < $1.file }
        excluded.sort()
    }

    /// A name a spec file may have: `*.json`, but not a tokens, strings or schema file, nor the
    /// configuration (`buttoncheck.config.json`), nor hidden.
    package static func isCandidateName(_ name: String) -> Bool {
        name.hasSuffix(".json") && !name.hasSuffix(".tokens.json") && !name.hasSuffix(".strings.json") && !name.hasSuffix(".schema.json")
            && !name.hasPrefix(".") && name != configurationName
    }

    /// The configuration's file name (`check --config`'s default).
    package static let configurationName = "buttoncheck.config.json"

    /// Why the file at `path` is not a spec; nil when it is one, or when it cannot be read (then
    /// loading it reports why, as for any spec).
    package static func reasonNotSpec(_ path: String) -> String? {
        guard case .success(let bytes) = BoundedFile.contents(of: path) else { return nil }
        return SpecRecognition.reasonNotSpec(bytes)
    }

    /// `path` relative to the folder `directory` it was found in (as joined by this type).
    package static func relative(_ path: String, in directory: String) -> String {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
