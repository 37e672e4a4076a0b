/// Why a file is not JSON, and where.
package struct JSONSyntaxError: Error, Sendable, Equatable {
    package let message: String
    package let location: SourceLocation

    package init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }
}
