import Checks
import JSON
import Spec

/// `buttoncheck contrast FOREGROUND BACKGROUND [--appearance A] [--json]`: the WCAG 2.x ratio and
/// the APCA Lc of one colour pair, with the thresholds each passes. A measuring tool: it exits 0
/// whatever the result, and 2 only for bad colours or usage.
struct ContrastCommand: Command {
    let spec = CommandSpec(
        name: "contrast",
        abstract: "Measure the WCAG 2.x contrast ratio and APCA Lc of a text colour on a background.",
        positionalUsage: "FOREGROUND BACKGROUND", minimumPositionals: 0, maximumPositionals: 2,
        options: [
            .value(
                "appearance", "APPEARANCE", "Appearance for iOS colour names and {\"light\": …, \"dark\": …} colours (default light).",
                allowed: Appearance.allCases.map(\.rawValue)),
            .value("tokens", "FILE", "A W3C Design Tokens (DTCG) file for {token.path} colours."),
            .flag("json", "Print the measurements as JSON (sorted keys, numbers unrounded)."),
        ],
        discussion: ContrastCommand.discussion)

    static let discussion = """
        FOREGROUND is the colour of the text (or icon), BACKGROUND the opaque colour behind it. Each is
        written as in a spec: #RGB, #RRGGBB, #RRGGBBAA, an iOS colour name, '{"light": "#000000", "dark":
        "#FFFFFF"}' (the one --appearance picks), or a token reference such as '{color.brand.accent}' with
        --tokens FILE. Quote them: the shell reads an unquoted # as the start of a comment, and braces
        and quotes have meanings of their own. A translucent foreground is blended over the background first.
        \(wrapped("iOS colour names: " + SystemColor.names.joined(separator: ", ") + "."))

        WCAG 2.x: 4.5:1 for normal text; 3:1 for large text (18 pt, or 14 pt bold) and for non-text.
        APCA Lc (0.0.98G-4g) is positive for dark text on a light background and negative for light on
        dark. Its levels by |Lc|: 90 preferred for body text, 75 body text, 60 other content text,
        45 large or bold text, 30 any text (placeholder, disabled), 15 non-text.
        Values are shown truncated (4.499 as 4.49), so a value never appears to meet a level it misses;
        --json prints them unrounded.
        Exit status: 0 when measured, whatever the result; 2 for a bad colour or usage.
        """

    func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        let quoting = "quote hex colours, as in '#777777': the shell drops an unquoted # and what follows"
        switch arguments.positionals.count {
        case 0: throw UsageError("missing FOREGROUND and BACKGROUND colours; \(quoting)", command: spec.name)
        case 1: throw UsageError("missing BACKGROUND colour; \(quoting)", command: spec.name)
        default: break
        }
        let appearance = arguments.value("appearance").flatMap(Appearance.init(rawValue:)) ?? .light
        let (foregroundText, backgroundText) = (arguments.positionals[0], arguments.positionals[1])
        let tokens = arguments.value("tokens")
        let foreground = try color(foregroundText, role: "foreground", appearance: appearance, tokens: tokens)
        let background = try color(backgroundText, role: "background", appearance: appearance, tokens: tokens)
        guard background.alpha >= 1 else {
            let opacity = Int((background.alpha * 100).rounded())
            let value = isName(backgroundText) ? "'\(backgroundText)' (\(appearance.rawValue)) is \(background)," : "'\(backgroundText)' is"
            throw UsageError(
                "background must be opaque; \(value) \(opacity)% opaque: give the opaque colour it shows over what lies behind it",
                command: spec.name)
        }

        let blended = WCAGContrast.blend(foreground, over: background)
        let ratio = WCAGContrast.ratio(blended, background)
        let lc = APCAContrast.lightness(text: blended, background: background)
        let passesNormalText = ratio >= WCAGContrast.normalTextMinimumRatio
        let passesLargeText = ratio >= WCAGContrast.largeTextMinimumRatio
        let passesNonText = ratio >= WCAGContrast.nonTextMinimumRatio

        if arguments.has("json") {
            let foregroundHex = foreground.alpha < 1 ? foreground.description : foreground.description + "FF"
            console.writeOutput(
                JSONOutput.object([
                    "apca": .double(lc), "background": .string(background.description), "blended": .string(blended.description),
                    "foreground": .string(foregroundHex),
                    "passes": .object([
                        "largeText": .bool(passesLargeText), "nonText": .bool(passesNonText), "normalText": .bool(passesNormalText),
                    ]),
                    "wcag": .double(ratio),
                ]).document)
            return .success
        }

