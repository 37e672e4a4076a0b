import Spec

/// What a laid-out node is: a spec element of some type, or a part of one (its owner is the node's
/// `owner`).
package enum LayoutRole: Sendable, Hashable {
    case element(NodeType)
    case part(LayoutPart)

    /// The name layout dumps give it: the element's `type`, or the part's name.
    package var name: String {
        switch self {
        case .element(let type): type.rawValue
        case .part(let part): part.rawValue
        }
    }

    /// Whether the node is a spec element itself (not a part of one).
    package var isElement: Bool {
        if case .element = self { return true }
        return false
    }
}
