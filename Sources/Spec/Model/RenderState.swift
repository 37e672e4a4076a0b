/// A state a screen is rendered in. Idle always; the others when a button declares them (`focused` when
/// a web control declares a `focusRing`: the ring of the control Tab reaches first is drawn).
public enum RenderState: String, CaseIterable, Sendable, Hashable {
    case idle
    case disabled
    case loading
    case invalidSubmit
    case focused
}
