/// Where a title cut short at its line limit loses its text (SwiftUI's `truncationMode`): the "…"
/// goes at its end (tail), its start (head) or its middle.
package enum TruncationMode: String, CaseIterable, Sendable, Hashable {
    case tail
    case head
    case middle
}
