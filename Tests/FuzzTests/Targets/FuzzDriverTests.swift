import Foundation
import FuzzTargets
import Testing

/// The fuzz executables of a plain build are replayers: `fuzz-json FILE|FOLDER…` runs each input once and prints
/// its outcome (docs/fuzzing.md).
@Suite struct FuzzDriverTests {
    struct Run {
        let status: Int32
        let output: String
        let error: String
    }

    /// The built executable beside the test bundle, as `ChildRun` finds `buttoncheck`.
    static func executable(_ target: FuzzTarget) -> String? {
        var folders = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        folders += Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map { $0.bundleURL.deletingLastPathComponent() }
        return folders.map { $0.appendingPathComponent(target.executable).path }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func run(_ target: FuzzTarget, _ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(executable(target), "\(target.executable) is not built"))
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }

    @Test func theReplayerPrintsEachFilesOutcomeAndExitsZero() throws {
        let kept = KeptInput(target: .json, name: "deep-nesting.json")
        let run = try Self.run(.json, [kept.path, kept.path])
        #expect(run.status == 0)
        let line =
            "\(kept.path): 1:257: nesting is deeper than 256 levels, the limit for a spec; a spec needs far fewer, "
            + "so this file is probably generated wrongly\n"
        #expect(run.output == line + line)
        #expect(run.error == "")
    }

    @Test func aFolderReplaysEveryFileInItSorted() throws {
        let folder = KeptInput.folder + "/png"
        let run = try Self.run(.png, [folder])
        #expect(run.status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(run.output.split(separator: "\n").map { String($0.prefix { $0 != ":" }) } == names.map { folder + "/" + $0 })
        #expect(
            run.output.contains(
                "\(folder)/huge-ihdr-truncated.png: fuzz.png: image too large: 16384x16385 pixels; "
                    + "the limits are 16,777,216 pixels and 16,384 pixels per side\n"))
    }

    @Test func withoutInputsItShowsItsUseAndExitsTwo() throws {
        let run = try Self.run(.spec, [])
        #expect(run.status == 2)
        #expect(run.output == "")
        #expect(run.error.hasPrefix("usage: fuzz-spec FILE|FOLDER…\n"))
    }

    @Test func aMissingFileIsRefusedWithExitTwo() throws {
        let run = try Self.run(.manifest, ["no-such-input"])
        #expect(run.status == 2)
        #expect(run.error == "fuzz-manifest: no-such-input: no such file or folder\n")
    }
}
