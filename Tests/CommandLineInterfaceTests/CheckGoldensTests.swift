import Foundation
import Testing

/// `check --goldens`: the folder, the manifest and the outputs around it (issues 12 and 13).
@Suite struct CheckGoldensTests {
    static let clean = CheckCommandTests.clean

    /// Records clean.json's golden at large into DIR/goldens and returns the recording run.
    @available(macOS 15, *)
    private func record(_ directory: String) -> ToolRun {
        runTool(["check", directory + "/clean.json", "--size", "large", "--goldens", directory + "/goldens", "--record", "missing"])
    }

    /// Issue 11: `--scale N` fixes a goldens folder's scale and `--scale device` returns it to each spec's own;
    /// asking for the other without re-recording exits 2 naming both.
    @available(macOS 15, *)
    @Test func scaleDeviceReturnsAFixedFolderToDeviceScale() throws {
        try withSpecDirectory(["clean.json": Self.clean]) { directory in
            let goldens = directory + "/goldens"
            let base = ["check", directory + "/clean.json", "--size", "large", "--goldens", goldens]
            #expect(runTool(base + ["--record", "missing", "--scale", "2"]).status == 1)
            let refused = runTool(base + ["--record", "never", "--scale", "device"])
            #expect(refused.status == 2)
            #expect(
                refused.error.contains(
                    "error: the goldens in '\(goldens)' were recorded at @2x and --scale asks for device scale (each spec at its viewport's); record at device scale with --record all, or drop --scale"
                ),
                "\(refused.error)")
            #expect(runTool(base + ["--record", "all", "--scale", "device"]).status == 1)
            let manifest = try String(contentsOfFile: goldens + "/manifest.json", encoding: .utf8)
            #expect(!manifest.contains("\"scale\""))
            let plain = runTool(base + ["--record", "never"])
            #expect(plain.status == 0)
            #expect(!plain.error.contains("rendering at @"))
        }
    }

    @available(macOS 15, *)
    @Test func aMistypedGoldensFolderIsAnErrorWithADidYouMean() throws {
        try withSpecDirectory(["clean.json": Self.clean]) { directory in
            #expect(record(directory).status == 1)
            let typo = runTool(["check", directory + "/clean.json", "--size", "large", "--goldens", directory + "/golden"])
            #expect(typo.status == 2)
            #expect(
                typo.error
                    == "error: no goldens folder '\(directory)/golden' (did you mean '\(directory)/goldens'?); name the folder that holds manifest.json, or record new goldens there with --record missing\n"
            )
            #expect(!FileManager.default.fileExists(atPath: directory + "/golden"))
            // Recording asked for on the command line creates it.
            let explicit = runTool([
                "check", directory + "/clean.json", "--size", "large", "--goldens", directory + "/golden", "--record", "missing",
            ])
            #expect(explicit.status == 1)
            #expect(FileManager.default.fileExists(atPath: directory + "/golden/manifest.json"))
        }
    }

    @available(macOS 15, *)
    @Test func anInvalidManifestExitsTwoWithLocatedProblems() throws {
        try withSpecDirectory(["clean.json": Self.clean, "goldens/manifest.json": #"{"version": 1, "scale": 1e9}"#]) { directory in
            let run = runTool([
                "check", directory + "/clean.json", "--size", "large", "--goldens", directory + "/goldens", "--record", "all",
            ])
            #expect(run.status == 2)
            #expect(
                run.error == """
                    \(directory)/goldens/manifest.json:1:25: error: "scale" must be 1, 2 or 3, found 1000000000 (at $.scale)
                    error: \(directory)/goldens/manifest.json: invalid golden manifest; fix the values above or restore the file from version control (or delete it and record every golden again with --record all)

                    """)
            let kept = try String(contentsOfFile: directory + "/goldens/manifest.json", encoding: .utf8)
            #expect(kept == #"{"version": 1, "scale": 1e9}"#)
        }
    }

    @available(macOS 15, *)
    @Test func anOutFolderInsideTheGoldensIsRefused() throws {
        try withSpecDirectory(["clean.json": Self.clean]) { directory in
            #expect(record(directory).status == 1)
            let run = runTool([
                "check", directory + "/clean.json", "--goldens", directory + "/goldens", "--out", directory + "/goldens/out",
            ])
            #expect(run.status == 2)
            #expect(
                run.error
                    == "error: --out '\(directory)/goldens/out' is inside --goldens '\(directory)/goldens'; renders and diff images must not mix with goldens: choose an --out folder outside it\n"
            )
        }
    }

    @available(macOS 15, *)
    @Test func specsSharingAFileNameAreRefusedByCheckAndRender() throws {
        try withSpecDirectory(["a/form.json": Self.clean, "b/form.json": Self.clean]) { directory in
            let expected =
                "error: \(directory)/a/form.json and \(directory)/b/form.json would share the output and golden folder 'form' (a spec's folder is its file name without .json); rename all but one of them\n"
            let check = runTool(["check", directory, "--size", "large"])
            #expect(check.status == 2)
            #expect(check.error == expected)
            let render = runTool(["render", directory, "--size", "large", "--out", directory + "/out"])
            #expect(render.status == 2)
            #expect(render.error == expected)
            #expect(!FileManager.default.fileExists(atPath: directory + "/out"))
        }
    }

    /// A spec named `...json` had the slug "..": its outputs went to the parent of --out.
    @available(macOS 15, *)
    @Test func aSpecWhoseNameIsNotASafeFolderNameIsRefused() throws {
        try withSpecDirectory(["specs/...json": Self.clean]) { directory in
            let run = runTool(["check", directory + "/specs/...json", "--size", "large", "--out", directory + "/out/renders"])
            #expect(run.status == 2)
            #expect(
                run.error.hasPrefix(
                    """
                    \(directory)/specs/...json: error: the file name gives the output folder name "..", which is not a safe folder name (not empty, "." or "..", no "/", "\\" or control characters); rename the file

                    """))
            let written = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
            #expect(written == ["specs"])
        }
    }

    /// Never mode writes nothing: a clean check of a read-only goldens folder exits 0 with its report.
    @available(macOS 15, *)
    @Test func aCleanCheckOfAReadOnlyGoldensFolderExitsZero() throws {
        try withSpecDirectory(["clean.json": Self.clean]) { directory in
            #expect(record(directory).status == 1)
            let goldens = directory + "/goldens"
            let before = try FileManager.default.subpathsOfDirectory(atPath: goldens).sorted()
            let manifest = try Data(contentsOf: URL(fileURLWithPath: goldens + "/manifest.json"))
            for item in before.reversed() + [""] {
                try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: goldens + (item.isEmpty ? "" : "/" + item))
            }
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: goldens) }
            let run = runTool(["check", directory + "/clean.json", "--size", "large", "--goldens", goldens, "--record", "never"])
            #expect(run.status == 0)
            #expect(run.output.hasPrefix("\(directory)/clean.json — Clean: clean\n\n"))
            #expect(
                run.output.contains(
                    "1 spec (1 passed, 0 failed), 1 render: 0 errors, 0 warnings, 0 notes; goldens: 1 passed, 0 failed, 0 missing, 0 recorded"
                ))
            // Recorded without --scale: device scale, the spec's own, so nothing to say about the scale.
            #expect(!run.error.contains("rendering at @"))
            #expect(try FileManager.default.subpathsOfDirectory(atPath: goldens).sorted() == before)
            #expect(try Data(contentsOf: URL(fileURLWithPath: goldens + "/manifest.json")) == manifest)
            for item in before { try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: goldens + "/" + item) }
        }
    }
}

