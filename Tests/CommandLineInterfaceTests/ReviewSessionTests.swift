import Foundation
import Testing
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `buttoncheck review` at a terminal (issue 28, deliverable 4), driven through a pseudo-terminal: one key
/// per answer without Enter (a, r, s, A, q, ?), the change shown (its case and pixel counts, the image inline
/// where the terminal shows images, else the paths and a command that opens them), and the terminal's
/// settings restored however the review ends.
@Suite struct ReviewSessionTests {
    /// A terminal that shows no images, whatever the one running the tests does.
    static let plainTerminal = ["TERM": "xterm-256color", "KITTY_WINDOW_ID": "", "TERM_PROGRAM": ""]

    /// This process's environment with `changes` made: what a terminal in which the test's variables are set has.
    static func terminal(_ changes: [String: String]) -> [String: String] {
        ProcessInfo.processInfo.environment.merging(changes) { _, new in new }
    }
    static let prompt = "accept (a), reject (r), skip (s), accept all of hello (A), quit (q), help (?)? "

    static func describe(_ size: String, number: Int, directory: String, pixels: String = "191 of 9600 pixels differ (1.99%)") -> String {
        let goldens = directory + "/goldens"
        #if canImport(Darwin)
            let open = "open \(goldens)/hello/light/\(size)-idle.png \(goldens)/hello/light/\(size)-idle.new.png"
        #else
            let open =
                "for f in \(goldens)/hello/light/\(size)-idle.png \(goldens)/hello/light/\(size)-idle.new.png; do xdg-open \"$f\"; done"
        #endif
        // Every changed pixel is in the text `t` ("Hello" became "Hallo"): the render's pixel count and largest ΔE00.
        let changed =
            [
                "large": "ΔE00 74.6 at most (191 pixels)", "medium": "ΔE00 99.1 at most (166 pixels)",
                "small": "ΔE00 90.2 at most (224 pixels)",
            ][size] ?? ""
        return """
            [\(number)/3] hello: Hallo (\(directory)/hello.json)
              case      light · \(size) · idle
              golden    failed: \(pixels)
              changed   t, \(changed)
              findings  none in this case
              expected  \(goldens)/hello/light/\(size)-idle.png
              diff      (none; check with --out DIR writes an expected | diff | actual image)
              actual    \(goldens)/hello/light/\(size)-idle.new.png
              open      \(open)

            """
    }

