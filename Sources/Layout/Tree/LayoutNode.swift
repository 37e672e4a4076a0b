import Spec

/// One node of the laid-out tree: an element of the spec (or a part of one, such as a button's
/// title) with its frame in points. Immutable; the contract rendering and checks read.
public struct LayoutNode: Sendable, Equatable {
    /// The spec element's id; parts get `<id>.title`, `<id>.box` and so on.
    public let id: String?
    /// The spec `type` (vstack, text, button, …) or the part name (title, label, box, placeholder, value, spinner, control).
    public let kind: String
    public let element: LayoutElement
    /// Absolute, in points, origin at the content's top leading corner.
    public internal(set) var frame: Rect
    public internal(set) var text: TextLayout?
    /// Laid out but not drawn (a loading button's title under its spinner).
    public internal(set) var isHidden: Bool
    public internal(set) var children: [LayoutNode]
    /// Where the element is written in the spec.
    public let sourcePath: String
    public let sourceLocation: SourceLocation

    public init(id: String?, kind: String, element: LayoutElement, frame: Rect, text: TextLayout? = nil, isHidden: Bool = false,
                children: [LayoutNode] = [], sourcePath: String, sourceLocation: SourceLocation) {
        self.id = id
        self.kind = kind
        self.element = element
        self.frame = frame
        self.text = text
        self.isHidden = isHidden
        self.children = children
        self.sourcePath = sourcePath
        self.sourceLocation = sourceLocation
    }

    /// This node and all below it, in reading (paint) order.
    public var allNodes: [LayoutNode] {
        var result: [LayoutNode] = []
        var pending: [LayoutNode] = [self]
        while let node = pending.popLast() {
            result.append(node)
            pending.append(contentsOf: node.children.reversed())
        }
        return result
    }

    public func node(withID id: String) -> LayoutNode? {
        allNodes.first { $0.id == id }
    }
}
