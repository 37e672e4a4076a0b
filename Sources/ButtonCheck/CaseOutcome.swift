import Goldens
import Raster

/// What checking one render left behind, kept until its spec is done: the golden's verdict, the image
/// written to the output folder, the render's contact-sheet cell, the pending golden written and the
/// environment the render was made in. (Each is nil where the run did not ask for it.)
struct CaseOutcome: Sendable {
    /// The golden comparison (nil: no goldens, or a size the goldens do not keep).
    var verdict: GoldenVerifier.Verdict?
    /// The image's name in the report and its path in the output folder.
    var written: (name: String, path: String)?
    /// The render reduced to its contact-sheet cell (with an output folder).
    var cell: ContactSheet.Cell?
    /// The golden a pending image was written for.
    var pending: String?
    /// The environment the render was made in (with goldens).
    var environment: GoldenEnvironment?
}
