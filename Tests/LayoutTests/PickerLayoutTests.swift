import Layout
import Spec
import Testing

/// Format 2's segmented picker and stepper, laid out with the monospace stand-in (footnote at Large:
/// 13 pt on an 18 pt leading, 6.5 pt a character; body 17 pt on 22 pt, 8.5 pt a character) in a
/// 200 pt wide viewport at @1x.
@Suite struct PickerLayoutTests {
    @Test func segmentsShareTheWidthInA44PointRow() throws {
        let tree = try layout(
            screen(#"{"type": "picker", "id": "p", "label": "Size", "options": ["Small", "Medium", "Extra large", "XL"], "selection": 1}"#))
        // Four segments of 50 pt in a 44 pt row; the control is 32 pt (18 + 2 × 6 = 30, at least 32), centred.
        #expect(tree.frame("p") == Rect(x: 0, y: 0, width: 200, height: 44))
        #expect(tree.frame("p.control") == Rect(x: 0, y: 6, width: 200, height: 32))
        #expect(tree.frame("p.segment[2]") == Rect(x: 100, y: 0, width: 50, height: 44))
        #expect(tree.frame("p.thumb") == Rect(x: 52, y: 8, width: 46, height: 28))
        // Titles get 50 − 2 × 8 = 34 pt on one line: "Small" (32.5 pt) fits, "Medium" and "Extra large" end in "…".
        #expect(tree.text("p.segment[0].title")?.truncated == false)
        #expect(tree.text("p.segment[1].title")?.truncated == true)
        #expect(tree.text("p.segment[2].title")?.lines.count == 1)
        #expect(tree.text("p.segment[1].title")?.weight == .semibold && tree.text("p.segment[0].title")?.weight == .regular)
        #expect(
            tree.root.node(withID: "p.thumb")?.surface == SurfacePaint(fill: Color.system(.tertiarySystemBackground).light, cornerRadius: 7)
        )
    }

    @Test func theControlGrowsWithItsTitlesAtAccessibilitySizes() throws {
        let tree = try layout(screen(#"{"type": "picker", "id": "p", "label": "Size", "options": ["S", "M"]}"#), size: .AX5)
        let leading = try #require(tree.text("p.segment[0].title")?.leading)
        #expect(tree.frame("p.control")?.height == leading + 12)
        #expect(tree.frame("p")?.height == leading + 12)
    }

    @Test func aStepperIsItsLabelAndA94By32ControlWhoseHalvesAreTargets() throws {
        let tree = try layout(screen(#"{"type": "stepper", "id": "s", "label": "Guests: 2"}"#))
        #expect(tree.frame("s") == Rect(x: 0, y: 0, width: 200, height: 44))
        #expect(tree.frame("s.label") == Rect(x: 0, y: 11, width: 76.5, height: 22))
        #expect(tree.frame("s.control") == Rect(x: 106, y: 6, width: 94, height: 32))
        #expect(tree.frame("s.decrement") == Rect(x: 106, y: 0, width: 47, height: 44))
        #expect(tree.frame("s.increment") == Rect(x: 153, y: 0, width: 47, height: 44))
        #expect(tree.text("s.increment.symbol")?.lines.map(\.text) == ["+"])
        // UIStepper does not scale: the control is 94 × 32 pt at AX5 too.
        let large = try layout(screen(#"{"type": "stepper", "id": "s", "label": "Guests: 2"}"#), size: .AX5)
        #expect(large.frame("s.control")?.size == Size(width: 94, height: 32))
    }

    @Test func aMenuPickerIsARowWithItsChoiceAndAChevronThatStacksAtAccessibilitySizes() throws {
        let json = #"{"type": "picker", "id": "p", "label": "Sort", "options": ["Newest", "Oldest"], "style": "menu"}"#
        let tree = try layout(screen(json))
        // "Newest" (51 pt) then 6 pt and a 9 × 14 pt chevron at the trailing edge of a 44 pt row.
        #expect(tree.frame("p") == Rect(x: 0, y: 0, width: 200, height: 44))
        #expect(tree.frame("p.value") == Rect(x: 134, y: 11, width: 51, height: 22))
        #expect(tree.frame("p.control") == Rect(x: 191, y: 15, width: 9, height: 14))
        #expect(
            tree.root.node(withID: "p.control")?.element
                == .symbol(.upDownChevron, color: Color.system(.secondaryLabel).light, lineWidth: 1.75))
        let stacked = try layout(screen(json), size: .AX5)
        let label = try #require(stacked.frame("p.label"))
        #expect(stacked.frame("p.value")?.x == 0 && stacked.frame("p.value")!.y > label.maxY)
    }

    @Test func anInlinePickerIsARowPerOptionWithTheChoiceChecked() throws {
        let tree = try layout(
            screen(#"{"type": "picker", "id": "p", "label": "Slot", "options": ["Morning", "Evening"], "selection": 1, "style": "inline"}"#)
        )
        // The label (subheadline, 20 pt) and 6 pt above two 44 pt rows.
        #expect(tree.frame("p.option[0]") == Rect(x: 0, y: 26, width: 200, height: 44))
        #expect(tree.frame("p.option[1]") == Rect(x: 0, y: 70, width: 200, height: 44))
        #expect(tree.frame("p.control") == Rect(x: 186, y: 86, width: 14, height: 12))
        #expect(
            tree.root.node(withID: "p.control")?.element == .symbol(.checkmark, color: Color.system(.systemBlue).light, lineWidth: 1.75))
        #expect(tree.frame("p") == Rect(x: 0, y: 0, width: 200, height: 114))
    }
}