/// Where `check --goldens` keeps its scene cache, and `--verify-pixels`, which leaves it out.
@Suite struct CheckSceneCacheTests {
    /// The scene-cache files under `folder`.
    private func cacheFiles(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix("scenes-") && $0.hasSuffix(".txt") }
    }

    @available(macOS 15, *)
    @Test func theCacheFolderComesFromTheEnvironmentAndVerifyPixelsLeavesItOut() throws {
        #if os(Linux)
            try withSpecDirectory(["clean.json": CheckCommandTests.clean]) { directory in
                let base = ["check", directory + "/clean.json", "--size", "large", "--goldens", directory + "/goldens"]
                let home = ["HOME": directory + "/home"]
                #expect(runTool(base + ["--record", "missing"], environment: home).status == 1)
                #expect(cacheFiles(directory + "/home/.cache/buttoncheck").count == 1)
                // XDG_CACHE_HOME comes first, and BUTTONCHECK_CACHE_DIR before it.
                #expect(runTool(base, environment: home.merging(["XDG_CACHE_HOME": directory + "/xdg"]) { $1 }).status == 0)
                #expect(cacheFiles(directory + "/xdg/buttoncheck").count == 1)
                #expect(
                    runTool(
                        base,
                        environment: home.merging(["XDG_CACHE_HOME": directory + "/xdg", "BUTTONCHECK_CACHE_DIR": directory + "/own"]) {
                            $1
                        }
                    )
                    .status == 0)
                #expect(cacheFiles(directory + "/own").count == 1)
                // Off, or --verify-pixels: nothing is kept.
                for (environment, extra) in [
                    (home.merging(["BUTTONCHECK_CACHE_DIR": "off", "XDG_CACHE_HOME": directory + "/off"]) { $1 }, [String]()),
                    (["XDG_CACHE_HOME": directory + "/verify"], ["--verify-pixels"]),
                ] {
                    let run = runTool(base + extra, environment: environment)
                    #expect(run.status == 0, "\(run)")
                }
                #expect(
                    !FileManager.default.fileExists(atPath: directory + "/off")
                        && !FileManager.default.fileExists(atPath: directory + "/verify"))
                // Never into the goldens folder.
                let inside = runTool(base, environment: ["BUTTONCHECK_CACHE_DIR": directory + "/goldens/.cache"])
                #expect(inside.status == 2)
                #expect(
                    inside.error
                        == "error: the scene cache folder '\(directory)/goldens/.cache' is inside --goldens '\(directory)/goldens'; "
                        + "nothing but goldens goes there: set BUTTONCHECK_CACHE_DIR to a folder outside it, or to off\n", "\(inside.error)"
                )
                #expect(!FileManager.default.fileExists(atPath: directory + "/goldens/.cache"))
            }
        #endif
    }
}
