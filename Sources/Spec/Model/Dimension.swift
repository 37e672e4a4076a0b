/// A frame limit: a number of points, or `infinity` (fill what the parent offers).
public enum Dimension: Sendable, Hashable {
    case points(Double)
    case infinity
}
