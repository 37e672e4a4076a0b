import JSON
/// Checks what ids name, once the whole tree is known: ids are unique, and every reference names
/// an element of the right kind.
enum ReferenceChecker {
    static func check(_ content: Node, context: ReadContext) {
        var byID: [String: Node] = [:]
        for node in content.allNodes {
            guard let id = node.id else { continue }
            if let first = byID[id] {
                context.error(
                    "duplicate id \"\(Excerpt.clipped(id))\"; it is already used by the \(first.kind.typeName) at \(first.location)",
                    at: node.location, path: JSONPath(rawDescription: node.path).appending("id"))
            } else {
                byID[id] = node
            }
        }
        for reference in context.references where !context.unreadableIDs.contains(reference.id) {
            guard let target = byID[reference.id] else {
                let hint = Suggestion.phrase(for: reference.id, in: byID.keys.sorted())
                context.error(
                    "\(reference.role) names \"\(Excerpt.clipped(reference.id))\", but no element has that id\(hint)",
                    at: reference.location, path: reference.path)
                continue
            }
            if !reference.kinds.isEmpty && !reference.kinds.contains(target.kind.typeName) {
                let kinds = reference.kinds.map(English.withArticle).joined(separator: " or ")
                context.error(
                    "\(reference.role) must be \(kinds), but \"\(reference.id)\" is \(English.withArticle(target.kind.typeName))",
                    at: reference.location, path: reference.path)
            }
        }
    }
}
