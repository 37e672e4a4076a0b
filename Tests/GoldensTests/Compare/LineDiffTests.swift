import Goldens
import Testing

/// The unified diff `review` shows for a changed transcript (issue 30): hunks as `diff -u` prints them.
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
}
