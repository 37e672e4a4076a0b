import Spec

/// The spec element a laid-out node draws (or is a part of): its position in the spec's view tree,
/// depth first in reading order, as `ScreenSpec.content.allNodes` lists them (the root is 0).
public struct ElementReference: Sendable, Hashable, Comparable {
    public let index: Int

    public init(index: Int) {
        self.index = index
    }

    /// The element in `elements` (`ScreenSpec.content.allNodes`).
    public func node(in elements: [Node]) -> Node {
        elements[index]
    }

    public static func < (lhs: ElementReference, rhs: ElementReference) -> Bool { lhs.index < rhs.index }
}
