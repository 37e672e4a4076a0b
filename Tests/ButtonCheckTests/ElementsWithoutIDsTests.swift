import ButtonCheck
import Foundation
import JSON
import Layout
import Spec
import Testing

/// Elements without an `id` are named by their JSONPath in findings, and are outlined on the
/// contact sheet and cropped in the HTML report exactly as elements with ids are (they used to get
/// neither: both looked the finding's element up as a layout node id).
@Suite struct ElementsWithoutIDsTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("specs/gift-card-elements-without-ids.json").path

    @Test func findingsOnElementsWithoutIDsAreOutlinedAndCropped() throws {
        let spec = try SpecLoader.load(path: Self.file).withScale(1)
        let item = RenderCase(appearance: .light, size: .large, state: .idle)
        let check = try SpecChecker(jobs: 1).check(spec, cases: [item])
        let tree = try #require(check.cases.first?.tree)
        #expect(
            check.findings.map { "\($0.rule.rawValue) \($0.element)" } == [
                "contrast.non-text $.content.children[3]", "contrast.text $.content.children[1]", "label.truncated $.content.children[2]",
            ])
        // Outlined: each element's own frame, with its rule.
        let frames = try (1...3).map { index in try #require(tree.root.elementNode(named: "$.content.children[\(index)]")?.frame) }
        let outlines = check.outlines(for: item, tree: tree)
        #expect(outlines.map(\.label) == ["contrast.non-text", "contrast.text", "label.truncated"])
        #expect(outlines.map(\.rect) == [frames[2], frames[0], frames[1]])
        // Cropped: the element with an 8 pt margin, in image pixels (@1x), and the image's width.
        func crop(_ frame: Rect) -> FindingCrop {
            let values = [frame.minX - 8, frame.minY - 8, frame.width + 16, frame.height + 16].map { Int($0.rounded()) }
            return FindingCrop(x: values[0], y: values[1], width: values[2], height: values[3], imageWidth: 375)
        }
        let crops = check.report.findings.map(\.crop)
        #expect(crops == [crop(frames[2]), crop(frames[0]), crop(frames[1])])
        #expect(crops.first == FindingCrop(x: 8, y: 154, width: 359, height: 60, imageWidth: 375))
    }
}
