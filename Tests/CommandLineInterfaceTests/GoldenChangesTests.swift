import Foundation
import Testing

/// Issue 28: a golden change in one line a person can read (which element, how many pixels, how large a
/// colour difference), and a goldens folder that keeps only what specs produce.
@Suite struct GoldenChangesTests {
    static let tinted = """
        {"version": 1, "name": "Tinted", "viewport": {"width": 200, "height": 120, "scale": 1},
         "content": {"type": "vstack", "children": [{"type": "text", "id": "intro", "text": "Pay now"},
                     {"type": "button", "id": "continue", "title": "Go", "style": "borderedProminent", "tint": "#0050B3"}]}}
        """

    @available(macOS 15, *)
    @Test func aTintNudgedOneStepIsOneLineNamingTheButtonWithItsPixelsAndDeltaE() throws {
        try withSpecDirectory(["tinted.json": Self.tinted]) { directory in
            let spec = directory + "/tinted.json"
            let goldens = directory + "/goldens"
            let base = ["check", spec, "--size", "large", "--size", "AX5", "--state", "idle", "--goldens", goldens]
            #expect(runTool(base + ["--record", "missing"]).status == 1)
            #expect(runTool(base + ["--record", "never"]).status == 0)
            try Self.tinted.replacingOccurrences(of: "#0050B3", with: "#0051B3").write(toFile: spec, atomically: true, encoding: .utf8)
            let changed = runTool(base + ["--record", "never"])
            #expect(changed.status == 1)
            #expect(
                changed.output == """
                    \(spec) — Tinted: no findings, 2 goldens changed
                      goldens: 2 of 2 renders changed: continue, ΔE00 0.8 at most (9783 pixels)
                          renders: light/large-idle, light/AX5-idle

                    1 spec (0 passed, 1 failed), 2 renders: 0 errors, 0 warnings, 0 notes; goldens: 0 passed, 2 failed, 0 missing, 0 recorded

                    """, "\(changed.output)")
        }
    }
}
