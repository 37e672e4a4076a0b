/// A switch or a checkbox.
package enum ToggleStyle: String, CaseIterable, Sendable, Hashable {
    case `switch`
    case checkbox
}
