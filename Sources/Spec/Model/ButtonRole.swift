/// What a button does: the screen's primary action or another.
package enum ButtonRole: String, CaseIterable, Sendable, Hashable {
    case primary
    case secondary
    case destructive
    case cancel
}
