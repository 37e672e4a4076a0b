import JSON
import Spec

/// One node of the laid-out tree: an element of the spec (or a part of one, such as a button's
/// title) with its frame in points. Immutable; the contract rendering and checks read.
package struct LayoutNode: Sendable, Equatable {
    /// The spec element's id; parts get `<id>.title`, `<id>.box` and so on (for layout dumps;
    /// code finds a part's element through `owner`).
    package let id: String?
    /// The spec element's type (vstack, text, button, …) or the part it is (title, label, box, …).
    package let role: LayoutRole
    /// The spec element this node draws, or of which it is a part.
    package let owner: ElementReference
    package let element: LayoutElement
    /// Absolute, in points, origin at the content's top leading corner.
    package internal(set) var frame: Rect
    package internal(set) var text: TextLayout?
    /// Laid out but not drawn (a loading button's title under its spinner).
    package internal(set) var isHidden: Bool
    package internal(set) var children: [LayoutNode]
    /// A control's hit region when its `tapArea` makes it differ from its frame; nil: the frame.
    package internal(set) var hitRegion: Rect?
    /// A surface drawn behind the node's content, filling its frame (a `background`, a section's
    /// rows, a separator); nil for none.
    package internal(set) var surface: SurfacePaint?
    /// Where the element is written in the spec.
    package let sourcePath: String
    package let sourceLocation: SourceLocation

    package init(
        id: String?, role: LayoutRole, owner: ElementReference, element: LayoutElement, frame: Rect, text: TextLayout? = nil,
        isHidden: Bool = false,
        children: [LayoutNode] = [], surface: SurfacePaint? = nil, sourcePath: String, sourceLocation: SourceLocation
    ) {
        self.id = id
        self.role = role
        self.owner = owner
        self.element = element
        self.frame = frame
        self.text = text
        self.isHidden = isHidden
        self.children = children
        self.surface = surface
        self.sourcePath = sourcePath
        self.sourceLocation = sourceLocation
    }

    /// Where a tap reaches the control: its hit region, else its frame.
    package var hitFrame: Rect { hitRegion ?? frame }

    /// This node and all below it, in reading (paint) order.
    package var allNodes: [LayoutNode] {
        DepthFirst.nodes(from: self, children: \.children)
    }

    package func node(withID id: String) -> LayoutNode? {
        allNodes.first { $0.id == id }
    }

    /// The node of the spec element `owner` itself (not one of its parts).
    package func elementNode(_ owner: ElementReference) -> LayoutNode? {
        allNodes.first { $0.owner == owner && $0.role.isElement }
    }

    /// The node of the spec element a finding names: its id, or its JSONPath when it has none.
    package func elementNode(named name: String) -> LayoutNode? {
        allNodes.first { $0.role.isElement && ($0.id ?? $0.sourcePath) == name }
    }

    /// The part `part` of this node's element, among its descendants.
    package func part(_ part: LayoutPart) -> LayoutNode? {
        allNodes.first { $0.role == .part(part) && $0.owner == owner }
    }
}