    @available(macOS 15, *)
    @Test func singleKeysAcceptRejectAndSkipWithoutEnter() throws {
        let executable = try #require(BuiltTool.executable, "build the buttoncheck executable first (swift build)")
        try withSpecDirectory(["hello.json": ReviewCommandTests.hello]) { directory in
            let tests = ReviewCommandTests()
            try tests.threePending(directory)
            let goldens = directory + "/goldens"
            let large = tests.bytes(goldens + "/hello/light/large-idle.new.png")
            let medium = tests.bytes(goldens + "/hello/light/medium-idle.png")
            let terminal = try PseudoTerminal(executable, ["review", "--goldens", goldens], environment: Self.terminal(Self.plainTerminal))
            #expect(terminal.read(until: Self.prompt))
            // Single-key mode: no line editing, no echo, while the question is asked.
            #expect(!terminal.isCanonicalWithEcho)
            // ? shows the keys; Enter and an arrow key are passed over; x is not an answer.
            terminal.press("?")
            #expect(terminal.read(until: "?  this help\n" + Self.prompt))
            terminal.press("\n\u{1B}[Ax")
            #expect(terminal.read(until: "(? for help)\n" + Self.prompt))
            terminal.press("a")
            #expect(terminal.read(until: "[2/3]"))
            #expect(terminal.read(until: Self.prompt, after: terminal.transcript.range(of: "[2/3]")!.lowerBound))
            terminal.press("r")
            #expect(terminal.read(until: "[3/3]"))
            #expect(terminal.read(until: Self.prompt, after: terminal.transcript.range(of: "[3/3]")!.lowerBound))
            terminal.press("s")
            #expect(terminal.finish() == 0)
            #expect(
                terminal.transcript == "3 pending goldens to review in \(goldens)\n\n"
                    + Self.describe("large", number: 1, directory: directory) + Self.prompt + """
                        ?
                          a  accept: the new render becomes the golden (recorded in manifest.json)
                          r  reject: delete the new render; the golden stays as it is
                          s  skip: keep it pending for later
                          A  accept this one and every other pending golden of hello
                          q  quit: what was decided stays done, the rest stays pending
                          ?  this help

                        """ + Self.prompt + "x\nunknown answer 'x'; press a, r, s, A or q (? for help)\n" + Self.prompt
                    + "a\naccepted \(goldens)/hello/light/large-idle.png\n\n"
                    + Self.describe("medium", number: 2, directory: directory, pixels: "166 of 9600 pixels differ (1.73%)") + Self.prompt
                    + "r\nrejected: deleted \(goldens)/hello/light/medium-idle.new.png\n\n"
                    + Self.describe("small", number: 3, directory: directory, pixels: "224 of 9600 pixels differ (2.33%)") + Self.prompt
                    + "s\nskipped\n\naccepted 1, rejected 1, skipped 1; 1 pending golden left\n")
            // The terminal is as the shell left it.
            #expect(terminal.isCanonicalWithEcho)
            #expect(tests.bytes(goldens + "/hello/light/large-idle.png") == large)
            #expect(tests.bytes(goldens + "/hello/light/medium-idle.png") == medium)
            #expect(
                runTool(["check", directory + "/hello.json", "--goldens", goldens, "--record", "never", "--size", "large"]).status == 0)
            #expect(
                tests.files(directory) == [
                    "hello/light/large-idle.png", "hello/light/medium-idle.png",
                    "hello/light/small-idle.new.json", "hello/light/small-idle.new.png", "hello/light/small-idle.png", "manifest.json",
                ])
        }
    }

    @available(macOS 15, *)
    @Test func acceptAllOfASpecAndQuitKeepWhatWasDecided() throws {
        let executable = try #require(BuiltTool.executable, "build the buttoncheck executable first (swift build)")
        try withSpecDirectory(["hello.json": ReviewCommandTests.hello]) { directory in
            let tests = ReviewCommandTests()
            try tests.threePending(directory)
            let goldens = directory + "/goldens"
            let all = try PseudoTerminal(
                executable, ["review", "--goldens", goldens, "--size", "medium", "--size", "small"],
                environment: Self.terminal(Self.plainTerminal))
            #expect(all.read(until: Self.prompt))
            all.press("A")
            #expect(all.finish() == 0)
            #expect(
                all.transcript.hasSuffix(
                    Self.prompt + """
                        A
                        accepted \(goldens)/hello/light/medium-idle.png


                        """
                        + Self.describe("small", number: 2, directory: directory, pixels: "224 of 9600 pixels differ (2.33%)")
                        .replacingOccurrences(of: "[2/3]", with: "[2/2]") + """
                            accepted \(goldens)/hello/light/small-idle.png

                            accepted 2, rejected 0, skipped 0; 1 pending golden left

                            """))
            // q ends the review at once; the one left stays pending.
            let quit = try PseudoTerminal(executable, ["review", "--goldens", goldens], environment: Self.terminal(Self.plainTerminal))
            #expect(quit.read(until: Self.prompt))
            quit.press("q")
            #expect(quit.finish() == 0)
            #expect(quit.transcript.hasSuffix(Self.prompt + "q\n\naccepted 0, rejected 0, skipped 1; 1 pending golden left\n"))
            #expect(quit.isCanonicalWithEcho)
            #expect(
                tests.files(directory) == [
                    "hello/light/large-idle.new.json", "hello/light/large-idle.new.png", "hello/light/large-idle.png",
                    "hello/light/medium-idle.png", "hello/light/small-idle.png", "manifest.json",
                ])
        }
    }

    /// A render under display settings and in a locale names both in its case, and --accept-case matches
    /// them in the golden's folder name (`light+boldText@pseudo`).
    @available(macOS 15, *)
    @Test func theCaseNamesItsDisplaySettingsAndLocale() throws {
        let executable = try #require(BuiltTool.executable, "build the buttoncheck executable first (swift build)")
        let bold = """
            {"version": 2, "name": "Bold", "viewport": {"width": 120, "height": 80, "scale": 1}, "settings": [["boldText"]],
             "locales": ["pseudo"], "content": {"type": "vstack", "children": [{"type": "text", "id": "t", "text": "Hello"}]}}
            """
        try withSpecDirectory(["bold.json": bold]) { directory in
            let spec = directory + "/bold.json"
            let goldens = directory + "/goldens"
            #expect(runTool(["check", spec, "--goldens", goldens, "--record", "missing", "--size", "large"]).status == 1)
            try bold.replacingOccurrences(of: "Hello", with: "Hallo").write(toFile: spec, atomically: true, encoding: .utf8)
            #expect(runTool(["check", spec, "--goldens", goldens, "--pending", "--size", "large"]).status == 1)
            let terminal = try PseudoTerminal(executable, ["review", "--goldens", goldens], environment: Self.terminal(Self.plainTerminal))
            #expect(terminal.read(until: "quit (q), help (?)? "))
            terminal.press("q")
            #expect(terminal.finish() == 0)
            #expect(
                terminal.transcript.contains(
                    """
                    [1/1] bold: Bold (\(spec))
                      case      light · boldText · pseudo · large · idle

                    """))
            let accept = runTool(["review", "--goldens", goldens, "--accept-case", "bold/*+boldText@pseudo/large-*"])
            #expect(
                accept.output == "accepted \(goldens)/bold/light+boldText@pseudo/large-idle.png\n"
                    + "accepted 1, rejected 0, skipped 0; 0 pending goldens left\n")
            #expect(runTool(["check", spec, "--goldens", goldens, "--record", "never", "--size", "large"]).status == 0)
        }
    }

    /// Killed while it waits for a key, review puts the terminal back before it dies of the signal.
    @available(macOS 15, *)
    @Test func theTerminalIsRestoredWhenReviewIsKilled() throws {
        let executable = try #require(BuiltTool.executable, "build the buttoncheck executable first (swift build)")
        try withSpecDirectory(["hello.json": ReviewCommandTests.hello]) { directory in
            try ReviewCommandTests().threePending(directory)
            for signal in [SIGTERM, SIGINT] {
                let arguments = ["review", "--goldens", directory + "/goldens"]
                let terminal = try PseudoTerminal(executable, arguments, environment: Self.terminal(Self.plainTerminal))
                #expect(terminal.read(until: Self.prompt))
                #expect(!terminal.isCanonicalWithEcho)
                kill(terminal.process.processIdentifier, signal)
                #expect(terminal.finish() == signal)
                #expect(terminal.process.terminationReason == .uncaughtSignal)
                #expect(terminal.isCanonicalWithEcho, "after signal \(signal)")
            }
            #expect(ReviewCommandTests().files(directory).count == 10)
        }
    }

    /// kitty's graphics protocol and iTerm2's inline images carry the expected | diff | actual image: three
    /// 120 × 80 panels 4 pixels apart, 368 × 80, shown 80 cells wide (the width of a terminal that gives none).
    @available(macOS 15, *)
    @Test func terminalsThatShowImagesGetTheChangeInline() throws {
        let executable = try #require(BuiltTool.executable, "build the buttoncheck executable first (swift build)")
        try withSpecDirectory(["hello.json": ReviewCommandTests.hello]) { directory in
            try ReviewCommandTests().threePending(directory)
            let goldens = directory + "/goldens"
            for (environment, start, end) in [
                (["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "", "TERM_PROGRAM": ""], "\u{1B}_G", "\u{1B}\\"),
                (["TERM": "xterm-256color", "KITTY_WINDOW_ID": "", "TERM_PROGRAM": "WezTerm"], "\u{1B}]1337;File=", "\u{7}"),
            ] {
                let terminal = try PseudoTerminal(
                    executable, ["review", "--goldens", goldens, "--size", "large"], environment: Self.terminal(environment))
                #expect(terminal.read(until: Self.prompt))
                terminal.press("s")
                #expect(terminal.finish() == 0)
                let text = terminal.transcript
                #expect(!text.contains("  open "))
                #expect(text.contains("  actual    \(goldens)/hello/light/large-idle.new.png\n" + start))
                // The escape sequences, and the base64 PNG they carry.
                var sequences: [Substring] = []
                var rest = Substring(text)
                while let open = rest.range(of: start), let close = rest[open.upperBound...].range(of: end) {
                    sequences.append(rest[open.upperBound..<close.lowerBound])
                    rest = rest[close.upperBound...]
                }
                #expect(rest.hasPrefix("\n" + Self.prompt))
                let controls = sequences.map { String($0.prefix { $0 != ";" }) }
                if start == "\u{1B}_G" {
                    #expect(controls.first == "a=T,f=100,q=2,c=80,m=\(sequences.count > 1 ? 1 : 0)")
                    let middle = Array(repeating: "m=1", count: max(sequences.count - 2, 0))
                    #expect(Array(controls.dropFirst()) == (sequences.count > 1 ? middle + ["m=0"] : []))
                }
                // kitty: keys, then ";" and the data; iTerm2: arguments (";" apart), then ":" and the data.
                let separator: Character = start == "\u{1B}_G" ? ";" : ":"
                let payload = sequences.map { String($0.drop { $0 != separator }.dropFirst()) }.joined()
                let png = try #require(Data(base64Encoded: payload))
                if start != "\u{1B}_G" {
                    #expect(sequences.count == 1)
                    #expect(controls == ["inline=1"])
                    #expect(sequences[0].hasPrefix("inline=1;size=\(png.count);width=80;preserveAspectRatio=1:"))
                }
                #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
                let header = Array(png[16..<24])
                #expect(header == [0, 0, 0x01, 0x70, 0, 0, 0, 80])
            }
            // Standard output redirected to a file gets no image, and the command that opens the images instead.
            let kitty = ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "", "TERM_PROGRAM": ""]
            let file = directory + "/out.txt"
            let command = "'\(executable)' review --goldens '\(goldens)' --size large > '\(file)'"
            let redirected = try PseudoTerminal("/bin/sh", ["-c", command], environment: Self.terminal(kitty))
            for _ in 0..<200 where !((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").hasSuffix(Self.prompt) {
                Thread.sleep(forTimeInterval: 0.1)
            }
            redirected.press("s")
            #expect(redirected.finish() == 0)
            let written = try String(contentsOfFile: file, encoding: .utf8)
            #expect(!written.contains("\u{1B}"))
            #expect(written.contains("\n  open      "))
        }
    }
}
