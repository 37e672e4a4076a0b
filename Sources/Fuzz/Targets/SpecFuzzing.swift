import Foundation
import Spec

/// The spec target: the input's first part is a spec, read by `SpecLoader` as `spec.json` in a fresh
/// temporary folder; each later part (`FuzzInputParts`) is written there first under its name, so the
/// String Catalogs, strings and tokens files the spec names are read through the real reader too.
enum SpecFuzzing {
    /// More files than a spec plausibly names only slow the target down.
    static let maximumFiles = 4

    static func run(_ input: [UInt8]) -> FuzzOutcome {
        let parts = FuzzInputParts(input)
        guard let folder = makeFolder() else { fatalError("cannot create a temporary folder for the spec target") }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for file in parts.files.prefix(maximumFiles) where isPlainName(file.name) {
            let path = folder + "/" + file.name
            guard FileManager.default.createFile(atPath: path, contents: Data(file.bytes)) else {
                fatalError("cannot write \(path) for the spec target")
            }
        }
        do {
            _ = try SpecLoader.load(bytes: parts.first, file: "spec.json", baseDirectory: folder)
            return .ok
        } catch {
            return .refused(error.description)
        }
    }

    /// A name that stays in the folder: not empty, ".", "..", no "/" or NUL, not overlong.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && name != "spec.json" && name.utf8.count <= 100
            && !name.contains("/") && !name.unicodeScalars.contains("\0")
    }

    private static func makeFolder() -> String? {
        var template = Array((NSTemporaryDirectory() + "/buttoncheck-fuzz-spec-XXXXXX").utf8CString)
        return template.withUnsafeMutableBufferPointer { buffer in
            mkdtemp(buffer.baseAddress!).map { String(cString: $0) }
        }
    }
}
