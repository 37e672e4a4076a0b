import Foundation
import Testing

/// Issue 26, item 7: an output that is one of the inputs, or two reports to one file, is refused before
/// anything is written.
@Suite struct OutputCollisionTests {
    static let clean = CheckCommandTests.clean

    /// `diff a.png b.png --out a.png` replaced its own input; any path to an input is refused.
    @available(macOS 15, *)
    @Test func aDiffImageOverAnInputIsRefused() throws {
        try withSpecDirectory([:]) { (directory: String) throws in
            let a = directory + "/a.png"
            let b = directory + "/b.png"
            let first = TinyPNG.encode(width: 2, height: 2, fill: [255, 255, 255, 255], except: [[0, 0]: [0, 0, 0, 255]])
            try first.write(to: URL(fileURLWithPath: a))
            try TinyPNG.encode(width: 2, height: 2, fill: [255, 255, 255, 255]).write(to: URL(fileURLWithPath: b))
            #expect(link(b, directory + "/hard.png") == 0)
            for (out, input) in [(a, a), (directory + "/./b.png", b), (directory + "/hard.png", b)] {
                let run = runTool(["diff", a, b, "--out", out])
                #expect(
                    run
                        == ToolRun(
                            status: 2, output: "",
                            error: """
                                error: --out '\(out)' is the input '\(input)': the diff image would replace it; choose another path for --out
                                hint: see 'buttoncheck diff --help'

                                """), "\(run)")
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == first)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["a.png", "b.png", "hard.png"])
        }
    }

    /// Two `--report`s naming one file kept only the last: refused before anything runs.

    /// Two `--report`s naming one file kept only the last: refused before anything runs.
    @available(macOS 15, *)
    @Test func twoReportsToOneFileAreAUsageError() throws {
        try withSpecDirectory(["clean.json": Self.clean]) { (directory: String) throws in
            let path = directory + "/report.out"
            for second in [path, directory + "/./report.out"] {
                let run = runTool([
                    "check", directory + "/clean.json", "--size", "large", "--report", "json:" + path, "--report", "junit:" + second,
                ])
                #expect(
                    run
                        == ToolRun(
                            status: 2, output: "",
                            error: """
                                error: '--report json:\(path)' and '--report junit:\(second)' name the same file; give each report its own path
                                hint: see 'buttoncheck check --help'

                                """), "\(run)")
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["clean.json"])
        }
    }

    /// One-character relative paths crashed (SIGILL in Foundation's path splitting): `--goldens q` not yet
    /// existing, `review --goldens q`, `--report json:r/`.
}
