import Foundation
import Limits
import Spec
import Testing

/// The static limits (`Limits`) are checked when a spec is read, each with a located diagnostic
/// (issue 12, item 2: a 10,000 × 10,000 @3x viewport or a 100,000-character title asked for gigabytes).
@Suite struct SpecLimitsTests {
    private func spec(viewport: String = #"{"device": "iPhone 16"}"#, content: String) -> String {
        #"{"version": 1, "name": "X", "viewport": \#(viewport), "content": \#(content)}"#
    }

    @Test func viewportsOverTheLimitAreRefused() {
        #expect(
            diagnosticLines(spec(viewport: #"{"width": 10000, "height": 10000, "scale": 3}"#, content: #"{"type": "spacer"}"#)) == [
                "spec.json:1:51: error: a viewport width of 10000 pt is over the limit of 1024 pt; viewports may be up to 1024 × 1366 pt (at $.viewport.width)",
                "spec.json:1:68: error: a viewport height of 10000 pt is over the limit of 1366 pt; viewports may be up to 1024 × 1366 pt (at $.viewport.height)",
            ])
        #expect(
            diagnosticLines(spec(viewport: #"{"width": 1024, "height": 1366, "scale": 4}"#, content: #"{"type": "spacer"}"#)) == [
                "spec.json:1:82: error: 4 is out of range; expected a whole number from 1 to 3 (at $.viewport.scale)"
            ])
        #expect(
            diagnosticLines(spec(viewport: #"{"width": 0, "height": 1366}"#, content: #"{"type": "spacer"}"#)) == [
                "spec.json:1:51: error: 0 is out of range; expected a number from 1 to 1024 (at $.viewport.width)"
            ])
        // The largest viewport is accepted.
        #expect(diagnosticLines(spec(viewport: #"{"width": 1024, "height": 1366, "scale": 3}"#, content: #"{"type": "spacer"}"#)) == [])
    }

    private func webSpec(viewport: String) -> String {
        #"{"version": 2, "name": "X", "platform": "web", "viewport": \#(viewport), "content": {"type": "spacer"}}"#
    }

    @Test func webViewportsMayBeDesktopWindowsUpTo1920PxWide() {
        // Common desktop windows are accepted at device pixel ratio 1 and 2 (1920 × 1366 px at 2 is 10,491,360 pixels).
        for viewport in [
            #"{"width": 1280, "height": 800, "scale": 1}"#, #"{"width": 1440, "height": 900, "scale": 3}"#,
            #"{"width": 1920, "height": 1080, "scale": 2}"#, #"{"width": 1920, "height": 1366, "scale": 2}"#,
        ] {
            #expect(diagnosticLines(webSpec(viewport: viewport)) == [])
        }
        // Wider than 1920 px is refused, in px, naming the web's limits.
        #expect(
            diagnosticLines(webSpec(viewport: #"{"width": 2560, "height": 1440, "scale": 1}"#)) == [
                "spec.json:1:70: error: a viewport width of 2560 px is over the limit of 1920 px; web viewports may be up to 1920 × 1366 px (at $.viewport.width)",
                "spec.json:1:86: error: a viewport height of 1440 px is over the limit of 1366 px; web viewports may be up to 1920 × 1366 px (at $.viewport.height)",
            ])
        // An iOS screen keeps the iPad's limit: 1280 pt is refused in points.
        #expect(
            diagnosticLines(spec(viewport: #"{"width": 1280, "height": 800, "scale": 1}"#, content: #"{"type": "spacer"}"#)) == [
                "spec.json:1:51: error: a viewport width of 1280 pt is over the limit of 1024 pt; viewports may be up to 1024 × 1366 pt (at $.viewport.width)"
            ])
    }

    @Test func aWideWebViewportMustFitOneCanvasAtItsScale() {
        // 1920 × 1080 at 3 is 5,760 × 3,240 = 18,662,400 pixels: over one canvas; 2 fits.
        #expect(
            diagnosticLines(webSpec(viewport: #"{"width": 1920, "height": 1080, "scale": 3}"#)) == [
                "spec.json:1:101: error: a viewport of 1920 × 1080 px at scale 3 is 5,760 × 3,240 pixels, over the limit of 16,777,216 pixels (64 MiB) for one render; set \"scale\": 2 or less (at $.viewport.scale)"
            ])
        // Without a scale the default 3 is named, and the viewport is the place.
        #expect(
            diagnosticLines(webSpec(viewport: #"{"width": 1920, "height": 1080}"#)) == [
                "spec.json:1:60: error: a viewport of 1920 × 1080 px at the default scale 3 is 5,760 × 3,240 pixels, over the limit of 16,777,216 pixels (64 MiB) for one render; set \"scale\": 2 or less (at $.viewport)"
            ])
    }

