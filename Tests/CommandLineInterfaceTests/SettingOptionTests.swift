import Foundation
import Testing

/// `--setting` keeps one display-setting combination of a spec (repeatable, `none` for the default),
/// and every output names the combination of a render and of a finding.
@Suite struct SettingOptionTests {
    static let spec = """
        {"version": 2, "name": "Tiny", "viewport": {"width": 160, "height": 100, "scale": 1}, "settings": [[], ["boldText"]],
         "content": {"type": "vstack", "children": [{"type": "text", "id": "t", "text": "Hello", "lineLimit": 1}]}}
        """

    @available(macOS 15, *)
    @Test func renderWritesTheCombinationsChosenUnderTheirVariantFolders() throws {
        try withSpecDirectory(["tiny.json": Self.spec]) { directory in
            let bold = runTool([
                "render", directory + "/tiny.json", "--out", directory + "/bold", "--size", "large", "--setting", "boldText",
            ])
            #expect(bold.status == 0)
            #expect(bold.error == "wrote 2 PNGs for 1 of 1 spec into \(directory)/bold\n")
            #expect(FileManager.default.fileExists(atPath: "\(directory)/bold/tiny/light+boldText/large-idle.png"))
            #expect(!FileManager.default.fileExists(atPath: "\(directory)/bold/tiny/light"))
            let both = runTool([
                "render", directory + "/tiny.json", "--out", directory + "/both", "--size", "large", "--setting", "none", "--setting",
                "boldText",
            ])
            #expect(both.error == "wrote 3 PNGs for 1 of 1 spec into \(directory)/both\n")
            #expect(FileManager.default.fileExists(atPath: "\(directory)/both/tiny/light/large-idle.png"))
        }
    }

    @available(macOS 15, *)
    @Test func anUnknownSettingOrOneTheSpecDoesNotSweepIsBadInput() throws {
        try withSpecDirectory([
            "tiny.json": Self.spec, "plain.json": Self.spec.replacingOccurrences(of: #""settings": [[], ["boldText"]],"#, with: ""),
        ]) { directory in
            let typo = runTool(["check", directory + "/tiny.json", "--setting", "boldTxt"])
            #expect(
                typo
                    == ToolRun(
                        status: 2, output: "",
                        error: """
                            error: invalid value 'boldTxt' for '--setting': 'boldTxt' is not a display setting (did you mean 'boldText'?); use none or settings joined by '+' from: boldText, increaseContrast, reduceTransparency, buttonShapes
                            hint: see 'buttoncheck check --help'

                            """))
            let file = directory + "/plain.json"
            let nothing = runTool(["render", file, "--out", directory + "/out", "--setting", "boldText", "--size", "large"])
            #expect(nothing.status == 2)
            #expect(
                nothing.error.hasPrefix(
                    "error: \(file): --setting boldText selects nothing: the spec's setting combinations are none; choose one of them or drop --setting\n"
                ))
        }
    }

    @available(macOS 15, *)
    @Test func layoutTakesASettingAndNamesIt() throws {
        try withSpecDirectory(["tiny.json": Self.spec]) { directory in
            let run = runTool(["layout", directory + "/tiny.json", "--setting", "boldText", "--json"])
            #expect(run.status == 0)
            #expect(run.output.filter { !$0.isWhitespace }.contains(#""settings":["boldText"],"size":"large""#))
            let plain = runTool(["layout", directory + "/tiny.json", "--json"])
            #expect(!plain.output.contains("settings"))
        }
    }
}
