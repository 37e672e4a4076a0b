import Spec

/// The subtrees already laid out during one layout, by node and proposal.
///
/// Layout is a pure function of (node, proposed width, proposed height, fills width), and an hstack
/// asks each child twice (its ideal width, then the width it is offered). Without remembering, every
/// level of nested hstacks doubled the work: 22 levels never finished. With it, each node is laid out
/// once per distinct proposal, and nested stacks only ever propose a handful, so layout stays linear in
/// the number of nodes. The results are the very values the first call computed, so frames are
/// unchanged to the bit.
final class LayoutMemo {
    struct Key: Hashable {
        let node: Node
        let width: Double
        let height: Double?
        let fillsWidth: Bool
        let fillsHeight: Bool

        // The node's position in its file identifies it cheaply; equality then compares the node,
        // which is quick for the same stored value (its child arrays share storage).
        func hash(into hasher: inout Hasher) {
            hasher.combine(node.location)
            hasher.combine(width)
            hasher.combine(height)
            hasher.combine(fillsWidth)
            hasher.combine(fillsHeight)
        }
    }

    private var results: [Key: LayoutNode?] = [:]
    /// How many nodes were actually laid out (not served from memory); tests read it.
    private(set) var computed = 0

    func result(for key: Key, _ compute: () throws -> LayoutNode?) rethrows -> LayoutNode? {
        if let known = results[key] { return known }
        computed += 1
        let value = try compute()
        results[key] = .some(value)
        return value
    }
}
