import Foundation
import Testing

/// A web spec of format 2 is swept at text zoom steps and the reflow width: `--size` takes them, and a
/// Dynamic Type size selects the zoom step nearest to it.
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
            // A Dynamic Type size asked of a web spec selects the zoom step with the nearest body text: AX5's 53 pt is zoom200's 34 px.
            let mapped = runTool(["render", file, "--out", directory + "/mapped", "--size", "AX5"])
            #expect(mapped == ToolRun(status: 0, output: "", error: "wrote 2 PNGs for 1 of 1 spec into \(directory)/mapped\n"))
            #expect(FileManager.default.fileExists(atPath: directory + "/mapped/web/light/zoom200-idle.png"))
            // Lengths of a web spec are CSS px, and the outline and the JSON dump say so (an iOS spec's are points).
            #expect(
                runTool(["layout", file, "--size", "large"]).output == """
                    web — zoom100, idle, light; viewport 160×100 px, content height 100 px
                      vstack (0, 0) 160×44
                        button #b (52.4, 0) 55.2×44
                          title #b.title (68.4, 11) 23.2×22 "Go"

                    """)
            #expect(runTool(["layout", file, "--json"]).output.contains("\n  \"unit\": \"px\",\n"))
            // The reflow width is selected only by name: an iOS spec has none.
            let ios = directory + "/ios.json"
            try Self.spec.replacingOccurrences(of: #""platform": "web""#, with: #""platform": "ios""#).write(
                toFile: ios, atomically: true, encoding: .utf8)
            let nothing = runTool(["render", ios, "--out", directory + "/out", "--size", "reflow320"])
            #expect(nothing.status == 2)
            #expect(
                nothing.error.hasPrefix(
                    "error: \(ios): --size reflow320 selects nothing: the spec's sizes are "
                        + "xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5; choose one of them or drop --size\n"
                ))
            #expect(runTool(["layout", ios]).output.hasPrefix("ios — large, idle, light; viewport 160×100 pt, content height 100 pt\n"))
            #expect(!runTool(["layout", ios, "--json"]).output.contains("\"unit\""))
            let layout = runTool(["layout", ios, "--size", "reflow320"])
            #expect(
                layout
                    == ToolRun(
                        status: 2, output: "",
                        error: """
                            error: \(ios) is not swept at 'reflow320'; its sizes are: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5
                            hint: see 'buttoncheck layout --help'

                            """))
            let reflow = runTool(["layout", file, "--size", "reflow320"])
            #expect(reflow.output.hasPrefix("web — reflow320, idle, light; viewport 320×100 px, content height 100 px\n"))
        }
    }
}
