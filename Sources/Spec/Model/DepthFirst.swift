/// The one flattening of a tree (spec nodes, layout nodes): the root and every descendant, depth first
/// in reading order; a node `includes` refuses is left out with its whole subtree.
package enum DepthFirst {
    @inlinable
    package static func nodes<Item>(from root: Item, children: (Item) -> [Item], includes: (Item) -> Bool = { _ in true }) -> [Item] {
        var result: [Item] = []
        var pending: [Item] = [root]
        while let node = pending.popLast() {
            guard includes(node) else { continue }
            result.append(node)
            pending.append(contentsOf: children(node).reversed())
        }
        return result
    }
}
