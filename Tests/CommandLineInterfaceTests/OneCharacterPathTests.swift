import Foundation
import Testing

/// Issue 26, item 5: a one-character relative path crashed the tool (SIGILL in Foundation's
/// `NSString.deletingLastPathComponent`); paths are split by `FilePath` instead.
@Suite struct OneCharacterPathTests {
    static let clean = CheckCommandTests.clean

    /// One-character relative paths crashed (SIGILL in Foundation's path splitting): `--goldens q` not yet
    /// existing, `review --goldens q`, `--report json:r/`.
    @available(macOS 15, *)
    @Test func oneCharacterPathsAreOrdinaryPaths() throws {
        try withSpecDirectory(["clean.json": Self.clean]) { (directory: String) throws in
            let noFolder =
                "error: no goldens folder 'q'; name the folder that holds manifest.json, or record new goldens there with --record missing\n"
            let check = runTool(["check", directory + "/clean.json", "--size", "large", "--goldens", "q"])
            #expect(check == ToolRun(status: 2, output: "", error: noFolder), "\(check)")
            let review = runTool(["review", "--goldens", "q/", "--accept"])
            #expect(review == ToolRun(status: 2, output: "", error: noFolder.replacingOccurrences(of: "'q'", with: "'q/'")), "\(review)")
            let report = runTool(["check", directory + "/clean.json", "--size", "large", "--report", "json:r/"])
            #expect(report.status == 2)
            #expect(report.error == "error: cannot write r/: is a folder, not a file\n", "\(report.error)")
            #expect(!FileManager.default.fileExists(atPath: "q") && !FileManager.default.fileExists(atPath: "r"))
        }
    }
}
