/// Why a button is disabled. Only impossible and precondition are legitimate with a visible reason; inFlight is the loading guard; incompleteInput and invalidForm are the Disabled Mystery.
package enum DisabledCause: String, CaseIterable, Sendable, Hashable {
    case inFlight
    case impossible
    case precondition
    case incompleteInput
    case invalidForm
}
