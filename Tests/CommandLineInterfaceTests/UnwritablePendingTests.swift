import Foundation
import Testing

/// Issue 26, item 12: a golden that fails where its pending golden cannot be written is still a failure.
@Suite struct UnwritablePendingTests {
    static let clean = CheckCommandTests.clean
    static let darkText = CleanSpecGolden.darkText

    /// Issue 26, item 12: a golden failing in a folder where its pending golden cannot be written was "could
    /// not be checked" (exit 2, not counted). It is a failure (exit 1, counted), with a warning. (As root,
    /// permissions stop no write: a folder where the pending image goes stands for a read-only folder.)
    @available(macOS 15, *)
    @Test func aFailingGoldenWhosePendingFileCannotBeWrittenIsStillAFailure() throws {
        try withSpecDirectory(["clean.json": Self.clean]) { (directory: String) throws in
            #expect(CleanSpecGolden.record(directory).status == 1)
            let goldens = directory + "/goldens"
            try Self.darkText.write(toFile: directory + "/clean.json", atomically: true, encoding: .utf8)
            try FileManager.default.createDirectory(atPath: goldens + "/clean/light/large-idle.new.png", withIntermediateDirectories: true)
            let run = runTool(["check", directory + "/clean.json", "--size", "large", "--goldens", goldens, "--pending"])
            #expect(run.status == 1, "\(run)")
            #expect(run.output.contains("goldens: 0 passed, 1 failed, 0 missing, 0 recorded"), "\(run.output)")
            #expect(
                run.error == """
                    warning: could not write 1 pending golden (\(goldens)/clean/light/large-idle.new.png: is a folder, not a file); the failures are reported, with nothing to review

                    """, "\(run.error)")
        }
    }
}
