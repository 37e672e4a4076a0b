import JSON

/// Which fields name which elements in their `describedBy` (HTML's aria-describedby, format 2, web),
/// gathered from the raw view tree before it is read, so that an inline error read before (or after)
/// its field knows which field describes itself with it: an error is linked to its field by its own
/// `for`, by the field's `describedBy`, or by both when they agree.
struct DescribedByIndex {
    /// One field's `describedBy` entry naming an element.
    struct Link {
        let field: String
        let location: SourceLocation
        let path: JSONPath
    }

    /// Element id → the fields that name it, in reading order.
    private(set) var links: [String: [Link]] = [:]

    init() {}

    /// Every node object with a string `id` and a `describedBy` array, anywhere under `content` (the
    /// reader reports `describedBy` where it does not belong; this only collects).
    init(content: JSONNode, path: JSONPath) {
        collect(content, path: path)
    }

    /// The fields whose `describedBy` names `id`.
    func fields(describedBy id: String) -> [Link] {
        links[id] ?? []
    }

    private mutating func collect(_ node: JSONNode, path: JSONPath) {
        switch node.value {
        case .object(let members):
            if case .string(let field)? = members.member("id")?.value.value,
                let list = members.member("describedBy"), case .array(let entries) = list.value.value
            {
                for (index, entry) in entries.enumerated() {
                    guard case .string(let id) = entry.value else { continue }
                    links[id, default: []].append(
                        Link(field: field, location: entry.location, path: path.appending("describedBy").appending(index)))
                }
            }
            for member in members { collect(member.value, path: path.appending(member.key)) }
        case .array(let elements):
            for (index, element) in elements.enumerated() { collect(element, path: path.appending(index)) }
        default:
            break
        }
    }
}
