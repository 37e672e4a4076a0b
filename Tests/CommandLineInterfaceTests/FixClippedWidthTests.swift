import ButtonCheck
import Checks
import Foundation
import Spec
import Testing

// `buttoncheck fix` on label.clipped's width edit: the fixed width raised to what the longest word needs,
// measured with the layout's own shaping (the finding's overflow of the broken piece is not that width).

@Suite("fix: label.clipped widths")
struct FixClippedWidthTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The Arabic reason sits in a fixed 120 pt frame and "الائتمانية" is wider than that from AX4. Before, the
    /// finding had no width edit (its 13 pt overflow, 120 → 133, still broke the word) and `fix` refused it; now
    /// the width is raised to what the word needs at AX5 and the re-check has no label.clipped.
    @Test func theArabicReasonsFixedWidthIsRaisedToItsLongestWord() throws {
        let name = "checkout-arabic-reason-clipped-by-fixed-width.json"
        let spec = try String(contentsOf: Self.repository.appendingPathComponent("specs/" + name), encoding: .utf8)
        try withSpecDirectory([name: spec]) { (directory: String) throws in
            let path = directory + "/" + name
            let before = try SpecChecker().check(SpecLoader.load(path: path)).findings.filter { $0.rule == .labelClipped }
            #expect(before.flatMap(\.edits).map(\.path) == ["$.content.children[3].children[0].frame.width"])
            #expect(Set(before.flatMap(\.edits).map(\.replacement)) == ["153"])
            #expect(
                before.map(\.fix) == [
                    "\"pay-reason\" needs a width of 153 pt to hold the text \"pay-reason\" at AX5: raise its frame.width from 120 to 153 "
                        + "(or drop the fixed width), or shorten the text."
                ])
            #expect(
                runTool(["fix", path, "--rule", "label.clipped"])
                    == ToolRun(status: 0, output: "\(path): fixed 1 finding in 1 file\n", error: ""))
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text == spec.replacingOccurrences(of: #""frame": { "width": 120,"#, with: #""frame": { "width": 153,"#))
            let after = try SpecChecker().check(SpecLoader.load(path: path)).findings
            #expect(after.filter { $0.rule == .labelClipped }.map(\.message) == [])
        }
    }
}
