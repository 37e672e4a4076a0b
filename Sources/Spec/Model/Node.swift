/// One node of a spec's view tree, with the modifiers every node may carry and where it was written.
public struct Node: Sendable, Hashable {
    public let id: String?
    public let kind: NodeKind
    public let padding: EdgeInsets
    public let frame: Frame?
    /// Where the node's object starts in the spec file.
    public let location: SourceLocation
    /// Its JSONPath, such as `$.content.children[1]`.
    public let path: String

    public init(id: String?, kind: NodeKind, padding: EdgeInsets = .zero, frame: Frame? = nil,
                location: SourceLocation = .start, path: String = "$") {
        self.id = id
        self.kind = kind
        self.padding = padding
        self.frame = frame
        self.location = location
        self.path = path
    }

    /// The node's children (stacks only).
    public var children: [Node] {
        switch kind {
        case .vstack(let stack): stack.children
        case .hstack(let stack): stack.children
        case .zstack(let stack): stack.children
        default: []
        }
    }

    /// This node and every descendant, depth first in reading order.
    public var allNodes: [Node] {
        var result: [Node] = []
        var pending: [Node] = [self]
        while let node = pending.popLast() {
            result.append(node)
            pending.append(contentsOf: node.children.reversed())
        }
        return result
    }
}
