/// A docs test that could not get what it checks (a command's help, a page): the message says what failed.
struct DocsError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
