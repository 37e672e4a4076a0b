/// How loading is drawn: overlay keeps the label laid out (hidden) under a centred spinner; replace swaps the label for the spinner, so the button collapses.
package enum LoadingIndicator: String, CaseIterable, Sendable, Hashable {
    case overlay
    case replace
}
