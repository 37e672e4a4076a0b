/// HTML's `inputmode` on a web field (format 2's `inputmode`): which on-screen keyboard a touch browser shows.
package enum InputMode: String, CaseIterable, Sendable, Hashable {
    case none
    case text
    case decimal
    case numeric
    case tel
    case search
    case email
    case url
}
