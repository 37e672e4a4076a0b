import Files
import Foundation
import Goldens
import PNG
import Pixels

/// The one golden helper of the test suites: layout dumps, report fixtures and raster references
/// are compared with the files they were recorded in, recorded through the one switch
/// (`RecordMode`, `BUTTONCHECK_RECORD`), and a failure says what differs: the changed lines of a
/// text, or the count of changed pixels and an `expected | diff | actual` image.
public enum Golden {
    /// The package's root folder.
    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Where failure images go: `BUTTONCHECK_GOLDEN_ARTIFACTS`, else a folder in the temporary directory.
    public static var artifacts: String {
        ProcessInfo.processInfo.environment["BUTTONCHECK_GOLDEN_ARTIFACTS"] ?? NSTemporaryDirectory() + "buttoncheck-golden-failures"
    }

    /// The largest golden read.
    static let maximumBytes = 64 << 20

    /// How to rewrite a golden, in messages.
    static let recordHint = "review the change, then run again with \(RecordMode.variable)=failed to rewrite it"

    // MARK: Text

    /// Compares `actual` with the text file at `path` and records it as `mode` says.
    public static func check(_ actual: String, golden path: String, mode: RecordMode) throws(GoldenAssertionError) -> GoldenVerdict {
        let expected: String?
        do {
            let bytes = try FileIO.readAll(path, limit: maximumBytes)
            guard let text = String(bytes: bytes, encoding: .utf8) else { throw GoldenAssertionError("\(shown(path)): is not UTF-8 text") }
            expected = text
        } catch let error as FileError {
            guard case .fileNotFound = error else { throw GoldenAssertionError(error.description) }
            expected = nil
        } catch let error as GoldenAssertionError {
            throw error
        } catch {
            throw GoldenAssertionError("\(shown(path)): \(error)")
        }
        return try settle(
            expected: expected.map { ($0 == actual, lineDiff(expected: $0, actual: actual)) }, path: path, mode: mode,
            record: { () throws(GoldenAssertionError) in try write(Array(actual.utf8), to: path) })
    }

    /// The lines that differ between two texts, as one hunk: the common lines before and after are
    /// left out, the expected lines are marked `-` and the actual ones `+` (at most 12 of each).
    public static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        let removed = old[prefix..<(old.count - suffix)]
        let added = new[prefix..<(new.count - suffix)]
        func listed(_ lines: ArraySlice<Substring>, _ mark: String) -> [String] {
            lines.prefix(12).map { "\(mark) \($0)" } + (lines.count > 12 ? ["\(mark) … \(lines.count - 12) more lines"] : [])
        }
        return
            (["@@ line \(prefix + 1): \(removed.count) lines expected, \(added.count) found"] + listed(removed, "-") + listed(added, "+"))
            .joined(separator: "\n")
    }

    // MARK: Images

    /// Compares `actual` with the PNG at `path`, pixel for pixel. `recordable: false` is for goldens
    /// another tool owns (the corpus goldens, kept with their manifest by `buttoncheck check`):
    /// they are never written here, and the message says how to record them.
    package static func check(
        _ actual: RGBAImage, golden path: String, mode: RecordMode, recordable: Bool = true,
        recordCommand: String? = nil
    ) throws(GoldenAssertionError) -> GoldenVerdict {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let result: GoldenComparison.Result
        do {
            result = try GoldenComparison().compare(actual, store: GoldenStore(directory: folder), relative: name, entry: nil)
        } catch {
            throw GoldenAssertionError("\(shown(path)): \(error)")
        }
        let found: (same: Bool, difference: String)?
        switch result {
        case .missing: found = nil
        case .identical, .passed: found = (true, "")
        case .broken(let reason): found = (false, reason)
        case .failed(let mismatched, let total, let composite, _):
            let artifact = artifacts + "/" + shown(path) + ".diff.png"
            do {
                try FileManager.default.createDirectory(
                    atPath: (artifact as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try PNG.write(composite, to: artifact)
            } catch {
                throw GoldenAssertionError("cannot write the failure image \(artifact): \(error)")
            }
            found = (false, "\(mismatched) of \(total) pixels differ; expected | diff | actual: \(artifact)")
        }
        guard recordable else {
            let hint = "record it with " + (recordCommand ?? "the tool that owns it")
            return try settle(expected: found, path: path, mode: .never, missingHint: hint, differsHint: hint, record: {})
        }
        return try settle(
            expected: found, path: path, mode: mode,
            record: { () throws(GoldenAssertionError) in
                do {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                    try PNG.write(actual, to: path)
                } catch {
                    throw GoldenAssertionError("cannot record \(shown(path)): \(error)")
                }
            })
    }

    // MARK: Shared

    /// The outcome of a comparison (`expected`: nil when there is no golden, else whether it is the
    /// same and how it differs), recording as `mode` says.
    static func settle(
        expected: (same: Bool, difference: String)?, path: String, mode: RecordMode,
        missingHint: String = "run with \(RecordMode.variable)=missing to record it", differsHint: String = recordHint,
        record: () throws(GoldenAssertionError) -> Void
    ) throws(GoldenAssertionError) -> GoldenVerdict {
        guard let expected else {
            if mode.writes(missing: true, differs: false) {
                try record()
                return .missing(recorded: true, message: "recorded a new golden \(shown(path)); review it and run again")
            }
            return .missing(recorded: false, message: "no golden \(shown(path)); \(missingHint)")
        }
        if expected.same { return .matched }
        if mode.writes(missing: false, differs: true) {
            try record()
            return .differs(
                recorded: true, message: "\(shown(path)) differed and was rewritten; review the change:\n\(expected.difference)")
        }
        return .differs(recorded: false, message: "\(shown(path)) differs; \(differsHint):\n\(expected.difference)")
    }

    static func write(_ bytes: [UInt8], to path: String) throws(GoldenAssertionError) {
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        } catch {
            throw GoldenAssertionError("cannot record \(shown(path)): \(error.localizedDescription)")
        }
        do {
            try FileIO.writeAtomically(bytes, to: path)
        } catch {
            throw GoldenAssertionError("cannot record \(error.description)")
        }
    }

    /// `path` relative to the repository when it is inside it.
    static func shown(_ path: String) -> String {
        path.hasPrefix(repository + "/") ? String(path.dropFirst(repository.count + 1)) : path
    }
}
