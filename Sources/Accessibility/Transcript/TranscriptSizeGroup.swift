import Spec

/// A group of consecutive sizes whose transcripts are the same.
package struct TranscriptSizeGroup: Sendable, Equatable {
    package let sizes: [SizeCategory]
    package let lines: [String]

    /// `large`, or the first and last size joined by an en dash: `xSmall–AX2`.
    package var name: String {
        sizes.count == 1 ? sizes[0].rawValue : "\(sizes[0].rawValue)–\(sizes[sizes.count - 1].rawValue)"
    }
}
