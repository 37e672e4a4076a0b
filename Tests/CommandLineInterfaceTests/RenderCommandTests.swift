import Foundation
import Testing

@Suite struct RenderCommandTests {
    static let spec = """
        {"version": 1, "name": "Tiny", "viewport": {"width": 160, "height": 100, "scale": 1}, "appearances": ["light", "dark"],
         "content": {"type": "vstack", "children": [{"type": "button", "id": "b", "title": "Go", "style": "glassProminent",
           "states": {"disabled": {"cause": "inFlight"}}}]}}
        """

    @available(macOS 15, *)
    @Test func writesEveryRenderAndASheetByteIdenticallyWhateverTheJobs() throws {
        try withSpecDirectory(["tiny.json": Self.spec]) { directory in
            let one = runTool([
                "render", directory + "/tiny.json", "--out", directory + "/one", "--size", "large", "--size", "AX5", "--jobs", "1",
            ])
            #expect(one.status == 0)
            #expect(one.error == "wrote 9 PNGs for 1 of 1 spec into \(directory)/one\n")
            let two = runTool([
                "render", directory + "/tiny.json", "--out", directory + "/two", "--size", "large", "--size", "AX5", "--jobs", "2",
            ])
            #expect(two.status == 0)
            for name in ["light/large-idle", "light/AX5-disabled", "dark/large-disabled", "dark/AX5-idle"] {
                let first = try Data(contentsOf: URL(fileURLWithPath: "\(directory)/one/tiny/\(name).png"))
                let second = try Data(contentsOf: URL(fileURLWithPath: "\(directory)/two/tiny/\(name).png"))
                #expect(first == second, "\(name)")
                #expect(first.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            }
            let sheets = try ["one", "two"].map { try Data(contentsOf: URL(fileURLWithPath: "\(directory)/\($0)/tiny/sheet.png")) }
            #expect(sheets[0] == sheets[1])
        }
    }

    /// Issue 30: `--accessibility` writes each render's accessibility snapshot beside it, byte-identically
    /// whatever the jobs; without it, none.
    @available(macOS 15, *)
    @Test func accessibilityWritesASnapshotBesideEachRender() throws {
        try withSpecDirectory(["tiny.json": Self.spec]) { directory in
            let arguments = ["render", directory + "/tiny.json", "--size", "large", "--size", "AX5", "--accessibility"]
            let one = runTool(arguments + ["--out", directory + "/one", "--jobs", "1"])
            #expect(one == ToolRun(status: 0, output: "", error: "wrote 17 PNGs for 1 of 1 spec into \(directory)/one\n"))
            #expect(runTool(arguments + ["--out", directory + "/two", "--jobs", "2"]).status == 0)
            for name in ["light/large-idle", "light/AX5-disabled", "dark/large-disabled", "dark/AX5-idle"] {
                let first = try Data(contentsOf: URL(fileURLWithPath: "\(directory)/one/tiny/\(name).voiceover.png"))
                let second = try Data(contentsOf: URL(fileURLWithPath: "\(directory)/two/tiny/\(name).voiceover.png"))
                #expect(first == second, "\(name)")
                // The render (160 × 100 at scale 1) and the 300-point legend beside it; the legend of one element is shorter.
                let size = first[16..<24].map { Int($0) }
                #expect((size[0] << 24 | size[1] << 16 | size[2] << 8 | size[3]) == 460, "\(name)")
                #expect((size[4] << 24 | size[5] << 16 | size[6] << 8 | size[7]) == 100, "\(name)")
            }
            let plain = runTool(["render", directory + "/tiny.json", "--size", "large", "--out", directory + "/plain"])
            #expect(plain.error == "wrote 5 PNGs for 1 of 1 spec into \(directory)/plain\n")
            #expect(!FileManager.default.fileExists(atPath: "\(directory)/plain/tiny/light/large-idle.voiceover.png"))
            #expect(FileManager.default.fileExists(atPath: "\(directory)/plain/tiny/light/large-idle.png"))
        }
    }

    @available(macOS 15, *)
    @Test func renderNeedsAnOutputFolderAndAWritableOne() throws {
        try withSpecDirectory(["tiny.json": Self.spec, "blocker": "a file where a folder should be"]) { directory in
            let missing = runTool(["render", directory + "/tiny.json"])
            #expect(missing.status == 2)
            #expect(missing.error == "error: missing '--out DIR': where to write the PNGs\nhint: see 'buttoncheck render --help'\n")
            // Issue 12, item 10: what is wrong with the path, not an NSError dump.
            let blocked = runTool(["render", directory + "/tiny.json", "--out", directory + "/blocker", "--size", "large"])
            #expect(
                blocked
                    == ToolRun(
                        status: 2, output: "",
                        error:
                            "error: cannot create the folder \(directory)/blocker: \(directory)/blocker is a file, not a folder; choose another location\n"
                    ))
            let below = runTool(["render", directory + "/tiny.json", "--out", directory + "/blocker/renders", "--size", "large"])
            #expect(
                below
                    == ToolRun(
                        status: 2, output: "",
                        error:
                            "error: cannot create the folder \(directory)/blocker/renders: \(directory)/blocker is a file, not a folder; choose another location\n"
                    ))
            let untouched = try String(contentsOfFile: directory + "/blocker", encoding: .utf8)
            #expect(untouched == "a file where a folder should be")
        }
    }

    @available(macOS 15, *)
    @Test func aStateOrAppearanceTheSpecDoesNotDeclareIsBadInput() throws {
        // Issue 12, item 10: `--state loading` on a spec without it rendered nothing and exited 0.
        try withSpecDirectory(["tiny.json": Self.spec]) { directory in
            let file = directory + "/tiny.json"
            let render = runTool(["render", file, "--out", directory + "/out", "--state", "loading", "--size", "large"])
            #expect(
                render
                    == ToolRun(
                        status: 2, output: "",
                        error: """
                            error: \(file): --state loading selects nothing: the spec's states are idle, disabled; choose one of them or drop --state
                            wrote 0 PNGs for 0 of 1 spec into \(directory)/out

                            """))
            let check = runTool(["check", file, "--state", "loading", "--state", "invalidSubmit", "--size", "large"])
            #expect(check.status == 2)
            #expect(
                check.error.hasPrefix(
                    "error: \(file): --state loading, invalidSubmit selects nothing: the spec's states are idle, disabled; choose one of them or drop --state\n"
                ))
            // One declared state among those asked for is enough.
            #expect(
                runTool(["render", file, "--out", directory + "/out", "--state", "loading", "--state", "disabled", "--size", "large"])
                    .status == 0)
        }
        let lightOnly = Self.spec.replacingOccurrences(of: #""appearances": ["light", "dark"],"#, with: "")
        try withSpecDirectory(["light.json": lightOnly]) { directory in
            let render = runTool([
                "render", directory + "/light.json", "--out", directory + "/out", "--appearance", "dark", "--size", "large",
            ])
            #expect(render.status == 2)
            #expect(
                render.error.hasPrefix(
                    "error: \(directory)/light.json: --appearance dark selects nothing: the spec's appearances are light; choose one of them or drop --appearance\n"
                ))
        }
    }
}

/// `render --help` shows `--out` as required, without brackets (issue 13, item 12).
@Suite struct RenderUsageTests {
    @available(macOS 15, *)
    @Test func outIsShownAsRequired() {
        let help = runTool(["render", "--help"])
        #expect(help.status == 0)
        #expect(
            help.output.contains(
                "\nUSAGE: buttoncheck render --out DIR [--config FILE] [--exclude GLOB] [--accessibility] [--size SIZE] "
                    + "[--state STATE] [--appearance APPEARANCE] [--setting SETTINGS] [--locale LOCALE] "
                    + "[--scale N] [--jobs N] [--color WHEN] SPEC…|DIR\n"))
    }
}
