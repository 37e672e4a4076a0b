import Spec

/// One render of a spec: appearance × size × state.
public struct RenderCase: Sendable, Hashable, Comparable {
    public let appearance: Appearance
    public let size: SizeCategory
    public let state: RenderState

    public init(appearance: Appearance, size: SizeCategory, state: RenderState) {
        self.appearance = appearance
        self.size = size
        self.state = state
    }

    /// Its name in paths and test names: `light/AX5-disabled`.
    public var name: String { "\(appearance.rawValue)/\(size.rawValue)-\(state.rawValue)" }

    public static func < (lhs: RenderCase, rhs: RenderCase) -> Bool {
        (Appearance.allCases.firstIndex(of: lhs.appearance)!, lhs.size, RenderState.allCases.firstIndex(of: lhs.state)!)
            < (Appearance.allCases.firstIndex(of: rhs.appearance)!, rhs.size, RenderState.allCases.firstIndex(of: rhs.state)!)
    }
}
