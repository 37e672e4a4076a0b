/// A state a screen is rendered in. Idle always; the others when a button declares them.
public enum RenderState: String, CaseIterable, Sendable, Hashable {
    case idle
    case disabled
    case loading
    case invalidSubmit
}
