import Foundation
import Testing

/// The SwiftPM command plugins, seen from a package that depends on ButtonCheck (`Tests/PluginConsumer`,
/// issues 16 and 29): `swift package plugin --list` shows both verbs, and each plugin line that
/// docs/ci.md documents runs without a terminal (standard input from /dev/null) with the exit status
/// and output it documents. `buttoncheck` asks for no permission and writes nothing into the package;
/// `buttoncheck-write` asks to write into it. Running them builds the tool optimized for the consumer
/// (a few minutes on two cores), so that part runs when `BUTTONCHECK_PLUGIN_RUN=1` (as `.ci/run` sets it),
/// on a copy of the consumer in a temporary folder, so goldens recorded there do not land in the tree; its
/// build is kept in `.build/plugin-consumer`, so a later run does not build the tool again.
@Suite(.serialized) struct PluginTests {
    static let consumer = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("PluginConsumer").path
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// `swift package` (or another `swift` subcommand) with these arguments in `package`, its build in
    /// `scratch`, with no standard input.
    private func swift(
        _ subcommand: String, _ arguments: [String], package: String = PluginTests.consumer, scratch: String,
        log: String? = nil
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", subcommand, "--package-path", package, "--scratch-path", scratch] + arguments
        process.standardInput = FileHandle.nullDevice
        let log = log ?? scratch + ".log"
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, (try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
    }

    private func scratch() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("PluginTests-\(UUID().uuidString)").path
    }

    /// The consumer copied to `folder`, depending on this checkout by its absolute path.
    private func copyConsumer(to folder: String) throws -> String {
        let copy = folder + "/PluginConsumer"
        try FileManager.default.copyItem(atPath: Self.consumer, toPath: copy)
        let manifest = copy + "/Package.swift"
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        let relative = #".package(name: "ButtonCheck", path: "../..")"#
        #expect(text.contains(relative))
        try text.replacingOccurrences(of: relative, with: ".package(name: \"ButtonCheck\", path: \"\(Self.root)\")")
            .write(toFile: manifest, atomically: true, encoding: .utf8)
        return copy
    }

    /// Every file under `folder` but SwiftPM's own state, relative and sorted.
    private func files(_ folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { !$0.hasPrefix(".swiftpm") && $0 != "Package.resolved" }.sorted()
    }

