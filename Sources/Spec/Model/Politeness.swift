/// How an announcement interrupts (format 2's `politeness`): `polite` waits until the screen reader is
/// idle (aria-live="polite"; on iOS the default priority), `assertive` interrupts what it is saying
/// (aria-live="assertive"; on iOS a high-priority announcement).
package enum Politeness: String, CaseIterable, Sendable, Hashable {
    case polite
    case assertive
}
