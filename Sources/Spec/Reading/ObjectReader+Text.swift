import Foundation
import JSON

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
    static func text(_ node: JSONNode, path: JSONPath, name: String, nonEmpty: Bool = false, pseudo: Bool = true, context: ReadContext)
        -> String?
    {
        let value: String
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
        guard var text = checkedLength(value, name: name, nonEmpty: nonEmpty, at: node, path: path, context: context) else { return nil }
        if pseudo, context.locale?.isPseudo == true { text = PseudoLocale.translate(text) }
        return text
    }
}
