import Checks
import Foundation
import Spec
import Testing

// WCAG 2.x luminance, ratio, thresholds and blending, and APCA Lc against the values apca-w3
// publishes. "Exact" values were computed independently with the same formulas (IEEE doubles, libm
// pow) and are compared to 1e-12; the published APCA values to 1e-9.

/// A colour from `#RGB`, `#RRGGBB` or `#RRGGBBAA`, through Spec's public parser.
private func hex(_ text: String) -> SRGBColor {
    try! ColorParsing.parse(text, appearance: .light)
}

private func system(_ name: SystemColor, _ appearance: Appearance) -> SRGBColor {
    name.color(for: appearance)
}

private func isClose(_ a: Double, _ b: Double, within tolerance: Double = 1e-12) -> Bool {
    abs(a - b) <= tolerance
}

/// Two colours and the value measured between them.
struct ColorPair: Sendable, CustomTestStringConvertible {
    let first: String
    let second: String
    let value: Double

    init(_ first: String, _ second: String, _ value: Double) {
        (self.first, self.second, self.value) = (first, second, value)
    }

    var testDescription: String { "\(first) / \(second) → \(value)" }
}

@Suite("WCAG 2.x contrast")
struct WCAGContrastTests {
    static let luminances: [(String, Double)] = [
        ("#FFFFFF", 1),
        ("#000000", 0),
        ("#FF0000", 0.2126),
        ("#00FF00", 0.7152),
        ("#0000FF", 0.0722),
        ("#777777", 0.184474994500441),
        ("#808080", 0.21586050011389923),
        ("#0A0A0A", 0.003035269835488375),  // 10/255 ≤ 0.04045: the linear segment
    ]

    @Test("relative luminance of known colours", arguments: luminances)
    func luminance(_ text: String, _ expected: Double) {
        #expect(isClose(WCAGContrast.relativeLuminance(hex(text)), expected))
    }

    @Test("the transfer curve is linear up to and including 0.04045")
    func linearThreshold() {
        let atThreshold = SRGBColor(red: 0.04045, green: 0.04045, blue: 0.04045)
        #expect(isClose(WCAGContrast.relativeLuminance(atThreshold), 0.04045 / 12.92, within: 1e-17))
        let above = SRGBColor(red: 0.0405, green: 0, blue: 0)
        #expect(isClose(WCAGContrast.relativeLuminance(above), 0.0006664467414830645))
    }

    static let ratios: [ColorPair] = [
        ColorPair("#000000", "#FFFFFF", 21),
        ColorPair("#FFFFFF", "#FFFFFF", 1),
        ColorPair("#777777", "#777777", 1),
        ColorPair("#777777", "#FFFFFF", 4.478089453577214),
        ColorPair("#767676", "#FFFFFF", 4.542224959605253),
        ColorPair("#949494", "#FFFFFF", 3.0334698257384747),
        ColorPair("#FF0000", "#FFFFFF", 3.9984767707539985),
        ColorPair("#0000FF", "#FFFFFF", 8.592471358428805),
        ColorPair("#007AFF", "#FFFFFF", 4.016975780478911),  // systemBlue (light) on white
        ColorPair("#0A84FF", "#000000", 5.757411621432786),  // systemBlue (dark) on black
    ]

    @Test("contrast ratio, unrounded, in either order", arguments: ratios)
    func ratio(_ pair: ColorPair) {
        #expect(isClose(WCAGContrast.ratio(hex(pair.first), hex(pair.second)), pair.value))
        #expect(WCAGContrast.ratio(hex(pair.first), hex(pair.second)) == WCAGContrast.ratio(hex(pair.second), hex(pair.first)))
    }

    @Test("the extremes are exactly 21:1 and 1:1")
    func extremes() {
        #expect(WCAGContrast.ratio(hex("#000"), hex("#fff")) == 21)
        #expect(WCAGContrast.ratio(hex("#fff"), hex("#000")) == 21)
        #expect(WCAGContrast.ratio(hex("#123456"), hex("#123456")) == 1)
    }

