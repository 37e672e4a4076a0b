/// Thrown when a spec cannot be used: every problem found in the file, in reading order.
public struct SpecLoadError: Error, Sendable, CustomStringConvertible {
    public let diagnostics: [Diagnostic]

    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics.sorted()
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