        var notes: [String] = []
        if isName(foregroundText) || isName(backgroundText) { notes.append("\(appearance.rawValue) appearance") }
        if foreground.alpha < 1 { notes.append("text blended: \(blended)") }
        func shown(_ text: String, _ color: SRGBColor) -> String {
            isName(text) ? "\(text) \(color)" : color.description
        }
        console.print(
            "text \(shown(foregroundText, foreground)) on \(shown(backgroundText, background))"
                + (notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))"))
        console.print("WCAG 2.x contrast: \(NumberFormat.truncated(ratio, places: 2)):1 — \(Self.wcagVerdict(ratio))")
        console.print("APCA Lc: \(NumberFormat.truncated(lc, places: 1)) — \(Self.apcaVerdict(lc))")
        return .success
    }

    private func color(_ text: String, role: String, appearance: Appearance, tokens: String?) throws(UsageError) -> SRGBColor {
        if text.hasPrefix("{") {
            // An adaptive colour or a token reference, read exactly as a spec reads it.
            if tokens == nil && !text.contains("\"") {
                throw UsageError(
                    "\(role) colour '\(text)' is a token reference; name the tokens file with --tokens FILE", command: spec.name)
            }
            do {
                return try ColorExpression.resolve(text, tokensFile: tokens, label: role).resolved(for: appearance)
            } catch {
                let problem = error.diagnostics.first.map { $0.file == role ? $0.message : $0.description } ?? "not a colour"
                throw UsageError("\(role) colour '\(text)': \(problem)", command: spec.name)
            }
        }
        do {
            return try ColorParsing.parse(text, appearance: appearance)
        } catch {
            switch error {
            case .invalidHex:
                throw UsageError("invalid \(role) colour '\(text)'; write #RGB, #RRGGBB or #RRGGBBAA", command: spec.name)
            case .unknownName(_, let suggestion):
                let didYouMean = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
                throw UsageError(
                    "unknown \(role) colour '\(text)'\(didYouMean); use #RGB, #RRGGBB, #RRGGBBAA or an iOS colour name such as label or systemBlue",
                    command: spec.name)
            }
        }
    }

    private func isName(_ text: String) -> Bool { !text.hasPrefix("#") }

    /// Which WCAG 2.x AA thresholds the unrounded ratio meets.
    static func wcagVerdict(_ ratio: Double) -> String {
        let normal = "4.5:1 (normal text)"
        let large = "3:1 (large text, non-text)"
        if ratio >= WCAGContrast.normalTextMinimumRatio { return "passes \(normal) and \(large)" }
        if ratio >= WCAGContrast.largeTextMinimumRatio { return "fails \(normal); passes \(large)" }
        return "fails \(normal) and \(large)"
    }

    /// Where the unrounded |Lc| falls among the APCA Bronze levels: the highest level it meets and
    /// the next one up, which it misses (the miss first when it is below the minimum for any text).
    static func apcaVerdict(_ lc: Double) -> String {
        let levels: [(lc: Double, purpose: String)] = [
            (APCAContrast.preferredBodyTextLc, "preferred for body text"),
            (APCAContrast.minimumBodyTextLc, "the minimum for body text"),
            (APCAContrast.minimumContentTextLc, "the minimum for content text other than body text"),
            (APCAContrast.minimumLargeTextLc, "the minimum for large or bold text"),
            (APCAContrast.minimumAnyTextLc, "the minimum for any text"),
            (APCAContrast.minimumNonTextLc, "the minimum for non-text"),
        ]
        let magnitude = abs(lc)
        func phrase(_ verb: String, _ level: (lc: Double, purpose: String)) -> String {
            "\(verb) \(Int(level.lc)), \(level.purpose)"
        }
        guard let index = levels.firstIndex(where: { magnitude >= $0.lc }) else { return phrase("below", levels[levels.count - 1]) }
        let met = phrase("meets", levels[index])
        guard index > 0 else { return met }
        let missed = phrase("below", levels[index - 1])
        return magnitude < APCAContrast.minimumAnyTextLc ? "\(missed); \(met)" : "\(met); \(missed)"
    }

    /// `text` broken into lines of at most `width` characters at spaces.
    static func wrapped(_ text: String, width: Int = 100) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }
}
