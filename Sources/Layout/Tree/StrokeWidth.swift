/// How thick a border is drawn: one device pixel at any scale (a hairline), or a width in points.
package enum StrokeWidth: Sendable, Hashable {
    case hairline
    case points(Double)
}
