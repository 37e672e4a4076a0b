import Foundation
import Testing

/// Issue 26 (14): `validate` said "ok" for a spec whose backdrop PNG is truncated or whose font is a PNG,
/// and `render` then exited 2 with no spec location; both open the files as render does, and a file
/// that cannot be used is reported at the spec's key that names it.
@Suite struct ValidateCommandTests {
    /// A small valid PNG: a 1×1 white pixel.
    static let png: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4,
        0x89, 0x00, 0x00, 0x00, 0x0B, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0xF8, 0x0F, 0x04, 0x00,
        0x09, 0xFB, 0x03, 0xFD, 0xFB, 0x5E, 0x6B, 0x2B, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44,
        0xAE, 0x42, 0x60, 0x82,
    ]

    private static func spec(_ top: String) -> String {
        #"{"version": 1, "name": "X", "viewport": {"width": 100, "height": 100, "scale": 1}, \#(top), "content": {"type": "text", "text": "Hi"}}"#
    }

    @available(macOS 15, *)
    @Test func aFontThatIsAPNGIsReportedAtItsKey() throws {
        try withSpecDirectory(["spec.json": Self.spec(#""fonts": {"regular": "font.ttf"}"#)]) { directory in
            try Data(Self.png).write(to: URL(fileURLWithPath: directory + "/font.ttf"))
            let expected =
                "\(directory)/spec.json:1:105: error: font file \(directory)/font.ttf cannot be used: FreeType error 0x02 (unknown file format); "
                + "name a TrueType or OpenType font file (.ttf, .otf or .ttc) (at $.fonts.regular)\n"
            #expect(
                runTool(["validate", directory + "/spec.json"]) == ToolRun(status: 2, output: "", error: expected + "1 of 1 spec invalid\n")
            )
            #expect(
                runTool(["render", directory + "/spec.json", "--size", "large", "--out", directory + "/out"])
                    == ToolRun(
                        status: 2, output: "",
                        error:
                            expected + "wrote 0 PNGs for 0 of 1 spec into \(directory)/out\n"))
        }
    }

    /// A font file that starts like OpenType (`OTTO`, 12 tables) but is cut inside its table directory:
    /// the engine opened such a face only when a text first needed it, so validate said "ok" and render
    /// failed with no spec location ("cannot lay out text: cannot load font file …").
    @available(macOS 15, *)
    @Test func aFontCutInsideItsTableDirectoryIsReportedAtItsKey() throws {
        let cut: [UInt8] = [0x4F, 0x54, 0x54, 0x4F, 0x00, 0x0C, 0x00, 0x80, 0x00, 0x03, 0x00, 0x40] + Array(repeating: 0, count: 28)
        try withSpecDirectory(["spec.json": Self.spec(#""fonts": {"regular": "font.otf"}"#)]) { directory in
            try Data(cut).write(to: URL(fileURLWithPath: directory + "/font.otf"))
            let expected =
                "\(directory)/spec.json:1:105: error: font file \(directory)/font.otf cannot be used: "
                + "FreeType error 0x02 (unknown file format); name a TrueType or OpenType font file (.ttf, .otf or .ttc) "
                + "(at $.fonts.regular)\n"
            let spec = directory + "/spec.json"
            #expect(runTool(["validate", spec]) == ToolRun(status: 2, output: "", error: expected + "1 of 1 spec invalid\n"))
            #expect(
                runTool(["render", spec, "--size", "large", "--out", directory + "/out"])
                    == ToolRun(status: 2, output: "", error: expected + "wrote 0 PNGs for 0 of 1 spec into \(directory)/out\n"))
            #expect(runTool(["layout", spec]) == ToolRun(status: 2, output: "", error: expected))
        }
    }

    @available(macOS 15, *)
    @Test func aTruncatedBackdropIsReportedAtItsKey() throws {
        try withSpecDirectory(["spec.json": Self.spec(#""backdrop": {"type": "image", "path": "backdrop.png"}"#)]) { directory in
            try Data(Self.png.prefix(50)).write(to: URL(fileURLWithPath: directory + "/backdrop.png"))
            let run = runTool(["validate", directory + "/spec.json"])
            #expect(run.status == 2)
            #expect(run.output == "")
            #expect(
                run.error == "\(directory)/spec.json:1:122: error: backdrop image \(directory)/backdrop.png cannot be used: "
                    + "corrupt PNG: truncated inside the IDAT chunk (the file has 50 bytes, the chunk ends at byte 56); name a PNG image (at $.backdrop.path)\n"
                    + "1 of 1 spec invalid\n")
            try Data(Self.png).write(to: URL(fileURLWithPath: directory + "/backdrop.png"))
            #expect(
                runTool(["validate", directory + "/spec.json"]) == ToolRun(status: 0, output: "\(directory)/spec.json: ok\n", error: ""))
        }
    }
}
