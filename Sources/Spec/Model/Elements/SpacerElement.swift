/// Flexible space along its stack's axis.
public struct SpacerElement: Sendable, Hashable {
    public let minLength: Double

    public init(minLength: Double = 8) {
        self.minLength = minLength
    }
}
