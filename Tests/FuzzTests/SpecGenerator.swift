import Limits

/// Generates spec JSON from a seed: deep and wide trees, extreme sizes, long and odd text, odd
/// Unicode — mostly valid specs (so that layout, rendering and checks run), sometimes just over a
/// limit or malformed (so that the errors run). Viewports are small and @1x, so a render stays cheap.
struct SpecGenerator {
    private var random: SplitMix64
    private var nodes = 0
    private var ids: [String] = []
    /// Whether this spec may hold strings over the length limit or empty titles (a few specs do).
    private var breaksRules = false
    /// Whether this spec's sizes go to the extremes (a quarter of specs; most then exceed a limit).
    private var extreme = false

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// The JSON text of one spec.
    mutating func spec() -> String {
        nodes = 0
        ids = []
        breaksRules = random.chance(8)
        extreme = random.chance(25)
        let width = random.pick([1, 20, 120, 240, 320, 400])
        let height = random.pick([1, 40, 200, 480, 800])
        let appearances = random.pick([#"["light"]"#, #"["dark"]"#, #"["light", "dark"]"#])
        let content: String
        switch random.int(0...5) {
        case 0: content = deepChain(depth: random.pick([Limits.maximumNesting - 1, Limits.maximumNesting, Limits.maximumNesting + 1, random.int(10...60)]))
        case 1: content = wide(count: random.pick([50, 300, Limits.maximumNodes - 1, breaksRules ? Limits.maximumNodes + 2 : 1000]))
        case 2: content = extreme ? tallStack() : node(depth: 1, maxDepth: 3)
        default: content = node(depth: 1, maxDepth: random.int(2...8))
        }
        var text = #"{"version": 1, "name": \#(string(random.pick(["Fuzz", "名前", String(repeating: "n", count: 300), breaksRules ? "" : "F"]))), "#
        text += #""viewport": {"width": \#(width), "height": \#(height), "scale": 1}, "appearances": \#(appearances), "#
        if random.chance(20) {
            text += ##""backdrop": {"type": "linearGradient", "stops": [{"color": "#000000", "location": 0}, {"color": "#FFFFFF", "location": 1}]}, "##
        }
        text += #""content": \#(content)}"#
        if random.chance(3) { text = String(text.dropLast(random.int(1...20))) }  // truncated JSON
        return text
    }

    // MARK: - Trees

    private mutating func deepChain(depth: Int) -> String {
        var inner = leaf()
        for level in 1..<max(depth, 2) {
            let kind = random.pick(["hstack", "vstack", "zstack"])
            let sibling = level % 4 == 0 ? ", " + leaf() : ""
            inner = #"{"type": "\#(kind)"\#(modifiers()), "children": [\#(inner)\#(sibling)]}"#
        }
        return inner
    }

    private mutating func wide(count: Int) -> String {
        let kind = random.pick(["vstack", "hstack"])
        let children = (0..<count).map { _ in random.chance(70) ? #"{"type": "spacer", "minLength": \#(random.pick(extreme ? [0, 1, 10000] : [0, 1, 2]))}"# : leaf() }
        return #"{"type": "\#(kind)", "spacing": \#(random.pick(extreme ? [0, 1000] : [0, 1])), "children": [\#(children.joined(separator: ","))]}"#
    }

    /// Content that is tall: near the height limit, or over it.
    private mutating func tallStack() -> String {
        let rows = (0..<random.int(1...12)).map { _ in
            #"{"type": "spacer", "minLength": \#(random.pick([10, 100, 1000, 10000]))}"#
        }
        let framed = #"{"type": "text", "text": "x", "frame": {"height": \#(random.pick([0, 8000, 100000]))}}"#
        return #"{"type": "vstack", "spacing": 0, "children": [\#((rows + [framed]).joined(separator: ","))]}"#
    }

    private mutating func node(depth: Int, maxDepth: Int) -> String {
        nodes += 1
        guard depth < maxDepth, nodes < 400, random.chance(45) else { return leaf() }
        let kind = random.pick(["vstack", "hstack", "zstack"])
        let children = (0..<random.int(0...6)).map { _ in node(depth: depth + 1, maxDepth: maxDepth) }
        var extra = ""
        if kind == "hstack" && random.chance(30) { extra += #", "verticalAtAccessibilitySizes": true"# }
        if kind != "zstack" && random.chance(30) { extra += #", "spacing": \#(random.pick(extreme ? [0, 0.5, 1000] : [0, 0.5, 12]))"# }
        return #"{"type": "\#(kind)"\#(modifiers())\#(extra), "children": [\#(children.joined(separator: ","))]}"#
    }

    private mutating func leaf() -> String {
        let id = "e\(ids.count)"
        switch random.int(0...9) {
        case 0:
            return #"{"type": "spacer", "minLength": \#(random.pick(extreme ? [0, 8, 10000] : [0, 8, 40]))\#(modifiers())}"#
        case 1, 2:
            ids.append(id)
            var extra = ""
            if random.chance(30) { extra += #", "lineLimit": \#(random.int(1...3))"# }
            if random.chance(20) { extra += #", "size": \#(random.pick(extreme ? [1, 120, 500] : [1, 9, 30]))"# } else if random.chance(50) {
                extra += #", "style": "\#(random.pick(["largeTitle", "body", "footnote", "caption2"]))""#
            }
            if random.chance(20) { extra += #", "alignment": "\#(random.pick(["leading", "center", "trailing"]))""# }
            return #"{"type": "text", "id": "\#(id)", "text": \#(string(text()))\#(extra)\#(modifiers())}"#
        case 3, 4, 5:
            ids.append(id)
            let style = random.pick(["borderedProminent", "bordered", "plain", "glass", "glassProminent"])
            var states = ""
            if random.chance(50) {
                var parts: [String] = []
                if random.chance(60) { parts.append(#""disabled": {"cause": "\#(random.pick(["precondition", "inFlight", "incompleteInput"]))"}"#) }
                if random.chance(50) { parts.append(#""loading": {"indicator": "\#(random.pick(["overlay", "replace"]))"}"#) }
                states = #", "states": {\#(parts.joined(separator: ", "))}"#
            }
            return #"{"type": "button", "id": "\#(id)", "title": \#(string(text())), "style": "\#(style)", "#
                + #""controlSize": "\#(random.pick(["mini", "small", "regular", "large"]))"\#(states)\#(modifiers())}"#
        case 6, 7:
            ids.append(id)
            let value = random.chance(50) ? #", "value": \#(string(text()))"# : ""
            return #"{"type": "textField", "id": "\#(id)", "label": \#(string(text())), "placeholder": \#(string(text()))\#(value)\#(modifiers())}"#
        case 8:
            ids.append(id)
            return #"{"type": "toggle", "id": "\#(id)", "label": \#(string(text())), "style": "\#(random.pick(["switch", "checkbox"]))"\#(modifiers())}"#
        default:
            return #"{"type": "text", "text": \#(string(String(repeating: random.pick(["W", "i", "😀", "字"]), count: random.pick([1, 80, 700]))))}"#
        }
    }

    /// Padding and frame modifiers, often absent, in extreme specs extreme.
    private mutating func modifiers() -> String {
        func size(_ ordinary: [Int], _ extremes: [Int]) -> Int {
            random.pick(extreme ? ordinary + extremes : ordinary)
        }
        var result = ""
        if random.chance(25) { result += #", "padding": \#(size([0, 1, 4, 16], [1000]))"# }
        if random.chance(25) {
            var frame: [String] = []
            if random.chance(40) { frame.append(#""width": \#(size([0, 1, 44, 120], [100000]))"#) }
            if random.chance(40) { frame.append(#""height": \#(size([0, 1, 44, 200], [9000, 100000]))"#) }
            if random.chance(40) { frame.append(#""maxWidth": \#(random.pick(["\"infinity\"", "0", extreme ? "100000" : "200"]))"#) }
            if random.chance(30) { frame.append(#""maxHeight": \#(random.pick(["\"infinity\"", "0", "5"]))"#) }
            if random.chance(30) { frame.append(#""minWidth": \#(size([0, 50, 500], [100000]))"#) }
            if random.chance(30) { frame.append(#""minHeight": \#(size([0, 50, 300], [100000]))"#) }
            result += #", "frame": {\#(frame.joined(separator: ", "))}"#
        }
        return result
    }

    // MARK: - Text

    /// Text from a pool of the ordinary and the odd.
    private mutating func text() -> String {
        let pieces = [
            "Continue", "Sign in with Apple", "OK", " ", "a-very-long-hyphenated-compound-word-that-never-ends",
            "确认订单", "مرحبا بالعالم", "שלום", "👩‍👩‍👧‍👦", "🏳️‍🌈", "e\u{301}\u{301}\u{301}\u{301}", "\u{200B}\u{200D}\u{FEFF}",
            "\u{0}", "\u{7}\u{1B}[31m", "\n\n", "\t", "\u{FFFD}", "\u{10FFFF}", "Ｗｉｄｅ", "ﷺ", "𒐫", "…",
        ]
        switch random.int(0...39) {
        case 0, 1: return String(repeating: random.pick(["W", "i ", "字", "😀", "e\u{301}"]), count: random.pick([200, 999, Limits.maximumTextLength / 2]))
        case 2: return String(repeating: "x", count: breaksRules ? Limits.maximumTextLength + 1 : Limits.maximumTextLength)
        case 3: return breaksRules ? "" : "Å"
        default: return "A" + (0..<random.int(1...6)).map { _ in random.pick(pieces) }.joined(separator: random.pick([" ", "", "-"]))
        }
    }

    /// `text` as a JSON string literal (control characters escaped, as JSON requires).
    private func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
