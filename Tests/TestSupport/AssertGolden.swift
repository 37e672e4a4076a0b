import Pixels
import Testing

/// Fails the current test unless `actual` equals the text golden at `path`; records it as
/// `BUTTONCHECK_RECORD` says (a recorded golden fails the test too, to be reviewed).
public func assertGolden(_ actual: String, at path: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let check = { () throws(GoldenAssertionError) -> GoldenVerdict in
        try Golden.check(actual, golden: path, mode: RecordMode.fromEnvironment())
    }
    report(check, sourceLocation: sourceLocation)
}

/// Fails the current test unless `actual` has the pixels of the PNG golden at `path`; on a
/// difference, an `expected | diff | actual` image is written and named. `recordable: false` for
/// goldens kept by another tool (`recordCommand` says how to record them).
package func assertGolden(
    _ actual: RGBAImage, at path: String, recordable: Bool = true, recordCommand: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let check = { () throws(GoldenAssertionError) -> GoldenVerdict in
        try Golden.check(actual, golden: path, mode: RecordMode.fromEnvironment(), recordable: recordable, recordCommand: recordCommand)
    }
    report(check, sourceLocation: sourceLocation)
}

private func report(_ check: () throws(GoldenAssertionError) -> GoldenVerdict, sourceLocation: SourceLocation) {
    do {
        if let failure = try check().failure { Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation) }
    } catch {
        Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
    }
}
