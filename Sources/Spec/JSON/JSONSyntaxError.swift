/// Why a file is not JSON, and where.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    public let message: String
    public let location: SourceLocation

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }
}
