/// A golden assertion that could not run (an unreadable golden, a bad record mode).
public struct GoldenAssertionError: Error, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
