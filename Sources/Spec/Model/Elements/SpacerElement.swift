/// Flexible space along its stack's axis.
package struct SpacerElement: Sendable, Hashable {
    package let minLength: Double

    package init(minLength: Double = 8) {
        self.minLength = minLength
    }
}