    @Test("#777 on white fails 4.5:1 though it rounds to 4.48; #767676 passes")
    func grayEdge() {
        let gray777 = WCAGContrast.ratio(hex("#777"), hex("#fff"))
        #expect(gray777 == 4.478089453577214)
        #expect(gray777 < WCAGContrast.normalTextMinimumRatio)
        #expect(gray777 >= WCAGContrast.largeTextMinimumRatio)
        let gray767676 = WCAGContrast.ratio(hex("#767676"), hex("#fff"))
        #expect(gray767676 >= WCAGContrast.normalTextMinimumRatio)
        #expect(isClose(gray767676, 4.54, within: 0.005))
    }

    @Test("the thresholds")
    func thresholds() {
        #expect(WCAGContrast.normalTextMinimumRatio == 4.5)
        #expect(WCAGContrast.largeTextMinimumRatio == 3)
        #expect(WCAGContrast.nonTextMinimumRatio == 3)
        #expect(WCAGContrast.enhancedNormalTextMinimumRatio == 7)
        #expect(WCAGContrast.enhancedLargeTextMinimumRatio == 4.5)
        #expect(WCAGContrast.largeTextMinimumPointSize == 18)
        #expect(WCAGContrast.largeBoldTextMinimumPointSize == 14)
    }

    static let textSizes: [(pointSize: Double, isBold: Bool, isLarge: Bool)] = [
        (11, false, false), (17, false, false), (17.99, false, false), (18, false, true), (24, false, true),
        (14, false, false), (11, true, false), (13.99, true, false), (14, true, true), (17, true, true), (18, true, true),
    ]

    @Test("large text: at least 18 pt, or at least 14 pt bold", arguments: textSizes)
    func largeText(_ size: (pointSize: Double, isBold: Bool, isLarge: Bool)) {
        #expect(WCAGContrast.isLargeText(pointSize: size.pointSize, isBold: size.isBold) == size.isLarge)
        #expect(WCAGContrast.requiredRatio(pointSize: size.pointSize, isBold: size.isBold) == (size.isLarge ? 3 : 4.5))
    }

    @Test("blending: opaque, fully transparent and half-way foregrounds")
    func blendEdges() {
        let background = hex("#336699")
        #expect(WCAGContrast.blend(hex("#C0FFEE"), over: background) == hex("#C0FFEE"))
        #expect(WCAGContrast.blend(hex("#C0FFEE00"), over: background) == background)
        // 0x66 / 255 is 0.4: black at 40% over white is exactly 0.6, #999999.
        let gray = WCAGContrast.blend(hex("#00000066"), over: hex("#fff"))
        #expect(gray == SRGBColor(red: 0.6, green: 0.6, blue: 0.6))
        #expect(gray.description == "#999999")
        // 0x80 / 255 is just over a half: white gets just under half, 127.
        #expect(WCAGContrast.blend(hex("#00000080"), over: hex("#fff")).description == "#7F7F7F")
    }

    @Test("blending: the background's alpha is ignored and the result is opaque")
    func blendAlpha() {
        let result = WCAGContrast.blend(hex("#FF000080"), over: hex("#0000FF40"))
        #expect(result.alpha == 1)
        #expect(result == WCAGContrast.blend(hex("#FF000080"), over: hex("#0000FF")))
        // Alpha outside 0…1 is clamped.
        #expect(WCAGContrast.blend(SRGBColor(red: 1, green: 0, blue: 0, alpha: 1.5), over: hex("#00F")) == hex("#F00"))
        #expect(WCAGContrast.blend(SRGBColor(red: 1, green: 0, blue: 0, alpha: -1), over: hex("#00F")) == hex("#00F"))
    }

