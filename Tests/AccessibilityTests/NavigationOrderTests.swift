import Accessibility
import Layout
import Spec
import Testing
import Text

// Issue 30: the order a swipe right visits elements, against orders derived by hand from the frames.
@Suite struct NavigationOrderTests {
    static let terms = """
        {"type": "vstack", "alignment": "leading", "spacing": 16, "padding": 16, "children": [
          {"type": "text", "id": "title", "text": "Before You Start", "style": "title1"},
          {"type": "text", "id": "summary", "text": "We keep your data on your device."},
          {"type": "toggle", "id": "accept-terms", "label": "I agree", "style": "checkbox"},
          {"type": "vstack", "id": "action", "alignment": "leading", "spacing": 8, "children": [
            {"type": "text", "id": "terms-reason", "text": "Accept the terms to continue.", "style": "footnote"},
            {"type": "button", "id": "continue", "title": "Continue", "states": {"disabled": {
              "cause": "precondition", "reason": "terms-reason", "accessibilityValue": "Accept the terms first"}}}]}]}
        """

    /// A vstack: top to bottom, its nested stack's elements in place; stacks themselves are not visited.
    @Test func aStackIsReadTopToBottom() throws {
        let spec = try screen(Self.terms)
        for size in [SizeCategory.large, .AX5] {
            let tree = try voiceOver(spec, size: size, state: .disabled)
            #expect(tree.order == ["title", "summary", "accept-terms", "terms-reason", "continue"])
            #expect(tree.swipes(from: "continue", to: "terms-reason") == 1)
            #expect(tree.swipes(from: "continue", to: "title") == 4)
            #expect(tree.swipes(from: "continue", to: "missing") == nil)
        }
    }

    static let row = """
        {"type": "hstack", "id": "row", "alignment": "top", "spacing": 10, "verticalAtAccessibilitySizes": true, "children": [
          {"type": "vstack", "alignment": "leading", "spacing": 8, "children": [
            {"type": "text", "id": "a1", "text": "One"},
            {"type": "text", "id": "a2", "text": "Two"}]},
          {"type": "text", "id": "b", "text": "Three"}]}
        """

    /// A row: "One" (0–22) and "Three" (0–22) overlap vertically, so they are one row read leading to trailing;
    /// "Two" (30–52) is the next row. At AX sizes the hstack is a column: One, Two, Three.
    @Test func anHStackThatTurnsVerticalChangesTheOrder() throws {
        let spec = try screen(Self.row)
        let large = try voiceOver(spec)
        #expect(large.order == ["a1", "b", "a2"])
        let (b, a1) = (try #require(large.element("b")), try #require(large.element("a1")))
        #expect(b.frame.minX > a1.frame.maxX)
        #expect(try voiceOver(spec, size: .AX1).order == ["a1", "a2", "b"])
        #expect(try voiceOver(spec, size: .AX5).order == ["a1", "a2", "b"])
        #expect(try voiceOver(spec, size: .AX5).swipes(from: "a1", to: "b") == 2)
    }

    /// Right to left: the layout is mirrored (the first child on the right) and the row is read from the
    /// right, so the order is the same as left to right.
    @Test func aMirroredRowIsReadFromTheRight() throws {
        let spec = try screen(Self.row)
        let tree = try voiceOver(spec, direction: .rightToLeft)
        #expect(tree.layoutDirection == .rightToLeft)
        let (b, a1) = (try #require(tree.element("b")), try #require(tree.element("a1")))
        #expect(b.frame.maxX < a1.frame.minX)
        #expect(tree.order == ["a1", "b", "a2"])
    }

    /// Sorting is by frames, not by the spec's order: a zstack's bottom-aligned text is read after one above it.
    @Test func framesDecideNotTheSpecsOrder() throws {
        let spec = try screen(
            """
            {"type": "zstack", "alignment": "bottom", "frame": {"height": 100}, "children": [
              {"type": "text", "id": "bottom", "text": "Bottom"},
              {"type": "vstack", "frame": {"maxHeight": "infinity"}, "children": [
                {"type": "text", "id": "top", "text": "Top"}, {"type": "spacer"}]}]}
            """)
        #expect(try voiceOver(spec).order == ["top", "bottom"])
    }

    /// The order alone, by frames: rows by overlap with the row's first element, leading to trailing.
    @Test func rowsAreGroupedByVerticalOverlap() {
        func element(_ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> AccessibilityElement {
            AccessibilityElement(
                id: id, owner: ElementReference(index: 0), frame: Rect(x: x, y: y, width: width, height: height),
                role: .staticText, label: id, speech: [id], sourcePath: "$", sourceLocation: .start)
        }
        let elements = [
            element("c", 0, 50, 10, 10), element("b", 100, 10, 50, 20), element("a", 0, 0, 50, 44),
            element("d", 100, 44, 10, 10),
        ]
        // a (0–44) starts the first row; b starts at 10 (inside it): one row, a then b. d starts at 44, where a ends: it
        // starts the next row (44–54), and c (from 50) is on it, leading: c then d. Right to left, each row from its right edge.
        #expect(NavigationOrder.sorted(elements, direction: .leftToRight).map(\.id) == ["a", "b", "c", "d"])
        #expect(NavigationOrder.sorted(elements, direction: .rightToLeft).map(\.id) == ["b", "a", "d", "c"])
    }
}