    @Test func textsOverTheLengthLimitAreRefused() {
        let long = String(repeating: "a", count: Limits.maximumTextLength + 1)
        #expect(
            diagnosticLines(spec(content: #"{"type": "button", "title": "\#(long)"}"#)) == [
                "spec.json:1:105: error: \"title\" is 2,001 characters long; the limit is 2,000 characters (at $.content.title)"
            ])
        let longest = String(repeating: "é", count: Limits.maximumTextLength)
        #expect(diagnosticLines(spec(content: #"{"type": "text", "text": "\#(longest)"}"#)) == [])
    }

    @Test func treesWithTooManyNodesAreRefusedOnce() {
        let children = Array(repeating: #"{"type": "spacer"}"#, count: Limits.maximumNodes + 5).joined(separator: ",")
        let result = diagnosticLines(spec(content: #"{"type": "vstack", "children": [\#(children)]}"#))
        // The content node is the first; the 2,000th child is node 2,001.
        #expect(
            result == [
                "spec.json:1:\(109 + 19 * 1999): error: the view tree has more than 2,000 nodes; split the screen into several specs (at $.content.children[1999])"
            ])
        let fewer = Array(repeating: #"{"type": "spacer"}"#, count: Limits.maximumNodes - 1).joined(separator: ",")
        #expect(diagnosticLines(spec(content: #"{"type": "vstack", "children": [\#(fewer)]}"#)) == [])
    }

    @Test func nestingDeeperThanTheLimitIsRefusedWhereItStarts() {
        func nested(_ depth: Int) -> String {
            var node = #"{"type": "spacer"}"#
            for _ in 1..<depth { node = #"{"type": "zstack", "children": [\#(node)]}"# }
            return node
        }
        #expect(diagnosticLines(spec(content: nested(Limits.maximumNesting))) == [])
        let result = diagnosticLines(spec(content: nested(Limits.maximumNesting + 1)))
        let path = "$.content" + String(repeating: ".children[0]", count: Limits.maximumNesting)
        #expect(
            result == [
                "spec.json:1:\(77 + 32 * Limits.maximumNesting): error: the view tree nests deeper than 100 levels; flatten it (a screen needs far fewer levels) (at \(path))"
            ])
    }

    /// A spec path that is a FIFO hung, /dev/zero grew without end (issue 12, item 9, for specs and tokens).
    @Test func specAndTokensFilesMustBeRegularAndBounded() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SpecLimitsTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func message(_ path: String) -> [String] {
            do {
                _ = try SpecLoader.load(path: path)
                return []
            } catch {
                return error.diagnostics.map(\.description)
            }
        }
        #expect(mkfifo(folder + "/pipe.json", 0o600) == 0)
        #expect(message(folder + "/pipe.json") == ["\(folder)/pipe.json: error: is a FIFO (named pipe), not a regular file"])
        #expect(message("/dev/zero") == ["/dev/zero: error: is a character device, not a regular file"])
        try Data(repeating: 0x20, count: Limits.maximumSpecBytes + 1).write(to: URL(fileURLWithPath: folder + "/big.json"))
        #expect(message(folder + "/big.json") == ["\(folder)/big.json: error: is larger than 16 MiB, the limit for a spec or tokens file"])

        #expect(mkfifo(folder + "/brand.tokens.json", 0o600) == 0)
        let spec =
            #"{"version": 1, "name": "X", "viewport": {"device": "iPhone 16"}, "tokens": "brand.tokens.json", "content": {"type": "spacer"}}"#
        try Data(spec.utf8).write(to: URL(fileURLWithPath: folder + "/spec.json"))
        #expect(
            message(folder + "/spec.json") == [
                "\(folder)/spec.json:1:76: error: tokens file \(folder)/brand.tokens.json is a FIFO (named pipe), not a regular file; fix the \"tokens\" path (it is relative to the spec) (at $.tokens)"
            ])
    }
}
