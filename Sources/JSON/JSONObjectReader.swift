/// The one way a reader looks up a member of a parsed JSON object: by key, with its key's location.
/// (Objects keep their members in source order; a key given twice is reported by the parser's
/// readers, and the first is the one read.)
extension Sequence<JSONMember> {
    /// The member named `key`, or nil.
    package func member(_ key: String) -> JSONMember? {
        first { $0.key == key }
    }
}

extension JSONNode {
    /// The members when this node is an object, else nil.
    package var members: [JSONMember]? {
        if case .object(let members) = value { members } else { nil }
    }

    /// The member named `key` when this node is an object that has it, else nil.
    package func member(_ key: String) -> JSONMember? {
        members?.member(key)
    }
}
