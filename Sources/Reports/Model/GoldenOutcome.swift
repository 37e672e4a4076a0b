import Spec

/// How one render compared with its golden image.
public struct GoldenOutcome: Sendable, Hashable {
    public enum Status: String, Sendable, Hashable, CaseIterable {
        /// The render matches the golden (within tolerance), or hashes to the recorded pixels.
        case passed
        /// The render differs beyond tolerance.
        case failed
        /// There is no golden for this render (and the record mode did not write one).
        case missing
        /// A golden was written (record mode missing, failed or all); recording still fails the run.
        case recorded
    }

    public let renderCase: RenderCase
    public let status: Status
    /// The golden's path.
    public let golden: String
    /// Differing pixels and the total, when compared.
    public let mismatched: Int?
    public let total: Int?
    /// The expected | diff | actual image written for a failure.
    public let diffImage: String?
    /// One line for people: what happened and what to do.
    public let message: String
    /// For a failure: the elements whose pixels changed (most pixels first) and the largest ΔE00 of
    /// any changed pixel; empty and nil otherwise.
    public var changedElements: [ChangedElement] = []
    public var maxDeltaE: Double?
    /// The pending golden written for it (`….new.png`, for `buttoncheck review`), if any.
    public var pending: String?
    /// For a VoiceOver transcript golden whose text changed: the pending text written for it (`….new.txt`, for
    /// `buttoncheck review`) and the change as a unified diff headed by the two files (`LineDiff.unified`'s lines).
    /// The HTML report shows it with an accept / reject choice; the other reports leave it out.
    package var pendingTranscript: String?
    package var transcriptDiff: [String] = []

    public init(
        renderCase: RenderCase, status: Status, golden: String, mismatched: Int? = nil, total: Int? = nil,
        diffImage: String? = nil, message: String
    ) {
        self.renderCase = renderCase
        self.status = status
        self.golden = golden
        self.mismatched = mismatched
        self.total = total
        self.diffImage = diffImage
        self.message = message
    }

    /// Failed, missing and recorded goldens fail the run.
    public var failsRun: Bool { status != .passed }
}
