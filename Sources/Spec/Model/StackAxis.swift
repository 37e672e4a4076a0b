/// The direction a breakpoint lays a row out in (CSS `flex-direction` `row` or `column`).
package enum StackAxis: String, CaseIterable, Sendable, Hashable {
    case horizontal
    case vertical
}
