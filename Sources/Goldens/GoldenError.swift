import Spec

/// Everything that can go wrong in the golden-image stage: comparing, reading and writing the
/// goldens folder and its manifest. `description` says what is wrong and what to do.
public enum GoldenError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The two images compared do not have the same size. The names, when given, are shown in
    /// the message (typically file paths).
    case sizeMismatch(
        firstWidth: Int, firstHeight: Int, secondWidth: Int, secondHeight: Int,
        firstName: String? = nil, secondName: String? = nil)
    /// `PixelMatchOptions.threshold` is not a number from 0 to 1.
    case invalidThreshold(Double)
    /// `PixelMatchOptions.alpha` is not a number from 0 to 1.
    case invalidAlpha(Double)
    /// `manifest.json` is not valid JSON or a value in it is wrong: every problem, located.
    case invalidManifest(path: String, problems: [Diagnostic])
    /// A file or folder of the goldens cannot be written.
    case unwritable(path: String, reason: String)
    /// A golden or the manifest cannot be read as a file (a folder, a FIFO, too large, no permission).
    case unreadable(path: String, reason: String)
    /// The manifest could not be locked for an update.
    case lockFailed(path: String, reason: String)
    /// The goldens folder does not exist and recording was not asked for; `suggestion` is a
    /// sibling folder with a similar name.
    case noFolder(path: String, suggestion: String?)
    /// The goldens path is a file, not a folder.
    case notAFolder(path: String)
    /// `--scale` asks for another scale than the goldens were recorded at, without re-recording
    /// (nil: device scale, each spec at its own viewport's).
    case scaleMismatch(folder: String, recorded: Int?, requested: Int?)
    /// The output folder is the goldens folder or inside it.
    case outInsideGoldens(out: String, goldens: String)
    /// The scene cache's folder is the goldens folder or inside it.
    case cacheInsideGoldens(cache: String, goldens: String)
    /// Specs whose output (and golden) folders would be the same: the folder name and the files.
    case sharedFolder(name: String, files: [String])

    public var description: String {
        switch self {
        case .sizeMismatch(let firstWidth, let firstHeight, let secondWidth, let secondHeight, let firstName, let secondName):
            let first = "\(firstWidth)x\(firstHeight)"
            let second = "\(secondWidth)x\(secondHeight)"
            let sizes: String
            if let firstName, let secondName {
                sizes = "\(firstName) is \(first) but \(secondName) is \(second)"
            } else {
                sizes = "\(first) and \(second)"
            }
            return "images differ in size: \(sizes); only images of the same size can be compared"
        case .invalidThreshold(let value):
            return "invalid threshold \(value); expected a number from 0 to 1"
        case .invalidAlpha(let value):
            return "invalid diff alpha \(value); expected a number from 0 to 1"
        case .invalidManifest(let path, let problems):
            return (problems.map(\.description) + [Self.invalidManifestAdvice(path)]).joined(separator: "\n")
        case .unwritable(let path, let reason):
            return "cannot write \(path): \(reason); check the --goldens folder and its permissions"
        case .unreadable(let path, let reason):
            return "\(path): \(reason)"
        case .lockFailed(let path, let reason):
            return "cannot lock \(path) to update its manifest: \(reason)"
        case .noFolder(let path, let suggestion):
            let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
            return
                "no goldens folder '\(path)'\(hint); name the folder that holds manifest.json, or record new goldens there with --record missing"
        case .notAFolder(let path):
            return "'\(path)' is a file, not a folder; --goldens names the folder of golden PNGs and manifest.json"
        case .scaleMismatch(let folder, let recorded, let requested):
            func named(_ scale: Int?) -> String { scale.map { "@\($0)x" } ?? "device scale (each spec at its viewport's)" }
            let record = requested.map { "record at @\($0)x" } ?? "record at device scale"
            return
                "the goldens in '\(folder)' were recorded at \(named(recorded)) and --scale asks for \(named(requested)); \(record) with --record all, or drop --scale"
        case .outInsideGoldens(let out, let goldens):
            let relation = out == goldens ? "is the --goldens folder" : "is inside --goldens '\(goldens)'"
            return "--out '\(out)' \(relation); renders and diff images must not mix with goldens: choose an --out folder outside it"
        case .cacheInsideGoldens(let cache, let goldens):
            let relation = cache == goldens ? "is the --goldens folder" : "is inside --goldens '\(goldens)'"
            return "the scene cache folder '\(cache)' \(relation); nothing but goldens goes there: "
                + "set BUTTONCHECK_CACHE_DIR to a folder outside it, or to off"
        case .sharedFolder(let name, let files):
            let list = files.count == 2 ? "\(files[0]) and \(files[1])" : files.dropLast().joined(separator: ", ") + " and " + files.last!
            var slugs: [String] = []
            for slug in files.map(SpecLoader.slug(for:)) where !slugs.contains(where: { $0.utf8.elementsEqual(slug.utf8) }) {
                slugs.append(slug)
            }
            if slugs.count == 1 {
                return
                    "\(list) would share the output and golden folder '\(name)' (a spec's folder is its file name without .json); rename all but one of them"
            }
            // Told apart on Linux, one folder on macOS.
            let detail =
                slugs.allSatisfy({ $0 == slugs[0] })
                ? "'\(name)' is written in two Unicode normalisation forms"
                : slugs.map { "'\($0)'" }.joined(separator: " and ") + " differ only in case"
            return "\(list) would share one output and golden folder on macOS, whose file system ignores case and Unicode normalisation "
                + "(\(detail)); rename all but one of them"
        }
    }

    /// The lines to print: one per located problem for a manifest, else "error: " and the description.
    public var lines: [String] {
        if case .invalidManifest(let path, let problems) = self {
            return problems.map(\.description) + ["error: " + Self.invalidManifestAdvice(path)]
        }
        return ["error: \(description)"]
    }

    private static func invalidManifestAdvice(_ path: String) -> String {
        "\(path): invalid golden manifest; fix the values above or restore the file from version control (or delete it and record every golden again with --record all)"
    }

    /// The same error with the images named (for `sizeMismatch`; other errors are returned as
    /// they are).
    public func naming(_ firstName: String, _ secondName: String) -> GoldenError {
        guard case .sizeMismatch(let firstWidth, let firstHeight, let secondWidth, let secondHeight, _, _) = self else { return self }
        return .sizeMismatch(
            firstWidth: firstWidth, firstHeight: firstHeight, secondWidth: secondWidth, secondHeight: secondHeight,
            firstName: firstName, secondName: secondName)
    }
}
