import Goldens
import Layout

/// A render's elements as `ChangeArea`s: the frame of every spec element drawn (not its parts, which
/// belong to it; not hidden ones), in image pixels, in paint order, named as findings name them.
enum ChangeAreas {
    package static func areas(of tree: LayoutTree) -> [ChangeArea] {
        let scale = Double(tree.scale)
        return tree.root.allNodes.compactMap { node -> ChangeArea? in
            guard node.role.isElement, !node.isHidden else { return nil }
            let x = Int((node.frame.minX * scale).rounded(.down))
            let y = Int((node.frame.minY * scale).rounded(.down))
            let right = Int((node.frame.maxX * scale).rounded(.up))
            let bottom = Int((node.frame.maxY * scale).rounded(.up))
            return ChangeArea(name: node.id ?? node.sourcePath, x: x, y: y, width: max(0, right - x), height: max(0, bottom - y))
        }
    }
}
