import Checks
import Spec

/// One self-contained, offline HTML page (inline CSS, a few lines of inline JS for the golden
/// swipe view, no external requests) showing each spec's status, contact sheet, findings next to
/// the render they occur in, and golden failures as expected | actual | diff plus a swipe view.
///
/// Images are linked, not embedded: the page is written into the `--out` folder and refers to the
/// renders, sheets, goldens and diffs by paths relative to `baseDirectory` (that folder).
/// Accessible (landmarks, skip link, heading levels, table headers with scope, alt text, visible
/// focus, 4.5:1 text) and deterministic (no dates; the same report gives the same bytes).
public enum HTMLReport {
    /// - Parameter baseDirectory: the folder the page is written into; image paths in the report
    ///   (as the run wrote them, relative to the current directory or absolute) are made relative to it.
    public static func render(_ report: RunReport, baseDirectory: String) -> String {
        var page = HTMLPage(baseDirectory: baseDirectory)
        page.document(report)
        return page.html
    }
}
