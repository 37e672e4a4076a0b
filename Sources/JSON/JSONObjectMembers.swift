/// A JSON object read against a `JSONObjectShape`: its members by key, the keys the shape does not
/// allow (each with its closest allowed key), and the required keys it lacks. A key given twice never
/// gets here: the parser rejects it ("duplicate key …").
package struct JSONObjectMembers: Sendable {
    /// A key the shape does not allow, with the allowed key it is likely a typo of.
    package struct UnknownKey: Sendable {
        package let member: JSONMember
        /// The closest allowed key, or nil when none is close enough.
        package let suggestion: String?
        /// The path of the unknown member.
        package let path: JSONPath
    }

    /// The object itself.
    package let node: JSONNode
    /// The object's path.
    package let path: JSONPath
    /// Every member, in source order.
    package let list: [JSONMember]
    /// The members whose key the shape does not allow, in source order.
    package let unknownKeys: [UnknownKey]
    /// The required keys absent, in the shape's order.
    package let missingKeys: [String]
    private let byKey: [String: JSONMember]

    init(node: JSONNode, path: JSONPath, list: [JSONMember], shape: JSONObjectShape) {
        self.node = node
        self.path = path
        self.list = list
        var byKey: [String: JSONMember] = [:]
        for member in list { byKey[member.key] = member }
        self.byKey = byKey
        let allowed = Set(shape.allowed)
        unknownKeys = list.filter { !allowed.contains($0.key) }.map {
            UnknownKey(member: $0, suggestion: shape.suggestion(for: $0.key), path: path.appending($0.key))
        }
        missingKeys = shape.required.filter { byKey[$0] == nil }
    }

    /// The member named `key`, or nil.
    package subscript(key: String) -> JSONMember? {
        byKey[key]
    }

    /// The path of the member named `key`.
    package func path(of key: String) -> JSONPath {
        path.appending(key)
    }
}
