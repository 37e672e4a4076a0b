import Foundation
import JSON
import Spec
import Testing

// Colours as a spec writes them (hex, iOS semantic names, the spec's own names, {"light", "dark"})
// and design tokens from a DTCG file next to the spec: aliases, cycles, wrong types, missing files.

/// A fresh directory under the system temporary directory, holding `files` (relative path → text),
/// removed when `body` returns.
private func withTemporaryDirectory<Result>(_ files: [String: String], _ body: (String) throws -> Result) throws -> Result {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("ColorAndTokenTests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for (relative, text) in files {
        let path = directory + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
    return try body(directory)
}

/// Loads `json` as `spec.json` in `directory` (so messages name files relative to the spec).
private func load(_ json: String, in directory: String) -> Swift.Result<ScreenSpec, SpecLoadError> {
    Swift.Result { () throws(SpecLoadError) -> ScreenSpec in
        try SpecLoader.load(bytes: Array(json.utf8), file: "spec.json", baseDirectory: directory)
    }
}

/// The diagnostic lines for `json` (empty when it loads).
private func lines(_ json: String, in directory: String = "/nonexistent-buttoncheck-dir") -> [String] {
    switch load(json, in: directory) {
    case .success: []
    case .failure(let error): error.diagnostics.map(\.description)
    }
}

/// A one-text spec whose text has `color` (a JSON value), with `extra` top-level members.
private func textSpec(color: String, extra: String = "") -> String {
    #"{"version": 1, "name": "X", "viewport": {"device": "iPhone 16"}, \#(extra)"content": {"type": "text", "text": "A", "color": \#(color)}}"#
}

/// The colour of the spec's single text.
private func textColor(_ spec: ScreenSpec) -> Spec.Color? {
    guard case .text(let text) = spec.content.kind else { return nil }
    return text.color
}

/// The text colour `color` resolves to, recording an issue when the spec does not load.
private func resolvedColor(
    _ color: String, extra: String = "", in directory: String = "/nonexistent-buttoncheck-dir",
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> Spec.Color? {
    switch load(textSpec(color: color, extra: extra), in: directory) {
    case .success(let spec):
        return textColor(spec)
    case .failure(let error):
        Issue.record("the spec did not load:\n\(error)", sourceLocation: sourceLocation)
        return nil
    }
}

private func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: Double = 1) -> SRGBColor {
    SRGBColor(red8: red, green8: green, blue8: blue, alpha: alpha)
}

private let tokensFile = """
    {
      "color": {
        "$type": "color",
        "brand": {"$value": "#0A84FF"},
        "accent": {"$value": "{color.brand}"},
        "link": {"$value": "{color.accent}"},
        "glass": {"$value": {"colorSpace": "srgb", "components": [1, 0.5, 0], "alpha": 0.25}},
        "ink": {"$value": {"colorSpace": "srgb", "components": [0, 0.25, 1]}},
        "short": {"$value": "#FA0"},
        "p3": {"$value": {"colorSpace": "display-p3", "components": [1, 0.5, 0]}},
        "tooBright": {"$value": {"colorSpace": "srgb", "components": [1.5, 0, 0]}},
        "named": {"$value": "blue"},
        "number": {"$value": 3},
        "dangling": {"$value": "{color.missing}"},
        "gap": {"$type": "dimension", "$value": "#FFFFFF"},
        "leaky": {"$value": "PASSWORD=hunter2\\nline two \\"quoted\\" and a very long tail that goes on and on"},
        "aliased": {"$value": "{secret.kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk}"}
      },
      "a": {"$value": "{b}"},
      "b": {"$value": "{a}"},
      "x": {"$value": "{y}"},
      "y": {"$value": "{z}"},
      "z": {"$value": "{x}"},
      "loop": {"$value": "{loop}"},
      "space": {"$type": "dimension", "small": {"$value": "4px"}},
      "plain": {"tint": {"$value": "#336699"}}
    }
    """

/// What a token reference resolves to: a colour, or the message of the one diagnostic it causes.
private enum TokenOutcome: Sendable {
    case color(SRGBColor)
    case error(String)
}

private let tokensMember = #""tokens": "brand.tokens.json", "#
private let notSRGB =
    #"is not an sRGB colour (expected {"colorSpace": "srgb", "components": [r, g, b]} with components 0…1, or a hex string)"#

@Suite("Colours and tokens")
struct ColorAndTokenTests {
    // MARK: - Tokens

    fileprivate static let tokenCases: [(String, TokenOutcome)] = [
        ("{color.brand}", .color(rgb(10, 132, 255))),
        ("{color.accent}", .color(rgb(10, 132, 255))),
        ("{color.link}", .color(rgb(10, 132, 255))),
        ("{color.glass}", .color(SRGBColor(red: 1, green: 0.5, blue: 0, alpha: 0.25))),
        ("{color.ink}", .color(SRGBColor(red: 0, green: 0.25, blue: 1, alpha: 1))),
        ("{color.short}", .color(rgb(255, 170, 0))),
        ("{plain.tint}", .color(rgb(0x33, 0x66, 0x99))),
        ("{a}", .error("token cycle in brand.tokens.json: {a} → {b} → {a}; make one of them a colour value")),
        ("{b}", .error("token cycle in brand.tokens.json: {b} → {a} → {b}; make one of them a colour value")),
        ("{x}", .error("token cycle in brand.tokens.json: {x} → {y} → {z} → {x}; make one of them a colour value")),
        ("{loop}", .error("token cycle in brand.tokens.json: {loop} → {loop}; make one of them a colour value")),
        ("{color.brnd}", .error(#"unknown token {color.brnd} in brand.tokens.json (did you mean "color.brand"?)"#)),
        ("{color.blue}", .error("unknown token {color.blue} in brand.tokens.json")),
        ("{color}", .error("unknown token {color} in brand.tokens.json")),
        ("{color.dangling}", .error("unknown token {color.missing} in brand.tokens.json (reached through {color.dangling})")),
        ("{space.small}", .error("token {space.small} in brand.tokens.json is a dimension, not a color")),
        ("{color.gap}", .error("token {color.gap} in brand.tokens.json is a dimension, not a color")),
        ("{color.p3}", .error("token {color.p3} in brand.tokens.json \(notSRGB)")),
        ("{color.tooBright}", .error("token {color.tooBright} in brand.tokens.json \(notSRGB)")),
        (
            "{color.named}",
            .error(#"token {color.named} in brand.tokens.json has the value "blue", which is not a #RRGGBB or #RRGGBBAA colour"#)
        ),
        ("{color.number}", .error("token {color.number} in brand.tokens.json has a number as its value, not a colour")),
        // Issue 12, item 10: the tokens file may be any file; a message quotes at most 40 characters of it, escaped.
        (
            "{color.leaky}",
            .error(
                #"token {color.leaky} in brand.tokens.json has the value "PASSWORD=hunter2\nline two \"quoted\" and a…", which is not a #RRGGBB or #RRGGBBAA colour"#
            )
        ),
        (
            "{color.aliased}",
            .error("unknown token {secret.kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk…} in brand.tokens.json (reached through {color.aliased})")
        ),
    ]

    @Test("token references", arguments: tokenCases)
    fileprivate func tokenReference(_ reference: String, _ outcome: TokenOutcome) throws {
        try withTemporaryDirectory(["brand.tokens.json": tokensFile]) { directory in
            let json = textSpec(color: "\"\(reference)\"", extra: tokensMember)
            switch (outcome, load(json, in: directory)) {
            case (.color(let expected), .success(let spec)):
                let color = try #require(textColor(spec))
                #expect(color.light == expected)
                #expect(color.dark == expected)
                #expect(color.source == reference)
            case (.error(let message), .failure(let error)):
                #expect(error.diagnostics.map(\.description) == ["spec.json:1:147: error: \(message) (at $.content.color)"])
            case (.color, .failure(let error)):
                Issue.record("expected a colour, got:\n\(error)")
            case (.error, .success):
                Issue.record("expected an error, but the spec loaded")
            }
        }
    }

    @Test("tokens in the light and dark halves of an adaptive colour")
    func adaptiveTokens() throws {
        try withTemporaryDirectory(["brand.tokens.json": tokensFile]) { directory in
            let color = resolvedColor(#"{"light": "{color.link}", "dark": "{color.glass}"}"#, extra: tokensMember, in: directory)
            #expect(color?.resolved(for: .light) == rgb(10, 132, 255))
            #expect(color?.resolved(for: .dark) == SRGBColor(red: 1, green: 0.5, blue: 0, alpha: 0.25))
            #expect(color?.source == "{color.link} / {color.glass}")
        }
    }

    @Test("the tokens file is found relative to the spec and named as the spec names it")
    func tokensFileNextToSpec() throws {
        let spec = textSpec(color: #""{color.missing}""#, extra: #""tokens": "tokens/brand.tokens.json", "#)
        try withTemporaryDirectory(["forms/spec.json": spec, "forms/tokens/brand.tokens.json": tokensFile]) { directory in
            let error = try #require(throws: SpecLoadError.self) { try SpecLoader.load(path: directory + "/forms/spec.json") }
            #expect(
                error.diagnostics.map(\.description) == [
                    "\(directory)/forms/spec.json:1:154: error: unknown token {color.missing} in \(directory)/forms/tokens/brand.tokens.json (at $.content.color)"
                ])
        }
    }

    @Test("a missing tokens file")
    func missingTokensFile() {
        let found = lines(textSpec(color: #""{color.brand}""#, extra: #""tokens": "design/brand.tokens.json", "#))
        let missing =
            #"spec.json:1:76: error: tokens file design/brand.tokens.json does not exist; fix the "tokens" path (it is relative to the spec) (at $.tokens)"#
        #expect(found.first == missing)
        // Reported once, at "tokens": the references to it are not reported again.
        #expect(found == [missing])
    }

    @Test("a tokens file that is not valid JSON is reported against that file")
    func malformedTokensFile() throws {
        try withTemporaryDirectory(["brand.tokens.json": "{\n  \"color\": {\"brand\": {\"$value\": \"#0A84FF\",}}\n}"]) { directory in
            let found = lines(textSpec(color: #""label""#, extra: tokensMember), in: directory)
            #expect(found == ["brand.tokens.json:2:43: error: trailing comma before '}'; remove the last ',' (at $)"])
        }
    }

    @Test("a tokens file that holds an array")
    func tokensFileNotAnObject() throws {
        try withTemporaryDirectory(["brand.tokens.json": "[]"]) { directory in
            let found = lines(textSpec(color: #""label""#, extra: tokensMember), in: directory)
            #expect(found == ["brand.tokens.json:1:1: error: a tokens file is a JSON object of groups and tokens, found an array (at $)"])
        }
    }

    @Test("\"tokens\" must be a non-empty string", arguments: ["5", #""""#])
    func tokensNotAString(_ value: String) {
        let found = lines(textSpec(color: #""label""#, extra: #""tokens": \#(value), "#))
        #expect(found == ["spec.json:1:76: error: expected the path of a DTCG tokens file (a string) (at $.tokens)"])
    }

    // MARK: - Files a spec names

    @Test("a missing backdrop image, and one that exists")
    func backdropImage() throws {
        let spec = { (path: String) in
            #"{"version": 1, "name": "X", "viewport": {"device": "iPhone 16"}, "backdrop": {"type": "image", "path": "\#(path)"}, "content": {"type": "spacer"}}"#
        }
        try withTemporaryDirectory(["images/photo.png": "not checked here"]) { directory in
            #expect(
                lines(spec("images/missing.png"), in: directory) == [
                    "spec.json:1:104: error: backdrop image images/missing.png does not exist; fix the path (it is relative to the spec) (at $.backdrop.path)"
                ])
            // Issue 12, item 10: a folder is not reported as missing.
            #expect(
                lines(spec("images"), in: directory) == [
                    "spec.json:1:104: error: backdrop image images is a folder, not a file; name the PNG file in it (at $.backdrop.path)"
                ])
            let loaded = try load(spec("images/photo.png"), in: directory).get()
            #expect(loaded.backdrop == .image(path: directory + "/images/photo.png"))
        }
    }

    @Test("a missing font file, a folder, and one that exists")
    func fontFiles() throws {
        let spec =
            #"{"version": 1, "name": "X", "viewport": {"device": "iPhone 16"}, "fonts": {"regular": "fonts/Brand-Regular.otf", "bold": "fonts/Brand-Bold.otf"}, "content": {"type": "spacer"}}"#
        try withTemporaryDirectory(["fonts/Brand-Regular.otf": "not checked here"]) { directory in
            #expect(
                lines(spec, in: directory) == [
                    "spec.json:1:122: error: font file fonts/Brand-Bold.otf does not exist; fix the path (relative to the spec) or remove it to use Inter (at $.fonts.bold)"
                ])
        }
        let folder =
            #"{"version": 1, "name": "X", "viewport": {"device": "iPhone 16"}, "fonts": {"regular": "fonts"}, "content": {"type": "spacer"}}"#
        try withTemporaryDirectory(["fonts/Brand-Regular.otf": ""]) { directory in
            #expect(
                lines(folder, in: directory) == [
                    "spec.json:1:87: error: font file fonts is a folder, not a file; name the font file in it (at $.fonts.regular)"
                ])
        }
        try withTemporaryDirectory(["fonts/Brand-Regular.otf": "", "fonts/Brand-Bold.otf": ""]) { directory in
            let loaded = try load(spec, in: directory).get()
            #expect(loaded.fonts == [.regular: directory + "/fonts/Brand-Regular.otf", .bold: directory + "/fonts/Brand-Bold.otf"])
        }
    }

    // MARK: - Hex, adaptive and semantic colours

    @Test(
        "hex colours resolve to exact components",
        arguments: [
            ("#abc", rgb(0xAA, 0xBB, 0xCC)),
            ("#ABC", rgb(0xAA, 0xBB, 0xCC)),
            ("#FFF", rgb(255, 255, 255)),
            ("#0A84FF", rgb(10, 132, 255)),
            ("#0a84ff", rgb(10, 132, 255)),
            ("#FF2D55", rgb(255, 45, 85)),
            ("#0A84FF80", rgb(10, 132, 255, 128.0 / 255)),
            ("#000000FF", rgb(0, 0, 0, 1)),
            ("#00000000", rgb(0, 0, 0, 0)),
        ])
    func hexColors(_ hex: String, _ expected: SRGBColor) {
        let color = resolvedColor("\"\(hex)\"")
        #expect(color?.light == expected)
        #expect(color?.dark == expected)
        #expect(color?.source == hex)
    }

    @Test(
        "{\"light\", \"dark\"} resolves per appearance",
        arguments: [
            (##"{"light": "#FFFFFF", "dark": "#000000"}"##, rgb(255, 255, 255), rgb(0, 0, 0), "#FFFFFF / #000000"),
            // Each half takes its own appearance of a semantic name.
            (#"{"light": "systemBlue", "dark": "systemRed"}"#, rgb(0, 122, 255), rgb(255, 69, 58), "systemBlue / systemRed"),
            (##"{"dark": "label", "light": "#0A84FF80"}"##, rgb(10, 132, 255, 128.0 / 255), rgb(255, 255, 255), "#0A84FF80 / label"),
        ])
    func adaptiveColors(_ json: String, _ light: SRGBColor, _ dark: SRGBColor, _ source: String) {
        let color = resolvedColor(json)
        #expect(color?.resolved(for: .light) == light)
        #expect(color?.resolved(for: .dark) == dark)
        #expect(color?.source == source)
    }

    @Test(
        "iOS semantic colours resolve to the table's values",
        arguments: [
            ("label", rgb(0, 0, 0, 1), rgb(255, 255, 255, 1)),
            ("secondaryLabel", rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6)),
            ("tertiaryLabel", rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
            ("quaternaryLabel", rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16)),
            ("placeholderText", rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
            ("separator", rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6)),
            ("opaqueSeparator", rgb(198, 198, 200), rgb(56, 56, 58)),
            ("systemFill", rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36)),
            ("systemBackground", rgb(255, 255, 255), rgb(0, 0, 0)),
            ("secondarySystemBackground", rgb(242, 242, 247), rgb(28, 28, 30)),
            ("tertiarySystemBackground", rgb(255, 255, 255), rgb(44, 44, 46)),
            ("systemGroupedBackground", rgb(242, 242, 247), rgb(0, 0, 0)),
            ("systemBlue", rgb(0, 122, 255), rgb(10, 132, 255)),
            ("systemRed", rgb(255, 59, 48), rgb(255, 69, 58)),
            ("systemGreen", rgb(52, 199, 89), rgb(48, 209, 88)),
            ("systemGray", rgb(142, 142, 147), rgb(142, 142, 147)),
            ("white", rgb(255, 255, 255), rgb(255, 255, 255)),
            ("black", rgb(0, 0, 0), rgb(0, 0, 0)),
            ("clear", rgb(0, 0, 0, 0), rgb(0, 0, 0, 0)),
        ])
    func semanticColors(_ name: String, _ light: SRGBColor, _ dark: SRGBColor) {
        #expect(SystemColor(named: name)?.color(for: .light) == light)
        #expect(SystemColor(named: name)?.color(for: .dark) == dark)
        let color = resolvedColor("\"\(name)\"")
        #expect(color?.light == light && color?.dark == dark && color?.source == name)
        #expect(SystemColor(named: name).map(Spec.Color.system) == color)
    }

    @Test("tertiaryLabel in light mode is 60, 60, 67 at alpha 0.3")
    func tertiaryLabel() {
        let color = SystemColor(named: "tertiaryLabel")?.color(for: .light)
        #expect(color?.red == 60.0 / 255)
        #expect(color?.green == 60.0 / 255)
        #expect(color?.blue == 67.0 / 255)
        #expect(color?.alpha == 0.3)
        #expect(color?.description == "#3C3C434D")
    }

    @Test("semantic names are case-sensitive and unknown names are not in the table")
    func unknownSemanticNames() {
        #expect(SystemColor(named: "SystemBlue")?.color(for: .light) == nil)
        #expect(SystemColor(named: "systemPurpel")?.color(for: .dark) == nil)
        #expect(SystemColor(named: "systemGray7") == nil)
        #expect(SystemColor.names.contains("tertiaryLabel"))
        #expect(SystemColor.names == SystemColor.names.sorted())
        #expect(SystemColor.names.count == SystemColor.allCases.count)
    }

    @Test("the spec's own colours, which may override iOS names")
    func customColors() {
        let extra = ##""colors": {"brand": {"light": "#FF2D55", "dark": "#FF375F"}, "systemBlue": "#00FF00"}, "##
        let brand = resolvedColor(#""brand""#, extra: extra)
        #expect(brand == Spec.Color(light: rgb(255, 45, 85), dark: rgb(255, 55, 95), source: "brand"))
        let overridden = resolvedColor(#""systemBlue""#, extra: extra)
        #expect(overridden == Spec.Color(light: rgb(0, 255, 0), dark: rgb(0, 255, 0), source: "systemBlue"))
    }

    @Test("defaults: text is label, the backdrop is systemBackground")
    func defaults() throws {
        let json = #"{"version": 1, "name": "X", "viewport": {"device": "iPhone 16"}, "content": {"type": "text", "text": "A"}}"#
        let spec = try load(json, in: "/").get()
        #expect(textColor(spec) == .system(.label))
        #expect(spec.backdrop == .solid(.system(.systemBackground)))
    }

    @Test(
        "SRGBColor descriptions",
        arguments: [
            (rgb(10, 132, 255), "#0A84FF"),
            (rgb(10, 132, 255, 128.0 / 255), "#0A84FF80"),
            (SRGBColor(red: 1.5, green: -1, blue: 0.5), "#FF0080"),
        ])
    func colorDescriptions(_ color: SRGBColor, _ expected: String) {
        #expect(color.description == expected)
    }

    // MARK: - Fixed bugs (regression tests)

    @Test("full-width digits in a hex colour are an error, not a crash")
    func fullWidthHexDigits() async {
        // Character.isHexDigit accepts full-width forms ("Ａ", U+FF21), but Int(_:radix:) does not,
        // so ColorSyntax.hex force-unwraps nil and the process traps.
        await #expect(processExitsWith: .success) {
            let json =
                ##"{"version": 1, "name": "X", "viewport": {"device": "iPhone 16"}, "content": {"type": "text", "text": "A", "color": "#ＡＢＣ"}}"##
            _ = try? SpecLoader.load(bytes: Array(json.utf8), file: "spec.json", baseDirectory: "/")
        }
    }
}
