/// A mistake on the command line: what is wrong and how to get it right. Exit status 2.
struct UsageError: Error, Sendable, Equatable {
    let message: String
    /// The command whose usage to show ("" for the tool).
    let command: String

    init(_ message: String, command: String = "") {
        self.message = message
        self.command = command
    }
}
