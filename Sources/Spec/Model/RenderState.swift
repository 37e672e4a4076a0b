/// A state a screen is rendered in. Idle always; the others when a button declares them (`focused` when
/// a web control declares a `focusRing`: every declared ring drawn at once).
public enum RenderState: String, CaseIterable, Sendable, Hashable {
    case idle
    case disabled
    case loading
    case invalidSubmit
    case focused
}
