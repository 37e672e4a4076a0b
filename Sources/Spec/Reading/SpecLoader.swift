import Files
import Foundation
import JSON

/// Loads spec files: parse, validate, resolve colours and tokens. Every problem in a file is
/// reported, each with its line, column and JSONPath.
package enum SpecLoader {
    /// Reads and validates the spec at `path` (shown in messages as given).
    package static func load(path: String) throws(SpecLoadError) -> ScreenSpec {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw fileError(path, "no such file; check the path")
        }
        guard !isDirectory.boolValue else {
            throw fileError(path, "is a directory; name a spec file, or pass the directory to `check`/`validate` to take every spec in it")
        }
        let bytes: [UInt8]
        switch BoundedFile.contents(of: path) {
        case .success(let read): bytes = read
        case .failure(let problem): throw fileError(path, problem.phrase)
        }
        let base = FilePath.deletingLastComponent(path)
        return try load(bytes: bytes, file: path, baseDirectory: base.isEmpty ? "." : base)
    }

    /// Reads and validates a spec from bytes; relative paths in it are resolved against `baseDirectory`.
    package static func load(bytes: [UInt8], file: String, baseDirectory: String) throws(SpecLoadError) -> ScreenSpec {
        if let problem = unsafeSlugProblem(slug(for: file)) { throw fileError(file, problem) }
        let context = ReadContext(file: file, baseDirectory: baseDirectory)
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw SpecLoadError(diagnostics: [Diagnostic(file: file, location: error.location, path: "$", message: error.message)])
        }
        // A file named on the command line is always read: one that is no spec at all (a package.json)
        // gets one clear error rather than every key a spec lacks.
        if case .object(let members) = root.value, !members.isEmpty, !SpecRecognition.looksLikeSpec(members) {
            throw SpecLoadError(diagnostics: [Diagnostic(file: file, location: root.location, path: "$", message: notSpecMessage)])
        }
        let spec = SpecReader.read(root, context: context, slug: slug(for: file))
        if let spec, context.diagnostics.isEmpty { return spec }
        if context.diagnostics.isEmpty {
            // Defensive: a reader that gave up must have said why.
            throw fileError(file, "could not be read")
        }
        throw SpecLoadError(diagnostics: context.diagnostics)
    }

    /// The error for a file named on the command line that is not a spec.
    static let notSpecMessage =
        SpecRecognition.missing
        + "; a spec is a JSON object {\"version\": 1, \"name\": …, \"viewport\": …, \"content\": …}: "
        + "check the path, or leave this file out"

    /// The name used for output folders: the file name without `.json`.
    package static func slug(for file: String) -> String {
        let name = (file as NSString).lastPathComponent
        return name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    }

    /// Why a slug cannot name a folder under `--out` and `--goldens` (it would leave them, or hide
    /// in them): empty, ".", "..", a path separator or a control character. Nil when it is safe.
    static func unsafeSlugProblem(_ slug: String) -> String? {
        let isUnsafe =
            slug.isEmpty || slug == "." || slug == ".." || slug.contains("/") || slug.contains("\\")
            || slug.unicodeScalars.contains { $0.properties.generalCategory == .control }
        guard isUnsafe else { return nil }
        let shown = slug.unicodeScalars.map { $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0) }.joined()
        return
            "the file name gives the output folder name \"\(shown)\", which is not a safe folder name (not empty, \".\" or \"..\", no \"/\", \"\\\" or control characters); rename the file"
    }

    /// Every spec file under a directory, sorted: `*.json` files except `*.tokens.json`, `*.strings.json` (a locale's texts) and `*.schema.json`.
    package static func specFiles(in directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            guard name.hasSuffix(".json"), !name.hasSuffix(".tokens.json"), !name.hasSuffix(".strings.json"),
                !name.hasSuffix(".schema.json"),
                !name.hasPrefix(".")
            else { continue }
            files.append((directory as NSString).appendingPathComponent(relative))
        }
        return files.sorted()
    }

    private static func fileError(_ path: String, _ message: String) -> SpecLoadError {
        SpecLoadError(diagnostics: [Diagnostic(file: path, location: .start, path: "", message: message)])
    }
}
