import Foundation
import JSON

/// One colour written in any syntax a spec accepts, outside a spec: hex, an iOS semantic name,
/// `{"light": …, "dark": …}`, or a `{token.path}` reference into a DTCG tokens file. Used by
/// `buttoncheck contrast`, so a colour checks out the same on the command line as in a spec.
package enum ColorExpression {
    /// The colour, resolved for both appearances. Problems are thrown as diagnostics against
    /// `label` (the tokens file's own problems against the tokens file).
    package static func resolve(_ text: String, tokensFile: String?, label: String) throws(SpecLoadError) -> Color {
        let context = ReadContext(file: label, baseDirectory: FileManager.default.currentDirectoryPath)
        if let tokensFile {
            context.namesTokensFile = true
            context.tokens = TokenStore(path: tokensFile, displayPath: tokensFile, reportingTo: context, at: .start, jsonPath: .root)
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let node: JSONNode
        do {
            // An adaptive colour is a JSON object; anything else is one colour string.
            if trimmed.hasPrefix("{") && trimmed.contains("\"") {
                node = try JSONParser.parse(Array(trimmed.utf8))
            } else {
                node = JSONNode(.string(trimmed), at: .start)
            }
        } catch {
            throw SpecLoadError(diagnostics: [
                Diagnostic(
                    file: label, location: error.location, path: "",
                    message: "not a colour: \(error.message); write {\"light\": \"#000000\", \"dark\": \"#FFFFFF\"}")
            ])
        }
        if let color = ColorReader.read(node, path: .root, context: context), context.diagnostics.isEmpty { return color }
        throw SpecLoadError(
            diagnostics: context.diagnostics.isEmpty
                ? [Diagnostic(file: label, location: .start, path: "", message: "not a colour")] : context.diagnostics)
    }
}
