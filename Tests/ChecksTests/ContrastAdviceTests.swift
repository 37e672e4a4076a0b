import JSON
import Spec
import Testing
@testable import Checks

/// Computed contrast fixes: the nearest passing colour along OKLCH lightness, re-checked through the
/// canvas's compositing, named by the key that holds it, its direction taken from the search.
struct ContrastAdviceTests {
    static func hex(_ text: String) -> SRGBColor { try! ColorParsing.parse(text, appearance: .light) }

    static func written(_ text: String, at path: String, line: Int = 3) -> Color {
        let origin = ColorOrigin(file: "x.json", location: SourceLocation(line: line, column: 20), path: path, text: text)
        return Color(hex(text), source: text).written(at: [.light: origin, .dark: origin])
    }

    /// A light-only spec: a literal is replaced as it is.
    static let spec = ScreenSpec(
        file: "x.json", slug: "x", name: "X", viewport: Viewport(width: 100, height: 100, scale: 1),
        content: Node(id: "t", kind: .text(TextElement(text: "Hi"))))

    @Test func oklabRoundTripsSRGB() {
        for text in ["#007AFF", "#FFFFFF", "#000000", "#767676", "#FF3B30"] {
            let color = Self.hex(text)
            let back = ContrastFixSearch.quantized(OKLab(color), alpha: 1)
            #expect(back == color)
        }
    }

    /// White on #007AFF (4.02:1): the old advice said to darken the text, which lowers the ratio. The
    /// computed fix darkens what is behind it, names the tint and gives the new ratio.
    @Test func whiteOnSystemBlueDarkensTheTintNotTheText() throws {
        let tint = Self.written("#007AFF", at: "$.content.tint")
        let advice = ContrastAdvice.make(
            foreground: Self.hex("#FFFFFF"), backgrounds: [Self.hex("#007AFF")], required: 4.5,
            subject: "the text", own: [], behind: [tint], spec: Self.spec, appearance: .light,
            settings: .none)
        let best = try #require(advice.options.first)
        #expect(best.subject == "what is behind it" && !best.result.isLighter)
        #expect(best.result.ratio >= 4.5)
        let background = best.result.color
        #expect(WCAGContrast.ratio(StoredPixel.composite(Self.hex("#FFFFFF"), over: background), background) == best.result.ratio)
        #expect(ContrastAdvice.hex(background) == "#0072F0")
        // The text's own colour is offered second: it is iOS's own here (no key to change), and far (black).
        #expect(
            advice.fix == "Darken what is behind it to #0072F0 (4.50:1, ΔE OK 0.029): set $.content.tint, now #007AFF, to #0072F0; "
                + "or darken the text to #161616 (4.50:1, ΔE OK 0.800); it is iOS's own colour: give it one in the spec.")
        #expect(
            advice.edits == [
                SpecEdit(
                    file: "x.json", location: SourceLocation(line: 3, column: 20), path: "$.content.tint",
                    replacement: "\"\(ContrastAdvice.hex(background))\"")
            ])
        #expect(best.result.deltaE < 0.1)
    }

    /// A grey caption on white is darkened, and the darker colour passes against every background given.
    @Test func aGreyCaptionIsDarkenedAgainstEveryBackground() throws {
        let own = Self.written("#8E8E93", at: "$.content.children[1].color")
        let backgrounds = [Self.hex("#FFFFFF"), Self.hex("#F2F2F7")]
        let advice = ContrastAdvice.make(
            foreground: Self.hex("#8E8E93"), backgrounds: backgrounds, required: 4.5, subject: "the text",
            own: [own], behind: [], spec: Self.spec, appearance: .light, settings: .none)
        let best = try #require(advice.options.first)
        #expect(best.subject == "the text" && !best.result.isLighter)
        for background in backgrounds {
            #expect(WCAGContrast.ratio(StoredPixel.composite(best.result.color, over: background), background) >= 4.5)
        }
        #expect(advice.fix.hasPrefix("Darken the text to #"))
        #expect(advice.edits.map(\.path) == ["$.content.children[1].color"])
    }

    /// Without a colour the spec writes, the direction still comes from the measurement.
    @Test func theDirectionComesFromTheMeasurement() {
        let light = ContrastAdvice(
            options: [], foreground: Self.hex("#FFFFFF"), background: Self.hex("#5AC8FA"), required: 4.5,
            foregroundSubject: "the text")
        #expect(light.fix == "Lighten the text or darken what is behind it until it reaches 4.50:1.")
        let dark = ContrastAdvice(
            options: [], foreground: Self.hex("#8E8E93"), background: Self.hex("#FFFFFF"), required: 4.5,
            foregroundSubject: "the text")
        #expect(dark.fix == "Darken the text or lighten what is behind it until it reaches 4.50:1.")
    }
}
