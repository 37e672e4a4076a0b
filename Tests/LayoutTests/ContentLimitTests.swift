import Layout
import Spec
import Testing
import TestSupport

/// Content size is checked after layout, before any canvas exists (issue 12, item 2: 30 frames of
/// 100,000 pt or 100 spacers of 10,000 pt asked for gigabytes and aborted).
@Suite struct ContentLimitTests {
    private func spec(width: Int, scale: Int, spacer: Int) throws -> ScreenSpec {
        let json = """
            {"version": 1, "name": "Tall", "viewport": {"width": \(width), "height": 400, "scale": \(scale)},
             "content": {"type": "vstack", "spacing": 0, "children": [{"type": "spacer", "minLength": \(spacer)}]}}
            """
        return try SpecLoader.load(bytes: Array(json.utf8), file: "specs/tall.json", baseDirectory: "/tmp")
    }

    private func message(_ spec: ScreenSpec, size: SizeCategory = .large, state: RenderState = .idle) -> String? {
        do {
            _ = try LayoutEngine.layout(spec, size: size, state: state, appearance: .light, measurer: MonospaceMeasurer())
            return nil
        } catch {
            return error.message
        }
    }

    @Test func contentTallerThanTheLimitInPointsIsRefused() throws {
        let rows = (0..<400).map { #"{"type": "text", "text": "Row \#($0)"}"# }.joined(separator: ",")
        let tall = try screen(#"{"type": "vstack", "children": [\#(rows)]}"#)
        // 400 rows of 22 pt and 399 gaps of 8 pt.
        #expect(
            message(tall, size: .large)
                == "test.json: light · large · idle: the content is 11,992 pt tall, over the limit of 8,192 pt; shorten the screen or split it into several specs"
        )
        #expect(message(try spec(width: 300, scale: 1, spacer: 8192)) == nil)
    }

    @Test func aWebSpecsContentLimitIsSaidInCSSPixels() throws {
        let json = """
            {"version": 2, "name": "Tall", "platform": "web", "viewport": {"width": 300, "height": 400, "scale": 1},
             "content": {"type": "vstack", "spacing": 0, "children": [{"type": "spacer", "minLength": 9000}]}}
            """
        let tall = try SpecLoader.load(bytes: Array(json.utf8), file: "test.json", baseDirectory: "/tmp")
        #expect(
            message(tall, size: .zoom100)
                == "test.json: light · zoom100 · idle: the content is 9,000 px tall, over the limit of 8,192 px; shorten the screen or split it into several specs"
        )
    }

    @Test func contentTallerThanTheLimitInPixelsIsRefused() throws {
        #expect(
            message(try spec(width: 300, scale: 3, spacer: 6000), state: .disabled)
                == "specs/tall.json: light · large · disabled: at @3x the content is 18,000 pixels tall, over the limit of 16,384 pixels; "
                + "shorten the screen or split it into several specs, or render at a lower --scale")
        #expect(message(try spec(width: 300, scale: 2, spacer: 6000)) == nil)
    }

    @Test func rendersOverThePixelLimitAreRefused() throws {
        #expect(
            message(try spec(width: 1024, scale: 3, spacer: 5000))
                == "specs/tall.json: light · large · idle: at @3x the render would be 3,072 × 15,000 pixels, over the limit of 16,777,216 pixels (64 MiB); "
                + "shorten the screen or split it into several specs, or render at a lower --scale")
        // The largest viewport itself renders.
        #expect(message(try spec(width: 1024, scale: 3, spacer: 1366)) == nil)
    }
}