    @Test("blending: tertiaryLabel over white")
    func blendTertiaryLabel() {
        let result = WCAGContrast.blend(system(.tertiaryLabel, .light), over: hex("#fff"))
        #expect(isClose(result.red, 0.7705882352941176))
        #expect(isClose(result.green, 0.7705882352941176))
        #expect(isClose(result.blue, 0.7788235294117647))
        #expect(result.alpha == 1)
        #expect(result.description == "#C4C4C7")
        #expect(isClose(WCAGContrast.ratio(result, hex("#fff")), 1.7322818042319106))
    }
}

@Suite("APCA contrast")
struct APCAContrastTests {
    /// apca-w3 0.1.9: the README's test values and test/index.js (text, background, Lc).
    static let published: [ColorPair] = [
        ColorPair("#888", "#fff", 63.056469930209424),
        ColorPair("#fff", "#888", -68.54146436644962),
        ColorPair("#000", "#aaa", 58.146262578561334),
        ColorPair("#aaa", "#000", -56.24113336839742),
        ColorPair("#123", "#def", 91.66830811481631),
        ColorPair("#def", "#123", -93.06770049484275),
        ColorPair("#123", "#444", 8.32326136957393),
        ColorPair("#444", "#123", -7.526878460278154),
    ]

    @Test("the published apca-w3 values", arguments: published)
    func publishedValues(_ pair: ColorPair) {
        #expect(isClose(APCAContrast.lightness(text: hex(pair.first), background: hex(pair.second)), pair.value, within: 1e-9))
    }

    @Test("a translucent text colour blended first: apca-w3's #0006 on #fff")
    func publishedBlended() {
        let text = WCAGContrast.blend(SRGBColor(red: 0, green: 0, blue: 0, alpha: 0x66 / 255), over: hex("#fff"))
        #expect(isClose(APCAContrast.lightness(text: text, background: hex("#fff")), 54.62184067441377, within: 1e-9))
    }

    @Test("sign: positive for dark on light, negative for light on dark")
    func sign() {
        #expect(APCAContrast.lightness(text: hex("#000"), background: hex("#fff")) > 0)
        #expect(APCAContrast.lightness(text: hex("#fff"), background: hex("#000")) < 0)
        #expect(isClose(APCAContrast.lightness(text: hex("#000"), background: hex("#fff")), 106.04067321268862))
        #expect(isClose(APCAContrast.lightness(text: hex("#fff"), background: hex("#000")), -107.88473318309848))
    }

    @Test("zero for equal colours and below the low clip")
    func zero() {
        #expect(APCAContrast.lightness(text: hex("#777"), background: hex("#777")) == 0)
        // The README's 1.75 for #123 on #234 is for experimental low-scale versions, not apca-w3.
        #expect(APCAContrast.lightness(text: hex("#123"), background: hex("#234")) == 0)
        #expect(APCAContrast.lightness(text: hex("#234"), background: hex("#123")) == 0)
    }

    @Test("screen luminance uses the plain 2.4 curve and the SA98G coefficients")
    func screenLuminance() {
        #expect(isClose(APCAContrast.screenLuminance(hex("#fff")), 1.0000001))
        #expect(APCAContrast.screenLuminance(hex("#000")) == 0)
        #expect(isClose(APCAContrast.screenLuminance(hex("#f00")), 0.2126729))
        #expect(isClose(APCAContrast.screenLuminance(hex("#888")), 1.0000001 * pow(0x88 / 255.0, 2.4)))
    }

    @Test("luminances outside 0…1.1 give 0, as in apca-w3")
    func outOfRange() {
        #expect(APCAContrast.lightness(textLuminance: -0.1, backgroundLuminance: 1) == 0)
        #expect(APCAContrast.lightness(textLuminance: 0, backgroundLuminance: 1.2) == 0)
        #expect(APCAContrast.lightness(textLuminance: .nan, backgroundLuminance: 1) == 0)
    }

