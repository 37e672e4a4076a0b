/// The shape of a JSON object a reader expects: the keys it allows and the keys it requires. The one
/// object-reading core every reader uses (specs, tokens, the configuration, reports, the goldens
/// manifest); each reader keeps only its error policy (collect located diagnostics, or throw its
/// stage's error) and its own wording.
package struct JSONObjectShape: Sendable {
    /// Every key the object may have, in the order a message lists them.
    package let allowed: [String]
    /// The keys it must have, in the order a message lists the missing ones.
    package let required: [String]

    package init(allowed: [String], required: [String] = []) {
        self.allowed = allowed
        self.required = required
    }

    /// A shape of `required` keys and `optional` ones (allowed: the required, then the optional).
    package init(required: [String], optional: [String] = []) {
        self.init(allowed: required + optional, required: required)
    }

    /// The members of `node` read against this shape, or nil when `node` is not an object (each
    /// reader words that error itself).
    package func read(_ node: JSONNode, at path: JSONPath = .root) -> JSONObjectMembers? {
        guard case .object(let list) = node.value else { return nil }
        return JSONObjectMembers(node: node, path: path, list: list, shape: self)
    }

    /// The allowed key closest to `key` when it is close enough to be a likely typo, else nil.
    package func suggestion(for key: String) -> String? {
        JSONKeySuggestion.closest(to: key, in: allowed)
    }
}
