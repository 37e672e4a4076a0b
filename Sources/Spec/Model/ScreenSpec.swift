/// A validated, resolved spec: one screen or component, ready to be laid out.
public struct ScreenSpec: Sendable, Hashable {
    /// The spec file's path as given, and the name used for output paths (file name without `.json`).
    public let file: String
    public let slug: String
    public let name: String
    public let description: String?
    public let platform: Platform
    public let viewport: Viewport
    public let appearances: [Appearance]
    /// The display-setting combinations rendered, in the spec's order; `[.none]` by default.
    public let settings: [DisplaySettings]
    public let backdrop: Backdrop
    /// Weight → font file (absolute paths). Empty: the default font (Inter).
    public let fonts: [Weight: String]
    /// The spec's colour names; built-in parts take their semantic colours from it.
    public let palette: Palette
    public let content: Node
    public let suppressions: [Suppression]
    /// The rule ids the checker must find in this spec (the corpus is a regression suite).
    public let expect: [RuleID]

    public init(file: String, slug: String, name: String, description: String? = nil, platform: Platform = .ios,
                viewport: Viewport, appearances: [Appearance] = [.light], settings: [DisplaySettings] = [.none], backdrop: Backdrop = .default,
                fonts: [Weight: String] = [:], palette: Palette = .system, content: Node, suppressions: [Suppression] = [], expect: [RuleID] = []) {
        self.file = file
        self.slug = slug
        self.name = name
        self.description = description
        self.platform = platform
        self.viewport = viewport
        self.appearances = appearances
        self.settings = settings
        self.backdrop = backdrop
        self.fonts = fonts
        self.palette = palette
        self.content = content
        self.suppressions = suppressions
        self.expect = expect
    }

    /// The states rendered: idle, then each state some element declares, in RenderState order.
    public var states: [RenderState] { Self.states(of: content) }

    /// The states a view tree renders: idle, then each state some element declares, in RenderState order.
    public static func states(of content: Node) -> [RenderState] {
        var declared: Set<RenderState> = [.idle]
        for node in content.allNodes {
            if node.disabledState != nil { declared.insert(.disabled) }
            if case .button(let button) = node.kind { declared.formUnion(button.declaredStates) }
        }
        return RenderState.allCases.filter(declared.contains)
    }

    /// The node with an id, if any.
    public func node(withID id: String) -> Node? {
        content.allNodes.first { $0.id == id }
    }
}
