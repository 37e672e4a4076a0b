import Foundation
import JSON
import Limits

extension ObjectReader {
    /// A text people see or hear (a title, label, reason, placeholder, …): a string, drawn as
    /// written, or (format 2) a key of the spec's `"strings"`, `{"key": "continue.title"}`, drawn in
    /// the locale being read (else in the source language). In the pseudo-locale the text is
    /// accented and expanded (`PseudoLocale`) unless `pseudo` is false (a field's value: what the
    /// user typed, not the app's words).
    func text(_ key: String, required: Bool = false, nonEmpty: Bool = false, pseudo: Bool = true) -> String? {
        guard let (node, path) = member(key, required: required) else { return nil }
        return Self.text(node, path: path, name: "\"\(key)\"", nonEmpty: nonEmpty, pseudo: pseudo, context: context)
    }

    /// A text as `text(_:)` reads it, from any node (an array element); `name` names it in messages.
    static func text(_ node: JSONNode, path: JSONPath, name: String, nonEmpty: Bool = false, pseudo: Bool = true, context: ReadContext) -> String? {
        var value: String
        switch node.value {
        case .string(let written):
            value = written
        case .object:
            guard let reader = ObjectReader(node, path: path, shape: "textKey", context: context),
                  context.requireVersion2(for: "a text named by its key ({\"key\": …})", at: node.location, path: path),
                  let key = reader.string("key", required: true, nonEmpty: true),
                  let keyNode = reader.member("key"),
                  let resolved = context.localizedText(forKey: key, at: keyNode.node.location, path: keyNode.path)
            else { return nil }
            value = resolved
        default:
            let expected = context.formatVersion < 2 ? "a string" : "a string or a text key such as {\"key\": \"continue.title\"}"
            context.error("expected \(expected), found \(node.value.kindDescription)", at: node.location, path: path)
            return nil
        }
        if nonEmpty && value.trimmingCharacters(in: .whitespaces).isEmpty {
            context.error("\(name) must not be empty", at: node.location, path: path)
            return nil
        }
        let length = value.unicodeScalars.count
        if length > Limits.maximumTextLength {
            context.error("\(name) is \(Limits.grouped(length)) characters long; the limit is \(Limits.grouped(Limits.maximumTextLength)) characters",
                          at: node.location, path: path)
            return nil
        }
        if pseudo, context.locale?.isPseudo == true { value = PseudoLocale.translate(value) }
        return value
    }
}
