/// A frame limit: a number of points, or `infinity` (fill what the parent offers).
package enum Dimension: Sendable, Hashable {
    case points(Double)
    case infinity
}
