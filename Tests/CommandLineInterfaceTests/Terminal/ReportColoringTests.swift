import CommandLineInterface
import Testing

private func red(_ text: String) -> String { "\u{1B}[31m\(text)\u{1B}[0m" }
private func yellow(_ text: String) -> String { "\u{1B}[33m\(text)\u{1B}[0m" }
private func green(_ text: String) -> String { "\u{1B}[32m\(text)\u{1B}[0m" }

/// Which words of the report are coloured (issue 28), exactly, and that colour never lets a control
/// character through.
@Suite struct ReportColoringTests {
    static let style = TerminalStyle(colors: true)

    @Test(arguments: [
        ("specs/a.json:3:14: error: [target-size] too small", "specs/a.json:3:14: \(red("error")): [target-size] too small"),
        ("error: no command given", "\(red("error")): no command given"),
        ("warning: goldens were made elsewhere", "\(yellow("warning")): goldens were made elsewhere"),
        ("hint: see 'buttoncheck --help'", "\u{1B}[2mhint:\u{1B}[0m see 'buttoncheck --help'"),
        // A file name that looks like a location does not fool it: the severity follows line:column.
        ("a: error: b.json:1:2: warning: x", "a: error: b.json:1:2: \(yellow("warning")): x"),
        ("nothing to colour: error", "nothing to colour: error"),
    ]) func diagnostics(_ line: String, _ coloured: String) {
        #expect(ReportColoring.diagnostic(line, style: Self.style).rendered(colors: true) == coloured)
        #expect(ReportColoring.diagnostic(line, style: Self.style).rendered(colors: false) == line)
    }

    @Test func theSummaryColoursCountsAboveZero() {
        let line =
            "3 specs (1 passed, 2 failed), 9 renders: 1 error, 0 warnings, 0 notes; "
            + "goldens: 7 passed, 0 failed, 2 missing, 0 recorded"
        #expect(
            ReportColoring.summary(line, style: Self.style).rendered(colors: true)
                == "3 specs (\(green("1 passed")), \(red("2 failed"))), 9 renders: \(red("1 error")), 0 warnings, 0 notes; goldens: "
                + "\(green("7 passed")), 0 failed, \(yellow("2 missing")), 0 recorded")
    }

    @Test func colouredPiecesAreEscapedToo() {
        let text: StyledText = "\(Self.style.error("bad\u{1B}[2J")) in \u{7}file"
        #expect(text.rendered(colors: true) == "\u{1B}[31mbad\\u001B[2J\u{1B}[0m in \\u0007file")
        #expect(text.rendered(colors: false) == "bad\\u001B[2J in \\u0007file")
        #expect(text.plain == "bad\u{1B}[2J in \u{7}file")
    }

    /// The roles other printers mark words with, each in its colour; plain with colour off.
    @Test func eachRoleHasItsColour() {
        let style = Self.style
        let line: StyledText =
            "\(style.error("e")) \(style.warning("w")) \(style.note("n")) \(style.pass("p")) \(style.fail("f")) "
            + "\(style.removed("-")) \(style.added("+")) \(style.dim("d"))"
        #expect(
            style.render(line) == "\(red("e")) \(yellow("w")) \u{1B}[36mn\u{1B}[0m \(green("p")) \(red("f")) "
                + "\(red("-")) \(green("+")) \u{1B}[2md\u{1B}[0m")
        #expect(TerminalStyle.plain.render(line) == "e w n p f - + d")
    }
}
