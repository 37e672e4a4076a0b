/// What is behind the content: the pixels glass blurs and contrast is measured against.
package enum Backdrop: Sendable, Hashable {
    case solid(Color)
    /// Stops sorted by location; `start` and `end` in unit coordinates of the viewport.
    case linearGradient(stops: [GradientStop], start: UnitPoint, end: UnitPoint)
    /// A PNG scaled to cover the viewport. `path` is absolute (resolved against the spec's folder).
    case image(path: String)

    package static let `default` = Backdrop.solid(.system(.systemBackground))
}
