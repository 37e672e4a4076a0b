import Foundation
import Testing

/// `buttoncheck watch` as a child process (issue 16): an edit re-renders its spec (and a tokens
/// edit every spec using the tokens) within a second while the other specs' files stay untouched;
/// a broken edit shows its located problems on the pages; SIGTERM and SIGINT end it cleanly.
@Suite(.serialized) struct WatchCommandTests {
    static let a = """
        {"version": 1, "name": "A", "viewport": {"width": 120, "height": 80, "scale": 1}, "tokens": "brand.tokens.json",
         "content": {"type": "vstack", "children": [{"type": "text", "id": "t", "text": "Hello", "color": "{color.brand}"}]}}
        """
    static let b = """
        {"version": 1, "name": "B", "viewport": {"width": 120, "height": 80, "scale": 1},
         "content": {"type": "vstack", "children": [{"type": "text", "id": "t", "text": "Bye"}]}}
        """
    static let tokens = ##"{"color": {"$type": "color", "brand": {"$value": "#1C1C1E"}}}"##

    /// A file's identity and modification time: an atomic rewrite changes the first, any write the second.
    private func stamp(_ path: String) -> [Int] {
        var info = stat()
        guard stat(path, &info) == 0 else { return [] }
        return [Int(info.st_ino), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)]
    }

    private func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    private func read(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    @Test func editsReRenderOnlyTheSpecsTheyConcern() throws {
        let executable = try #require(BuiltTool.executable, "build the buttoncheck executable first (swift build)")
        try withSpecDirectory(["specs/a.json": Self.a, "specs/b.json": Self.b, "specs/brand.tokens.json": Self.tokens]) { directory in
            let watch = try ChildProcess(executable, ["watch", "specs", "--out", "out", "--size", "large"], directory: directory)
            #expect(ChildProcess.wait(timeout: 30) { watch.error.contains("watching 2 specs") } != nil, "\(watch.error)")
            #expect(watch.error == "watching 2 specs; the preview is out/index.html; stop with Ctrl-C\n")
            let lines = watch.output.split(separator: "\n").map { String($0.dropFirst("00:00:00 ".count)) }
            #expect(lines.count == 2)
            #expect(lines.first?.hasPrefix("specs/a.json: 1 render in ") == true)
            #expect(lines.first?.hasSuffix(" s, clean") == true)
            #expect(lines.last?.hasPrefix("specs/b.json: 1 render in ") == true)
            let out = directory + "/out"
            let aFiles = ["a/light/large-idle.png", "a/sheet.png", "a/index.html", "a/light/large-idle.html", "a/generation.js"].map {
                out + "/" + $0
            }
            let bFiles = ["b/light/large-idle.png", "b/sheet.png", "b/index.html", "b/light/large-idle.html", "b/generation.js"].map {
                out + "/" + $0
            }
            let index = out + "/index.html"
            for file in aFiles + bFiles + [index, out + "/generation.js"] { #expect(!stamp(file).isEmpty, "\(file) not written") }
            #expect(read(index).contains(#"<a href="a/index.html">A</a>"#))
            #expect(read(index).contains(#"<img class="thumb" src="a/sheet.png?g=2""#))
            #expect(read(out + "/generation.js") == "window.buttoncheckGeneration = 2;\n")
            #expect(read(out + "/a/generation.js") == "window.buttoncheckGeneration = 1;\n")
            #expect(read(out + "/a/light/large-idle.html").contains(#"<img class="full" src="large-idle.png?g=1""#))
            let bBefore = bFiles.map(stamp)

            // The spec: its render, sheet, pages and the index are rewritten within a second.
            var aBefore = aFiles.map(stamp)
            var indexBefore = stamp(index)
            try write(Self.a.replacingOccurrences(of: "Hello", with: "Hallo"), to: directory + "/specs/a.json")
            let seconds = ChildProcess.wait(timeout: 10) {
                zip(aFiles, aBefore).allSatisfy { stamp($0) != $1 } && stamp(index) != indexBefore
            }
            #expect(seconds != nil && seconds! < 1, "took \(seconds ?? -1) s")
            #expect(read(out + "/a/generation.js") == "window.buttoncheckGeneration = 3;\n")
            #expect(bFiles.map(stamp) == bBefore)

            // Its tokens file: every spec using it (a), not the others.
            aBefore = aFiles.map(stamp)
            indexBefore = stamp(index)
            try write(Self.tokens.replacingOccurrences(of: "#1C1C1E", with: "#AEAEB2"), to: directory + "/specs/brand.tokens.json")
            let tokenSeconds = ChildProcess.wait(timeout: 10) {
                zip(aFiles, aBefore).allSatisfy { stamp($0) != $1 } && stamp(index) != indexBefore
            }
            #expect(tokenSeconds != nil && tokenSeconds! < 1, "took \(tokenSeconds ?? -1) s")
            #expect(
                ChildProcess.wait(timeout: 5) {
                    watch.output.contains("specs/a.json: 1 render in ") && watch.output.contains(" s, 1 finding (1 error)")
                } != nil)
            #expect(read(out + "/a/index.html").contains("contrast.text"))
            #expect(bFiles.map(stamp) == bBefore)

            // A broken edit: the located problem on the spec's page and the index instead of the render.
            try write("{\"version\": 1, \"name\": ", to: directory + "/specs/a.json")
            let problem = "specs/a.json:1:24: error: unexpected end of file; expected a value (is the file truncated?) (at $)"
            // The index is written after the spec's page, and the status line after both.
            #expect(
                ChildProcess.wait(timeout: 10) { read(index).contains(problem) && watch.output.hasSuffix("(shown in out/a/index.html)\n") }
                    != nil,
                "\(read(out + "/a/index.html"))")
            #expect(read(out + "/a/index.html").contains(problem))
            #expect(!read(out + "/a/index.html").contains("sheet.png"))
            #expect(read(index).contains("<pre class=\"problems\">\(problem)</pre>"))
            #expect(watch.output.hasSuffix("specs/a.json: could not be checked, 1 problem (shown in out/a/index.html)\n"))
            #expect(watch.error.hasSuffix(problem + "\n"))
            // It keeps watching: fixed, the render is back.
            try write(Self.a, to: directory + "/specs/a.json")
            #expect(
                ChildProcess.wait(timeout: 10) {
                    read(index).contains("a/sheet.png") && watch.output.hasSuffix(" s, 1 finding (1 error)\n")
                } != nil)
            #expect(read(out + "/a/index.html").contains("sheet.png"))
            #expect(bFiles.map(stamp) == bBefore)

            #expect(watch.stop(signal: SIGTERM) == 0)
            #expect(watch.error.hasSuffix("stopped watching\n"))
            let hidden = (FileManager.default.enumerator(atPath: out)?.allObjects as? [String] ?? []).filter {
                ($0 as NSString).lastPathComponent.hasPrefix(".")
            }
            #expect(hidden.isEmpty, "temporary files left: \(hidden)")
        }
    }

    /// An edit made while the first checks run, before the watcher exists, is not lost: a file written
    /// since its spec's check read it is checked again once watching starts. Here a.json is edited
    /// while b.json, 24 frames of 3072×4098 pixels (half a second in a debug build), is still being checked.
    @Test func anEditDuringTheFirstChecksIsCheckedOnceWatchingStarts() throws {
        let executable = try #require(BuiltTool.executable, "build the buttoncheck executable first (swift build)")
        let slow = """
            {"version": 1, "name": "Slow", "viewport": {"width": 1024, "height": 1366, "scale": 3}, "appearances": ["light", "dark"],
             "content": {"type": "vstack", "children": [{"type": "text", "id": "t", "text": "Every size and appearance of a large frame"}]}}
            """
        try withSpecDirectory(["specs/a.json": Self.b.replacingOccurrences(of: "\"B\"", with: "\"A\""), "specs/b.json": slow]) {
            directory in
            let watch = try ChildProcess(executable, ["watch", "specs", "--out", "out"], directory: directory)
            #expect(ChildProcess.wait(timeout: 30) { watch.output.contains("specs/a.json: ") } != nil, "\(watch.error)")
            try write(Self.b.replacingOccurrences(of: "\"B\"", with: "\"A2\""), to: directory + "/specs/a.json")
            let editedBeforeWatching = !watch.error.contains("watching")
            #expect(ChildProcess.wait(timeout: 60) { watch.error.contains("watching 2 specs;") } != nil, "\(watch.error)")
            #expect(
                ChildProcess.wait(timeout: 10) { watch.output.components(separatedBy: "specs/a.json: ").count == 3 } != nil,
                "\(watch.output)")
            let checked = watch.output.split(separator: "\n").map { $0.dropFirst("00:00:00 ".count).prefix { $0 != ":" } }
            #expect(checked == ["specs/a.json", "specs/b.json", "specs/a.json"], "\(watch.output)")
            #expect(editedBeforeWatching, "b.json was checked before a.json was edited: the edit did not fall in the first checks")
            #expect(read(directory + "/out/a/index.html").contains("A2"))
            #expect(watch.stop(signal: SIGTERM) == 0)
        }
    }

    @Test func aNewSpecInTheFolderIsPickedUpAndSIGINTEndsTheWatch() throws {
        let executable = try #require(BuiltTool.executable, "build the buttoncheck executable first (swift build)")
        try withSpecDirectory(["specs/b.json": Self.b]) { directory in
            let watch = try ChildProcess(executable, ["watch", "specs", "--out", "out", "--size", "large"], directory: directory)
            #expect(ChildProcess.wait(timeout: 30) { watch.error.contains("watching 1 spec;") } != nil, "\(watch.error)")
            try write(Self.b.replacingOccurrences(of: "\"B\"", with: "\"C\""), to: directory + "/specs/c.json")
            #expect(
                ChildProcess.wait(timeout: 10) { read(directory + "/out/index.html").contains(#"<a href="c/index.html">C</a>"#) } != nil)
            #expect(FileManager.default.fileExists(atPath: directory + "/out/c/light/large-idle.png"))
            #expect(watch.output.split(separator: "\n").last?.dropFirst("00:00:00 ".count).hasPrefix("specs/c.json: 1 render in ") == true)
            #expect(watch.stop(signal: SIGINT) == 0)
        }
    }

    /// Issue 28 (5): files appearing in the folder later follow the same rules as at the start: a JSON file
    /// that is no spec is noted once and skipped, an excluded spec is left out, a new spec is checked.
    @Test func newFilesThatAreNotSpecsOrExcludedAreLeftOut() throws {
        let executable = try #require(BuiltTool.executable, "build the buttoncheck executable first (swift build)")
        try withSpecDirectory(["specs/b.json": Self.b]) { directory in
            let watch = try ChildProcess(
                executable, ["watch", "specs", "--out", "out", "--size", "large", "--exclude", "*.wip.json"],
                directory: directory)
            #expect(ChildProcess.wait(timeout: 30) { watch.error.contains("watching 1 spec;") } != nil, "\(watch.error)")
            try write(#"{"name": "x", "version": "1.0.0"}"#, to: directory + "/specs/package.json")
            try write(Self.b.replacingOccurrences(of: "\"B\"", with: "\"W\""), to: directory + "/specs/w.wip.json")
            let note = #"note: skipped specs/package.json: not a ButtonCheck spec ("#
            #expect(ChildProcess.wait(timeout: 10) { watch.error.contains(note) } != nil, "\(watch.error)")
            try write(Self.b.replacingOccurrences(of: "\"B\"", with: "\"C\""), to: directory + "/specs/c.json")
            let link = #"<a href="c/index.html">C</a>"#
            #expect(ChildProcess.wait(timeout: 10) { read(directory + "/out/index.html").contains(link) } != nil)
            #expect(!read(directory + "/out/index.html").contains(">W<"))
            #expect(!FileManager.default.fileExists(atPath: directory + "/out/w.wip"))
            #expect(watch.error.components(separatedBy: note).count == 2, "noted once: \(watch.error)")
            #expect(watch.stop(signal: SIGINT) == 0)
        }
    }

    // Issue 15: `--locale` on watch renders only the locales chosen, again after each edit.
    @Test func localeKeepsOnlyTheLocalesChosen() throws {
        let executable = try #require(BuiltTool.executable, "build the buttoncheck executable first (swift build)")
        let spec = """
            {"version": 2, "name": "Tiny", "viewport": {"width": 160, "height": 80, "scale": 1},
             "strings": {"en": {"hello": "Hello"}, "de": {"hello": "Hallo"}}, "locales": ["en", "de", "pseudo"],
             "content": {"type": "vstack", "children": [{"type": "text", "id": "t", "text": {"key": "hello"}}]}}
            """
        try withSpecDirectory(["specs/tiny.json": spec]) { directory in
            let watch = try ChildProcess(
                executable, ["watch", "specs", "--out", "out", "--size", "large", "--locale", "de"], directory: directory)
            #expect(
                ChildProcess.wait(timeout: 30) {
                    watch.error.contains("watching 1 spec;") && watch.output.contains("specs/tiny.json: 1 render in ")
                } != nil,
                "\(watch.error)")
            #expect(watch.error == "watching 1 spec; the preview is out/index.html; stop with Ctrl-C\n")
            let german = directory + "/out/tiny/light@de/large-idle.png"
            #expect(!stamp(german).isEmpty)
            #expect(read(directory + "/out/tiny/index.html").contains("light@de/large-idle"))
            for other in ["light", "light@pseudo"] {
                #expect(!FileManager.default.fileExists(atPath: directory + "/out/tiny/" + other), "\(other) rendered")
            }
            // An edit to the German text re-renders the German case, and still only it.
            let before = stamp(german)
            try write(spec.replacingOccurrences(of: "Hallo", with: "Guten Tag"), to: directory + "/specs/tiny.json")
            #expect(
                ChildProcess.wait(timeout: 10) {
                    stamp(german) != before && watch.output.components(separatedBy: "specs/tiny.json: 1 render in ").count == 3
                } != nil,
                "\(watch.output)")
            #expect(!FileManager.default.fileExists(atPath: directory + "/out/tiny/light"))
            #expect(watch.stop(signal: SIGTERM) == 0)
        }
    }

    // A spec that does not render the locale asked for is a problem on its page, watched on: given the
    // locale, its render comes back.
    @Test func aSpecWithoutTheLocaleIsAProblemUntilItHasIt() throws {
        let executable = try #require(BuiltTool.executable, "build the buttoncheck executable first (swift build)")
        try withSpecDirectory(["specs/b.json": Self.b]) { directory in
            let watch = try ChildProcess(
                executable, ["watch", "specs", "--out", "out", "--size", "large", "--locale", "de"], directory: directory)
            let problem = "--locale de selects nothing: the spec's locales are en; choose one of them or drop --locale"
            #expect(
                ChildProcess.wait(timeout: 30) {
                    watch.error.contains("watching 1 spec;")
                        && watch.output.contains("specs/b.json: could not be checked, 1 problem (shown in out/b/index.html)")
                } != nil,
                "\(watch.output)\(watch.error)")
            #expect(read(directory + "/out/b/index.html").contains(problem))
            let german = """
                {"version": 2, "name": "B", "viewport": {"width": 120, "height": 80, "scale": 1},
                 "strings": {"en": {"bye": "Bye"}, "de": {"bye": "Tschüss"}}, "locales": ["en", "de"],
                 "content": {"type": "vstack", "children": [{"type": "text", "id": "t", "text": {"key": "bye"}}]}}
                """
            try write(german, to: directory + "/specs/b.json")
            #expect(
                ChildProcess.wait(timeout: 10) { FileManager.default.fileExists(atPath: directory + "/out/b/light@de/large-idle.png") }
                    != nil)
            #expect(ChildProcess.wait(timeout: 10) { watch.output.hasSuffix(" s, clean\n") } != nil, "\(watch.output)")
            #expect(!FileManager.default.fileExists(atPath: directory + "/out/b/light/large-idle.png"))
            #expect(watch.stop(signal: SIGTERM) == 0)
        }
    }

    @available(macOS 15, *)
    @Test func badArgumentsExitTwoBeforeWatching() throws {
        try withSpecDirectory(["b.json": Self.b]) { directory in
            let noOut = runTool(["watch", directory + "/b.json"])
            #expect(noOut.status == 2)
            #expect(noOut.error.hasPrefix("error: missing '--out DIR': where to write the renders and the preview pages\n"))
            let missing = runTool(["watch", directory + "/nope.json", "--out", directory + "/out"])
            #expect(missing.status == 2)
            #expect(missing.error.hasPrefix("error: \(directory)/nope.json: no such file; check the path\n"))
            let notALocale = runTool(["watch", directory + "/b.json", "--out", directory + "/out", "--locale", "de_DE"])
            #expect(notALocale.status == 2)
            #expect(
                notALocale.error.hasPrefix(
                    "error: invalid value 'de_DE' for '--locale': not a locale; use a language tag such as de, pt-BR or zh-Hans, or pseudo\n"
                ))
        }
    }
}