    @Test("the Bronze levels")
    func levels() {
        #expect(
            [
                APCAContrast.preferredBodyTextLc, APCAContrast.minimumBodyTextLc, APCAContrast.minimumContentTextLc,
                APCAContrast.minimumLargeTextLc, APCAContrast.minimumAnyTextLc, APCAContrast.minimumNonTextLc,
            ] == [90, 75, 60, 45, 30, 15])
    }
}

@Suite("The iOS disabled look")
struct DisabledLookTests {
    /// tertiaryLabel text on a tertiarySystemFill capsule over the screen's background.
    static func disabled(_ appearance: Appearance) -> (text: SRGBColor, fill: SRGBColor) {
        let screen = system(.systemBackground, appearance)
        let fill = WCAGContrast.blend(system(.tertiarySystemFill, appearance), over: screen)
        return (WCAGContrast.blend(system(.tertiaryLabel, appearance), over: fill), fill)
    }

    @Test("light: tertiaryLabel on tertiarySystemFill over white fails every text threshold")
    func light() {
        let (text, fill) = Self.disabled(.light)
        #expect(fill.description == "#EFEFF0")
        #expect(text.description == "#B9B9BC")
        let ratio = WCAGContrast.ratio(text, fill)
        #expect(isClose(ratio, 1.6971305932066123))
        #expect(ratio < WCAGContrast.largeTextMinimumRatio)
        let lc = APCAContrast.lightness(text: text, background: fill)
        #expect(isClose(lc, 27.97856397222015))
        #expect(lc < APCAContrast.minimumAnyTextLc)
    }

    @Test("dark: tertiaryLabel on tertiarySystemFill over black")
    func dark() {
        let (text, fill) = Self.disabled(.dark)
        #expect(fill.description == "#1C1C1F")
        #expect(text.description == "#5A5A5F")
        #expect(isClose(WCAGContrast.ratio(text, fill), 2.4833331591420333))
        #expect(isClose(APCAContrast.lightness(text: text, background: fill), -16.7140848164461))
    }
}

@Suite("Colour parsing (Spec's public parser, as contrast uses it)")
struct ColorParsingTests {
    @Test("hex forms and names by appearance")
    func colors() throws {
        #expect(try ColorParsing.parse("#abc", appearance: .light) == SRGBColor(red8: 0xAA, green8: 0xBB, blue8: 0xCC))
        #expect(try ColorParsing.parse("#AABBCC", appearance: .dark) == SRGBColor(red8: 0xAA, green8: 0xBB, blue8: 0xCC))
        #expect(try ColorParsing.parse("#00000066", appearance: .light) == SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.4))
        #expect(try ColorParsing.parse("label", appearance: .light) == SRGBColor(red: 0, green: 0, blue: 0))
        #expect(try ColorParsing.parse("label", appearance: .dark) == SRGBColor(red: 1, green: 1, blue: 1))
        #expect(try ColorParsing.parse("tertiaryLabel", appearance: .light) == SRGBColor(red8: 60, green8: 60, blue8: 67, alpha: 0.3))
    }

    @Test("errors say what is wrong and suggest a likely name")
    func errors() {
        #expect(throws: ColorParseError.invalidHex("#12345")) { try ColorParsing.parse("#12345", appearance: .light) }
        #expect(throws: ColorParseError.unknownName("systemBlu", suggestion: "systemBlue")) {
            try ColorParsing.parse("systemBlu", appearance: .light)
        }
        #expect(throws: ColorParseError.unknownName("red", suggestion: nil)) { try ColorParsing.parse("red", appearance: .light) }
        #expect(ColorParseError.invalidHex("#12345").description == "invalid hex colour \"#12345\"; write #RGB, #RRGGBB or #RRGGBBAA")
        #expect(
            ColorParseError.unknownName("systemBlu", suggestion: "systemBlue").description
                == "unknown colour \"systemBlu\" (did you mean \"systemBlue\"?); use #RRGGBB or an iOS colour name such as \"label\" or \"systemBlue\""
        )
    }
}
