import Files
import Foundation
import JSON
import Spec

/// The files a spec is made from besides itself: its tokens file, its font files and its backdrop
/// image, read from the spec's JSON as it is (so they are known even while the spec has other
/// problems), as absolute paths. Paths in a spec are relative to its folder.
enum SpecDependencies {
    /// nil when the file cannot be read or is not a JSON object: the check that follows reports why,
    /// and the spec is watched on its own until it parses.
    static func of(_ file: String) -> Set<String>? {
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        let root: JSONNode
        do {
            root = try JSONParser.parse(Array(data))
        } catch {
            return nil
        }
        guard case .object(let members) = root.value else { return nil }
        let folder = FilePath.deletingLastComponent(absolute(file))
        func resolve(_ path: String) -> String {
            absolute(path.hasPrefix("/") ? path : folder + "/" + path)
        }
        var files: Set<String> = []
        for member in members {
            switch (member.key, member.value.value) {
            case ("tokens", .string(let path)):
                files.insert(resolve(path))
            case ("fonts", .object(let fonts)):
                for font in fonts { if case .string(let path) = font.value.value { files.insert(resolve(path)) } }
            case ("backdrop", .object(let fields)):
                if let path = fields.member("path"), case .string(let value) = path.value.value { files.insert(resolve(value)) }
            default:
                continue
            }
        }
        return files
    }

    /// An absolute, standardised path (from the current directory when relative).
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
