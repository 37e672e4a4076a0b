import JSON

/// Whether a JSON file found in a folder is a ButtonCheck spec, so that the other JSON files people
/// keep beside their specs (`package.json`, `tsconfig.json`, fixtures) are skipped instead of failing
/// the run. A spec needs `version` (a number), `name`, `viewport` and `content`; a file is read as a
/// spec when it has any sign of one, so a broken spec is still reported as broken:
/// - valid JSON: an object with a `"content"` or `"viewport"` member, a numeric `"version"`, or a
///   `"$schema"` naming ButtonCheck (containing `buttoncheck`, as `schema/buttoncheck-spec.schema.json`);
/// - not valid JSON: its text contains `"content"`, `"viewport"`, `"version"` or `buttoncheck` (a spec
///   broken while it is being written), so a `tsconfig.json` with comments is skipped.
/// A file named on the command line is always read; one that is not a spec is an error there.
package enum SpecRecognition {
    /// Why the file is not a spec (the note's reason), or nil when it is to be read as one.
    package static func reasonNotSpec(_ bytes: [UInt8]) -> String? {
        guard let root = try? JSONParser.parse(bytes) else {
            let text = String(decoding: bytes, as: UTF8.self).lowercased()
            let signs = ["\"content\"", "\"viewport\"", "\"version\"", "buttoncheck"]
            return signs.contains(where: text.contains)
                ? nil
                : "not a ButtonCheck spec (not valid JSON, and no \"content\", \"viewport\", \"version\" or buttoncheck in it)"
        }
        guard case .object(let members) = root.value else {
            return "not a ButtonCheck spec (\(root.value.kindDescription), not an object)"
        }
        return looksLikeSpec(members) ? nil : missing
    }

    /// The reason given for a JSON object without any sign of a spec.
    package static let missing = "not a ButtonCheck spec (no \"content\", \"viewport\", numeric \"version\" or buttoncheck \"$schema\")"

    /// Whether a top-level object has any sign of a spec.
    static func looksLikeSpec(_ members: [JSONMember]) -> Bool {
        members.contains { member in
            switch (member.key, member.value.value) {
            case ("content", _), ("viewport", _), ("version", .number): true
            case ("$schema", .string(let schema)): schema.lowercased().contains("buttoncheck")
            default: false
            }
        }
    }
}
