import Goldens
import Testing

/// The unified diff `review` shows for a changed transcript (issue 30): hunks as `diff -u` prints them; and the summary
/// a changed transcript's failure message gives (`what VoiceOver says changed: …`).
@Suite struct LineDiffTests {
    static let old = """
        ## xSmall–AX5
        1. title: Before You Start
        2. summary: We keep your data on your device.
        3. accept-terms: I agree, switch button, off (pause) double-tap to toggle setting
        4. terms-reason: Accept the terms to continue.
        5. continue: Continue, dimmed, button

        """

    @Test func aChangedLineIsTheOldThenTheNewWithTwoLinesAround() {
        let new = Self.old.replacingOccurrences(of: "Continue, dimmed", with: "Continue, Accept the terms first, dimmed")
        #expect(
            LineDiff.unified(old: Self.old, new: new) == [
                "@@ -4,3 +4,3 @@",
                " 3. accept-terms: I agree, switch button, off (pause) double-tap to toggle setting",
                " 4. terms-reason: Accept the terms to continue.",
                "-5. continue: Continue, dimmed, button",
                "+5. continue: Continue, Accept the terms first, dimmed, button",
            ])
    }

    /// Two changes far apart are two hunks; a line only added numbers the old side by the line before it.
    @Test func changesFarApartAreSeparateHunks() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 2\n", with: "line two\n") + "line 11\n"
        #expect(
            LineDiff.unified(old: old, new: new) == [
                "@@ -1,4 +1,4 @@", " line 1", "-line 2", "+line two", " line 3", " line 4",
                "@@ -9,2 +9,3 @@", " line 9", " line 10", "+line 11",
            ])
        #expect(LineDiff.unified(old: "", new: "a\n") == ["@@ -0,0 +1,1 @@", "+a"])
        #expect(LineDiff.unified(old: "a\nb\n", new: "b\n") == ["@@ -1,2 +1,1 @@", "-a", " b"])
    }

    @Test func theSameLinesMakeNoDiff() {
        #expect(LineDiff.unified(old: Self.old, new: Self.old).isEmpty)
        // A final newline ends the last line; it is no line of its own.
        #expect(LineDiff.unified(old: "a\nb", new: "a\nb\n").isEmpty)
    }

    @Test func theSummaryIsTheFirstLineRemovedAndAddedAndHowManyMore() {
        let new = Self.old.replacingOccurrences(of: "Continue, dimmed", with: "Continue, Accept the terms first, dimmed")
        #expect(
            LineDiff.summary(old: Self.old, new: new)
                == "- 5. continue: Continue, dimmed, button / + 5. continue: Continue, Accept the terms first, dimmed, button")
        let two = new.replacingOccurrences(of: "Before You Start", with: "Before you start")
        #expect(
            LineDiff.summary(old: Self.old, new: two)
                == "- 1. title: Before You Start / + 1. title: Before you start (and 1 more)")
        // Only added, only removed: that side alone.
        #expect(LineDiff.summary(old: "a\nb\n", new: "a\nb\nc\n") == "+ c")
        #expect(LineDiff.summary(old: "a\nb\nc\nd\n", new: "a\nd\n") == "- b (and 1 more)")
        // Lines that only moved are no change of their own.
        #expect(LineDiff.summary(old: "a\nb\nc\n", new: "c\na\nb\n") == "the order of its lines")
        #expect(LineDiff.summary(old: "a\nb\na\n", new: "b\na\na\n") == "the order of its lines")
        // Every newline ends a line: a final one added is an empty line added.
        #expect(LineDiff.summary(old: "a\nb", new: "a\nb\n") == "+ ")
    }

    /// The same line under two size groups: removed from one, it is still a line removed (a set difference of the
    /// lines found it in the other group and said the order had changed), and replaced in one, it is still replaced.
    @Test func aLineRepeatedInAnotherGroupStillCounts() {
        let old = """
            ## xSmall–Large
            1. t: Hello
            2. b: Go, button

            ## xLarge–AX5
            1. t: Hello, heading
            2. b: Go, button

            """
        let removed = old.replacingOccurrences(of: "heading\n2. b: Go, button\n", with: "heading\n")
        #expect(LineDiff.summary(old: old, new: removed) == "- 2. b: Go, button")
        let replaced = old.replacingOccurrences(of: "heading\n2. b: Go, button\n", with: "heading\n2. b: Go, button, dimmed\n")
        #expect(LineDiff.summary(old: old, new: replaced) == "- 2. b: Go, button / + 2. b: Go, button, dimmed")
        // Split into one more group: its blank line before the heading is a line added too.
        let split = old.replacingOccurrences(of: "## xLarge–AX5", with: "## xLarge–xxxLarge") + "\n## AX1–AX5\n1. t: Hello, heading\n"
        #expect(LineDiff.summary(old: old, new: split) == "- ## xLarge–AX5 / + ## xLarge–xxxLarge (and 3 more)")
    }

    /// Past the table `maximumTableCells` allows (here 3,000 changed lines against 3,000: 9M cells, 72 MiB), the diff
    /// is coarse, every line between the common start and end removed, then added, rather than a table too large to
    /// hold; the summary still pairs off the lines that only moved.
    @Test func aChangeTooLargeForTheTableIsOneCoarseHunk() {
        let lines = (1...3000).map { "line \($0)" }
        let old = (["head"] + lines + ["tail", ""]).joined(separator: "\n")
        let new = (["head"] + lines.reversed() + ["tail", ""]).joined(separator: "\n")
        #expect(3000 * 3000 > LineDiff.maximumTableCells)
        let diff = LineDiff.unified(old: old, new: new)
        #expect(diff.count == 1 + 1 + 3000 + 3000 + 1)
        #expect(Array(diff.prefix(3)) == ["@@ -1,3002 +1,3002 @@", " head", "-line 1"])
        #expect(Array(diff[3001...3003]) == ["-line 3000", "+line 3000", "+line 2999"])
        #expect(Array(diff.suffix(2)) == ["+line 1", " tail"])
        #expect(LineDiff.summary(old: old, new: new) == "the order of its lines")
        let renamed = new.replacingOccurrences(of: "line 17\n", with: "line seventeen\n")
        #expect(LineDiff.summary(old: old, new: renamed) == "- line 17 / + line seventeen")
    }
}
