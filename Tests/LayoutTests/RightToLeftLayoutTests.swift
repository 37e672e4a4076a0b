import Foundation
import Layout
import Spec
import Testing
import Text
import TestSupport

/// The monospace stand-in, recording the base direction each text is shaped in.
private final class DirectionRecorder: TextMeasuring, @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [String: TextDirection?] = [:]
    private let inner = MonospaceMeasurer()

    func direction(of text: String) -> TextDirection?? {
        lock.lock()
        defer { lock.unlock() }
        return calls[text]
    }

    func metrics(weight: FontWeight, size: Double) throws -> FontMetrics {
        try inner.metrics(weight: weight, size: size)
    }

    func shape(_ text: String, weight: FontWeight, size: Double, direction: TextDirection?) throws -> ShapedRun {
        lock.lock()
        calls[text] = direction
        lock.unlock()
        return try inner.shape(text, weight: weight, size: size, direction: direction)
    }
}

private func rtl(_ spec: ScreenSpec, state: RenderState = .idle, measurer: any TextMeasuring = MonospaceMeasurer()) throws -> LayoutTree {
    try LayoutEngine.layout(spec, size: .large, state: state, appearance: .light, layoutDirection: .rightToLeft, measurer: measurer)
}

// Issue 15, item 3: for a right-to-left locale the layout mirrors.
@Suite struct RightToLeftLayoutTests {
    @Test func leadingIsTheRightEdge() throws {
        let spec = try screen(
            """
            {"type": "vstack", "id": "root", "spacing": 10, "padding": 20, "alignment": "leading", "children": [
              {"type": "text", "id": "a", "text": "Hello"},
              {"type": "text", "id": "b", "text": "Hi"}]}
            """)
        let tree = try rtl(spec)
        // Left to right: (20, 20, 42.5, 22) and (20, 52, 17, 22) in a 200 pt viewport.
        #expect(tree.frame("a") == Rect(x: 137.5, y: 20, width: 42.5, height: 22))
        #expect(tree.frame("b") == Rect(x: 163, y: 52, width: 17, height: 22))
        #expect(tree.frame("root") == Rect(x: 0, y: 0, width: 200, height: 94))
        #expect(tree.text("a")?.lines.map(\.x) == [137.5])
        #expect(tree.layoutDirection == .rightToLeft)
        #expect(try layout(spec).layoutDirection == .leftToRight)
    }

    @Test func hstacksRunRightToLeft() throws {
        let tree = try rtl(
            screen(
                """
                {"type": "hstack", "spacing": 8, "padding": 10, "children": [
                  {"type": "text", "id": "first", "text": "Name"},
                  {"type": "spacer"},
                  {"type": "text", "id": "second", "text": "Edit"}]}
                """))
        // The first child is at the right edge, the last at the left.
        #expect(tree.frame("first") == Rect(x: 156, y: 10, width: 34, height: 22))
        #expect(tree.frame("second") == Rect(x: 10, y: 10, width: 34, height: 22))
    }

    @Test func wrappedLinesAlignToTheLeadingEdge() throws {
        let tree = try rtl(
            screen(
                """
                {"type": "vstack", "alignment": "leading", "padding": 10, "children": [
                  {"type": "text", "id": "t", "text": "Aaaa Bbbbbbbbbbb Cccccccccccc", "alignment": "leading"}]}
                """))
        let text = try #require(tree.text("t"))
        #expect(text.lines.map(\.text) == ["Aaaa Bbbbbbbbbbb", "Cccccccccccc"])
        // Each line ends at the leading (right) edge, 10 pt in: left to right both start at x = 10.
        #expect(text.lines.map(\.x) == [54, 88])
        #expect(text.lines.map { $0.x + $0.width } == [190, 190])
    }

    @Test func aToggleRowPutsItsSwitchOnTheLeftAndMirrorsItsTapArea() throws {
        let spec = try screen(
            """
            {"type": "vstack", "padding": 16, "children": [
              {"type": "toggle", "id": "alerts", "label": "Alerts", "isOn": true, "frame": {"maxWidth": "infinity"},
               "tapArea": {"padding": {"leading": 4}}}]}
            """)
        let ltr = try layout(spec)
        let mirrored = try rtl(spec)
        let control = try #require(ltr.root.node(withID: "alerts.control")?.frame)
        let label = try #require(ltr.root.node(withID: "alerts.label")?.frame)
        #expect(
            mirrored.root.node(withID: "alerts.control")?.frame
                == Rect(x: 200 - control.maxX, y: control.y, width: control.width, height: control.height))
        #expect(
            mirrored.root.node(withID: "alerts.label")?.frame
                == Rect(x: 200 - label.maxX, y: label.y, width: label.width, height: label.height))
        let region = try #require(ltr.root.node(withID: "alerts")?.hitRegion)
        #expect(
            mirrored.root.node(withID: "alerts")?.hitRegion
                == Rect(x: 200 - region.maxX, y: region.y, width: region.width, height: region.height))
        #expect(try #require(mirrored.root.node(withID: "alerts.control")).frame.x < 30)
    }

    @Test func textsTakeTheirOwnDirectionOrTheScreens() throws {
        let spec = try screen(
            """
            {"type": "vstack", "children": [
              {"type": "text", "text": "Order 42"}, {"type": "text", "text": "42"}, {"type": "text", "text": "طلب 42"}]}
            """)
        let recorder = DirectionRecorder()
        _ = try rtl(spec, measurer: recorder)
        #expect(recorder.direction(of: "Order 42") == .some(.leftToRight))
        #expect(recorder.direction(of: "42") == .some(.rightToLeft))
        #expect(recorder.direction(of: "طلب 42") == .some(.rightToLeft))
        let ltr = DirectionRecorder()
        _ = try layout(spec, measurer: ltr)
        #expect(ltr.direction(of: "42") == .some(.leftToRight))
        #expect(ltr.direction(of: "طلب 42") == .some(.rightToLeft))
    }

    @Test func theDumpSaysTheScreenIsRightToLeft() throws {
        let spec = try screen(#"{"type": "text", "id": "t", "text": "Hi"}"#)
        #expect(LayoutDump.json(try rtl(spec)).contains(#""layoutDirection": "rightToLeft""#))
        #expect(!LayoutDump.json(try layout(spec)).contains("layoutDirection"))
    }
}
