import Spec

/// The spec element a laid-out node draws (or is a part of): its position in the spec's view tree,
/// depth first in reading order, as `ScreenSpec.content.allNodes` lists them (the root is 0).
package struct ElementReference: Sendable, Hashable, Comparable {
    package let index: Int

    package init(index: Int) {
        self.index = index
    }

    /// The element in `elements` (`ScreenSpec.content.allNodes`).
    package func node(in elements: [Node]) -> Node {
        elements[index]
    }

    package static func < (lhs: ElementReference, rhs: ElementReference) -> Bool { lhs.index < rhs.index }
}
