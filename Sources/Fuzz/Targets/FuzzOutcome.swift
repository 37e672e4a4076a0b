/// What a fuzz target made of one input: accepted, or refused with the reader's message (the text a user
/// would read). A kept crasher's `.expected` file holds this description.
package enum FuzzOutcome: Equatable, Sendable, CustomStringConvertible {
    case ok
    case refused(String)

    /// "ok", or the message.
    package var description: String {
        switch self {
        case .ok: "ok"
        case .refused(let message): message
        }
    }
}