    @Test func theConsumerPackageListsBothPlugins() throws {
        let folder = scratch()
        defer {
            try? FileManager.default.removeItem(atPath: folder)
            try? FileManager.default.removeItem(atPath: folder + ".log")
        }
        let listed = try swift("package", ["plugin", "--list"], scratch: folder)
        #expect(listed.status == 0, "\(listed.output)")
        #expect(listed.output.contains("‘buttoncheck’ (plugin ‘ButtonCheckPlugin’ in package ‘ButtonCheck’)\n"), "\(listed.output)")
        #expect(
            listed.output.contains("‘buttoncheck-write’ (plugin ‘ButtonCheckWritingPlugin’ in package ‘ButtonCheck’)\n"), "\(listed.output)"
        )
    }

    @Test(
        .enabled(
            if: ProcessInfo.processInfo.environment["BUTTONCHECK_PLUGIN_RUN"] == "1",
            "set BUTTONCHECK_PLUGIN_RUN=1 to build and run the plugins"))
    func theDocumentedPluginLinesRunWithoutATerminal() throws {
        let folder = scratch()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let package = try copyConsumer(to: folder)
        let build = Self.root + "/.build/plugin-consumer"
        func plugin(_ arguments: String) throws -> (status: Int32, output: String) {
            try swift(
                "package", arguments.split(separator: " ").map(String.init), package: package, scratch: build, log: folder + "/swift.log")
        }
        let untouched = files(package)

        // Read-only: no permission asked, so no terminal needed; renders go to the plugin's work folder.
        let check = try plugin("buttoncheck check specs --expect")
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output.contains("specs/continue.json — Continue: "), "\(check.output)")
        #expect(check.output.contains("1 spec (1 passed, 0 failed), "), "\(check.output)")
        let work = try #require(check.output.split(separator: "\n").first { $0.hasPrefix("renders, contact sheets and golden diffs: ") })
            .dropFirst("renders, contact sheets and golden diffs: ".count)
        #expect(work.hasPrefix(build + "/plugins/"), "\(work)")
        #expect(FileManager.default.fileExists(atPath: work + "/continue/sheet.png"))
        #expect(files(package) == untouched)
        // The tool was built optimized, and the run used that build.
        #expect(FileManager.default.isExecutableFile(atPath: build + "/release/buttoncheck"))
        #expect(!FileManager.default.fileExists(atPath: build + "/debug/buttoncheck"))

        // Bad input: the tool's status 2 is named, and SwiftPM (which reports every plugin failure as 1) follows with it.
        let bad = try plugin("buttoncheck check specs/missing.json")
        #expect(bad.status == 1, "\(bad.output)")
        #expect(bad.output.contains("error: specs/missing.json: no such file; check the path"), "\(bad.output)")
        #expect(bad.output.contains("buttoncheck exited with status 2 (bad input)\n"), "\(bad.output)")
        #expect(bad.output.contains("error: Plugin ended with exit code 2"), "\(bad.output)")

        // A run that writes into the package is not for the read-only verb: it names the line that is.
        let refused = try plugin("buttoncheck check specs --goldens goldens --record missing")
        #expect(refused.status == 1, "\(refused.output)")
        #expect(
            refused.output.contains(
                "error: this run writes into the package (--record missing (writes goldens)), and 'buttoncheck' only reads it."),
            "\(refused.output)")
        #expect(
            refused.output.contains(
                "    swift package --allow-writing-to-package-directory buttoncheck-write check specs --goldens goldens --record missing\n"),
            "\(refused.output)")
        #expect(refused.output.contains("error: Plugin ended with exit code 2"), "\(refused.output)")
        #expect(files(package) == untouched)

        // The writing verb without a terminal and without the option: SwiftPM says which option grants it.
        let denied = try plugin("buttoncheck-write check specs --goldens goldens --record missing")
        #expect(denied.status == 1, "\(denied.output)")
        #expect(
            denied.output.contains("Plugin ‘ButtonCheckWritingPlugin’ wants permission to write to the package directory."),
            "\(denied.output)")
        #expect(denied.output.contains("Use `--allow-writing-to-package-directory` to allow this."), "\(denied.output)")
        #expect(files(package) == untouched)

        // Recording: the goldens are written, and recording fails the run (exit 1), so they are reviewed.
        let recorded = try plugin("--allow-writing-to-package-directory buttoncheck-write check specs --goldens goldens --record missing")
        #expect(recorded.status == 1, "\(recorded.output)")
        #expect(
            recorded.output.contains(
                "buttoncheck exited with status 1 (findings, golden failures or specs that differ from their expect lists)\n"),
            "\(recorded.output)")
        #expect(recorded.output.contains("error: Plugin ended with exit code 1"), "\(recorded.output)")
        #expect(FileManager.default.fileExists(atPath: package + "/goldens/manifest.json"))
        let withGoldens = files(package)

        // Comparing with the goldens reads them only.
        let compared = try plugin("buttoncheck check specs --goldens goldens")
        #expect(compared.status == 0, "\(compared.output)")
        #expect(files(package) == withGoldens)

        // A changed tint fails its goldens; the read-only verb writes no pending goldens, the writing one does.
        let spec = package + "/specs/continue.json"
        try String(contentsOfFile: spec, encoding: .utf8).replacingOccurrences(of: "#0050B3", with: "#0060C0").write(
            toFile: spec, atomically: true, encoding: .utf8)
        let failed = try plugin("buttoncheck check specs --goldens goldens")
        #expect(failed.status == 1, "\(failed.output)")
        #expect(failed.output.contains("error: Plugin ended with exit code 1"), "\(failed.output)")
        #expect(files(package) == withGoldens)
        let pending = try plugin("--allow-writing-to-package-directory buttoncheck-write check specs --goldens goldens --pending")
        #expect(pending.status == 1, "\(pending.output)")
        #expect(files(package).filter { $0.hasSuffix(".new.png") }.count > 0, "\(files(package))")

        // review asks on a terminal, which a plugin has none of: the plugin says what to run instead.
        let review = try plugin("buttoncheck review --goldens goldens")
        #expect(review.status == 1, "\(review.output)")
        #expect(
            review.output.contains("'review' asks about each pending golden on a terminal, and a SwiftPM plugin has none."),
            "\(review.output)")
        #expect(review.output.contains("    swift run -c release buttoncheck review --goldens goldens\n"), "\(review.output)")
        #expect(
            review.output.contains(
                "    swift package --allow-writing-to-package-directory buttoncheck-write review --goldens goldens --accept\n"),
            "\(review.output)")
        let refusedReview = try plugin("buttoncheck review --goldens goldens --accept")
        #expect(refusedReview.status == 1, "\(refusedReview.output)")
        #expect(refusedReview.output.contains("(--accept (changes the goldens folder))"), "\(refusedReview.output)")
        let accepted = try plugin("--allow-writing-to-package-directory buttoncheck-write review --goldens goldens --accept")
        #expect(accepted.status == 0, "\(accepted.output)")
        #expect(files(package).filter { $0.hasSuffix(".new.png") } == [])
        let again = try plugin("buttoncheck check specs --goldens goldens")
        #expect(again.status == 0, "\(again.output)")

        // The line the review hint gives runs the same optimized build of the dependency's tool.
        let version = try swift(
            "run", ["-c", "release", "buttoncheck", "--version"], package: package, scratch: build, log: folder + "/swift.log")
        #expect(version.status == 0, "\(version.output)")
        #expect(version.output.contains("buttoncheck 0."), "\(version.output)")
    }
}
