import Foundation
import Testing

/// Issue 26 (13): values from files and paths reached standard output raw, so an ESC or NUL in them could
/// recolour, move or hide report lines. Everything the tool prints has its control characters escaped.
@Suite struct ConsoleTests {
    @available(macOS 15, *)
    @Test func controlCharactersInPathsAreEscapedOnStandardOutputAndError() throws {
        try withSpecDirectory([
            "evil\u{1B}[2J\u{7}/clean.json": CheckCommandTests.clean, "bad\u{1B}]0;x\u{7}/broken.json": #"{"version": 2,"#,
        ]) { directory in
            let run = runTool(["validate", directory])
            #expect(run.status == 2)
            #expect(run.output == "\(directory)/evil\\u001B[2J\\u0007/clean.json: ok\n")
            #expect(
                run.error
                    == "\(directory)/bad\\u001B]0;x\\u0007/broken.json:1:15: error: unexpected end of file; expected a member name in double quotes (is the file truncated?) (at $)\n"
                    + "1 of 2 specs invalid\n")
            let check = runTool(["check", directory + "/evil\u{1B}[2J\u{7}", "--size", "large"])
            #expect(check.status == 0)
            #expect(!check.combined.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
            #expect(check.output.contains("\(directory)/evil\\u001B[2J\\u0007/clean.json — Clean: "))
        }
    }
}
