// The "Using it from Swift" example of docs/swift-api.md, verbatim below the marker: this file is
// compiled and run by `swift test`, and SwiftAPIExampleMatchesTests checks the page still shows exactly it.
// DOCS EXAMPLE
import ButtonCheck
import Testing

@Test func buttonsWorkForEveryone() throws {
    var options = Verification.Options()
    options.record = .never
    let result = try Verification.run(specs: "specs", goldens: "goldens", out: "out", options: options)
    // Every spec's findings are exactly the rules its "expect" lists (none, for a spec without one).
    #expect(result.unexpectedFindings.isEmpty, "\(result.unexpectedFindings.map(\.file))")
    #expect(result.goldenFailures.isEmpty, "\(result.goldenFailures.map { $0.diffImage ?? $0.message })")
}
