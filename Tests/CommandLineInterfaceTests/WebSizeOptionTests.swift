import Foundation
import Testing

/// A web spec of format 2 is swept at text zoom steps and the reflow width: `--size` takes them, and a
/// Dynamic Type size selects nothing of it.
@Suite struct WebSizeOptionTests {
    static let spec = """
        {"version": 2, "name": "Web", "platform": "web", "viewport": {"width": 160, "height": 100, "scale": 1},
         "content": {"type": "vstack", "children": [{"type": "button", "id": "b", "title": "Go", "style": "borderedProminent", "tint": "#0050B3"}]}}
        """

    @available(macOS 15, *)
    @Test func rendersTheZoomStepsAndTheReflowWidthByName() throws {
        try withSpecDirectory(["web.json": Self.spec]) { directory in
            let file = directory + "/web.json"
            let render = runTool(["render", file, "--out", directory + "/out", "--size", "zoom200", "--size", "reflow320"])
            #expect(render == ToolRun(status: 0, output: "", error: "wrote 3 PNGs for 1 of 1 spec into \(directory)/out\n"))
            #expect(FileManager.default.fileExists(atPath: directory + "/out/web/light/zoom200-idle.png"))
            #expect(FileManager.default.fileExists(atPath: directory + "/out/web/light/reflow320-idle.png"))
            let nothing = runTool(["render", file, "--out", directory + "/out", "--size", "AX5"])
            #expect(nothing.status == 2)
            #expect(nothing.error.hasPrefix("error: \(file): --size AX5 selects nothing: the spec's sizes are "
                + "zoom100, zoom125, zoom150, zoom175, zoom200, reflow320; choose one of them or drop --size\n"))
            let layout = runTool(["layout", file, "--size", "large"])
            #expect(layout == ToolRun(status: 2, output: "", error: """
                error: \(file) is not swept at 'large'; its sizes are: zoom100, zoom125, zoom150, zoom175, zoom200, reflow320
                hint: see 'buttoncheck layout --help'

                """))
            let reflow = runTool(["layout", file, "--size", "reflow320"])
            #expect(reflow.output.hasPrefix("web — reflow320, idle, light; viewport 320×100 pt"))
        }
    }
}
