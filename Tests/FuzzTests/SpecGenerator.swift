import Limits

/// Generates spec JSON from a seed: deep and wide trees, extreme sizes, long and odd text, odd
/// Unicode — mostly valid specs (so that layout, rendering and checks run), sometimes just over a
/// limit or malformed (so that the errors run). Viewports are small and @1x, so a render stays cheap.
///
/// Half the specs are format 2 (a third of those web specs), with its additions: `visibleIn`, states on
/// fields, toggles, pickers and steppers, the format 2 controls, `section` and `background`, `lineLimit` and
/// `minimumScaleFactor`, `tapArea`, form-level messages, requirement lists, `announcements`,
/// `clearsOnInvalidSubmit`, the web's `describedBy`, `tabIndex` and `focusRing`, display `settings`, and
/// `strings` with `locales`. A few of those specs mutate one addition (a wrong type or value, a dangling
/// reference, an iOS spec using a web key) so that its diagnostics run too.
struct SpecGenerator {
    private var random: SplitMix64
    private var nodes = 0
    private var ids: [String] = []
    /// Whether this spec may hold strings over the length limit or empty titles (a few specs do).
    private var breaksRules = false
    /// Whether this spec's sizes go to the extremes (a quarter of specs; most then exceed a limit).
    private var extreme = false
    /// Whether this spec is format 2, a web spec, and whether its format 2 keys may be wrong.
    private var format2 = false
    private var web = false
    private var mutates = false
    /// Ids of the text fields and inline errors made so far (for references), and the states declared.
    private var fieldIDs: [String] = []
    private var errorIDs: [String] = []
    /// Ids of the texts and inline errors made so far: what a disabled state may name as its reason.
    private var reasonIDs: [String] = []
    /// Ids of a web spec's inline errors without a "for", for a field's "describedBy" to link.
    private var unlinkedErrorIDs: [String] = []
    /// Whether the spec has "strings" (so that texts may name its keys).
    private var hasStrings = false
    private var states: Set<String> = ["idle"]

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// The JSON text of one spec.
    mutating func spec() -> String {
        nodes = 0
        ids = []
        fieldIDs = []
        errorIDs = []
        reasonIDs = []
        unlinkedErrorIDs = []
        hasStrings = false
        states = ["idle"]
        breaksRules = random.chance(8)
        extreme = random.chance(25)
        format2 = random.chance(50)
        web = format2 && random.chance(35)
        mutates = format2 && random.chance(15)
        let width = random.pick([1, 20, 120, 240, 320, 400])
        let height = random.pick([1, 40, 200, 480, 800])
        let appearances = random.pick([#"["light"]"#, #"["dark"]"#, #"["light", "dark"]"#])
        let content: String
        switch random.int(0...5) {
        case 0:
            content = deepChain(
                depth: random.pick([Limits.maximumNesting - 1, Limits.maximumNesting, Limits.maximumNesting + 1, random.int(10...60)]))
        case 1: content = wide(count: random.pick([50, 300, Limits.maximumNodes - 1, breaksRules ? Limits.maximumNodes + 2 : 1000]))
        case 2: content = extreme ? tallStack() : node(depth: 1, maxDepth: 3)
        default: content = node(depth: 1, maxDepth: random.int(2...8))
        }
        var text =
            #"{"version": \#(format2 ? 2 : 1), "name": \#(string(random.pick(["Fuzz", "名前", String(repeating: "n", count: 300), breaksRules ? "" : "F"]))), "#
        if web { text += #""platform": "web", "# }
        if format2 { text += topLevelAdditions() }
        text += #""viewport": {"width": \#(width), "height": \#(height), "scale": 1}, "appearances": \#(appearances), "#
        if random.chance(20) {
            text +=
                ##""backdrop": {"type": "linearGradient", "stops": [{"color": "#000000", "location": 0}, {"color": "#FFFFFF", "location": 1}]}, "##
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
        let children = (0..<count).map { _ in
            random.chance(70) ? #"{"type": "spacer", "minLength": \#(random.pick(extreme ? [0, 1, 10000] : [0, 1, 2]))}"# : leaf()
        }
        return
            #"{"type": "\#(kind)", "spacing": \#(random.pick(extreme ? [0, 1000] : [0, 1])), "children": [\#(children.joined(separator: ","))]}"#
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
        if format2 && random.chance(45) { return format2Leaf(id: id) }
        switch random.int(0...9) {
        case 0:
            return #"{"type": "spacer", "minLength": \#(random.pick(extreme ? [0, 8, 10000] : [0, 8, 40]))\#(modifiers())}"#
        case 1, 2:
            ids.append(id)
            var extra = ""
            if random.chance(30) { extra += #", "lineLimit": \#(random.int(1...3))"# }
            if random.chance(20) {
                extra += #", "size": \#(random.pick(extreme ? [1, 120, 500] : [1, 9, 30]))"#
            } else if random.chance(50) {
                extra += #", "style": "\#(random.pick(["largeTitle", "body", "footnote", "caption2"]))""#
            }
            if random.chance(20) { extra += #", "alignment": "\#(random.pick(["leading", "center", "trailing"]))""# }
            reasonIDs.append(id)
            return #"{"type": "text", "id": "\#(id)", "text": \#(string(text()))\#(extra)\#(modifiers())}"#
        case 3, 4, 5:
            ids.append(id)
            let style = random.pick(["borderedProminent", "bordered", "plain", "glass", "glassProminent"])
            var states = ""
            if random.chance(50) {
                var parts: [String] = []
                if random.chance(60) {
                    parts.append(#""disabled": {"cause": "\#(random.pick(["precondition", "inFlight", "incompleteInput"]))"}"#)
                }
                if random.chance(50) { parts.append(#""loading": {"indicator": "\#(random.pick(["overlay", "replace"]))"}"#) }
                states = #", "states": {\#(parts.joined(separator: ", "))}"#
            }
            if !states.isEmpty {
                for name in ["disabled", "loading"] where states.contains(#""\#(name)""#) { self.states.insert(name) }
            }
            return #"{"type": "button", "id": "\#(id)", "title": \#(string(text())), "style": "\#(style)", "#
                + #""controlSize": "\#(random.pick(["mini", "small", "regular", "large"]))"\#(states)\#(format2 ? buttonAdditions() : "")\#(modifiers())}"#
        case 6, 7:
            ids.append(id)
            let value = random.chance(50) ? #", "value": \#(string(text()))"# : ""
            fieldIDs.append(id)
            return
                #"{"type": "textField", "id": "\#(id)", "label": \#(string(text())), "placeholder": \#(string(text()))\#(value)\#(format2 ? fieldAdditions() : "")\#(modifiers())}"#
        case 8:
            ids.append(id)
            var extra = ""
            if format2 {
                if random.chance(25) { extra += disabled() }
                if random.chance(20) { extra += tapArea() }
                extra += webControlAdditions()
            }
            return
                #"{"type": "toggle", "id": "\#(id)", "label": \#(string(text())), "style": "\#(random.pick(["switch", "checkbox"]))"\#(extra)\#(modifiers())}"#
        default:
            return
                #"{"type": "text", "text": \#(string(String(repeating: random.pick(["W", "i", "😀", "字"]), count: random.pick([1, 80, 700]))))}"#
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
        if format2 {
            if random.chance(12) {
                result += #", "visibleIn": \#(mutated(#"["\#(random.pick(Array(states).sorted()))"]"#, ["[]", #"["hover"]"#, #""idle""#]))"#
            }
            if random.chance(12) { result += #", "background": \#(background())"# }
        }
        return result
    }

    // MARK: - Format 2

    /// `valid`, or in a mutating spec now and then one of `wrong`.
    private mutating func mutated(_ valid: String, _ wrong: [String]) -> String {
        mutates && random.chance(30) ? random.pick(wrong) : valid
    }

    /// Display settings, and texts per locale with the locales rendered (strings are keyed as "k0", "k1").
    private mutating func topLevelAdditions() -> String {
        var result = ""
        if random.chance(25) {
            let valid = random.pick([#"[[], ["boldText"]]"#, #"[["increaseContrast", "reduceTransparency"]]"#, #"[[], ["buttonShapes"]]"#])
            let settings = mutated(valid, [#"[["boldText", "boldText"]]"#, "[]", #"[["largerText"]]"#, #"[[], []]"#])
            result += #""settings": \#(settings), "#
        }
        if random.chance(25) {
            hasStrings = true
            result += #""strings": {"en": {"k0": \#(string(text())), "k1": \#(string(text()))}, "de": {"k0": \#(string(text()))}}, "#
            result +=
                #""locales": \#(mutated(random.pick([#"["en", "de"]"#, #"["en", "pseudo"]"#, #"["en"]"#]), [#"["en", "xx-"]"#, #"["fr"]"#, "[]"])), "#
        }
        return result
    }

    /// A control's `disabled` state (format 2 on fields, toggles, pickers and steppers).
    private mutating func disabled() -> String {
        states.insert("disabled")
        let reason =
            reasonIDs.isEmpty || random.chance(50)
            ? "" : #", "reason": "\#(mutated(random.pick(reasonIDs), ids.isEmpty ? ["nowhere"] : ids))""#
        return
            #", "disabled": {"cause": \#(mutated(#""\#(random.pick(["precondition", "inFlight", "impossible"]))""#, [#""because""#, "3"]))\#(reason)}"#
    }

    private mutating func tapArea() -> String {
        #", "tapArea": \#(mutated(random.pick([#"{"minWidth": 44, "minHeight": 44}"#, #"{"padding": 8}"#, #"{"padding": {"top": 4, "bottom": 12}}"#]), ["{}", #"{"minWidth": -1}"#]))"#
    }

    /// `tabIndex` and `focusRing` (web controls; now and then on an iOS spec, which is an error).
    private mutating func webControlAdditions() -> String {
        guard web || (mutates && random.chance(10)) else { return "" }
        var result = ""
        if random.chance(25) { result += #", "tabIndex": \#(mutated(String(random.pick([-1, 0, 1, 2])), [#""1""#, "1.5"]))"# }
        if random.chance(30) {
            states.insert("focused")
            result +=
                #", "focusRing": \#(mutated(random.pick(["{}", ##"{"color": "#0050B3", "width": 2, "offset": 2}"##, #"{"width": 0.5}"#]), [#"{"width": 100}"#, #"{"offset": -1}"#]))"#
        }
        return result
    }

    private mutating func announcements() -> String {
        let on = mutated(
            #""\#(random.pick(["keystroke", "input", "submit", "invalidSubmit", "loading", "loadingFinished"]))""#, [#""hover""#, "1"])
        return
            #", "announcements": [{"on": \#(on), "text": \#(string(random.pick(["Continue is now available", "Saved", "Check the card number"])))}]"#
    }

    /// A button's format 2 keys: its title's line limit and scaling, its tap area, announcements, an invalid submit.
    private mutating func buttonAdditions() -> String {
        var result = ""
        if random.chance(25) {
            result += #", "lineLimit": \#(random.int(1...2))"#
            if random.chance(60) { result += #", "minimumScaleFactor": \#(mutated(random.pick(["0.5", "0.8", "0.01"]), ["0", "5"]))"# }
            if random.chance(40) { result += #", "truncationMode": "\#(random.pick(["tail", "head", "middle"]))""# }
        } else if mutates && random.chance(10) {
            result += #", "minimumScaleFactor": 0.5"#  // without a lineLimit: an error
        }
        if random.chance(20) { result += tapArea() }
        if random.chance(15) { result += announcements() }
        result += webControlAdditions()
        return result
    }

    /// A text field's format 2 keys.
    private mutating func fieldAdditions() -> String {
        var result = ""
        if random.chance(20) { result += disabled() }
        if random.chance(15) { result += #", "clearsOnInvalidSubmit": \#(mutated("true", [#""yes""#]))"# }
        if random.chance(15) { result += announcements() }
        if web && !unlinkedErrorIDs.isEmpty || mutates && random.chance(15) {
            let linked = unlinkedErrorIDs.popLast() ?? "nowhere"
            result += #", "describedBy": \#(mutated(#"["\#(linked)"]"#, ["[]", #""e0""#, #"["nowhere"]"#]))"#
        }
        result += webControlAdditions()
        return result
    }

    private mutating func background() -> String {
        let fill =
            random.chance(60)
            ? ##""color": "\##(random.pick(["#F2F2F7", "secondarySystemBackground", "#00000080"]))""##
            : #""material": \#(mutated(#""\#(random.pick(["ultraThin", "thin", "regular", "thick", "ultraThick"]))""#, [#""frosted""#]))"#
        var result = "{" + fill
        if random.chance(50) { result += #", "cornerRadius": \#(random.pick(extreme ? [0, 12, 100000] : [0, 12]))"# }
        if random.chance(30) {
            result += #", "stroke": "separator""# + (random.chance(50) ? #", "strokeWidth": \#(random.pick([0.5, 1, 3]))"# : "")
        }
        // Both a colour and a material: an error.
        if mutates && random.chance(20) { result += fill.hasPrefix(#""color""#) ? #", "material": "thin""# : ##", "color": "#000000""## }
        return result + "}"
    }

    /// A text, or now and then a key of the spec's strings (a missing key is an error).
    private mutating func label() -> String {
        (hasStrings || mutates) && random.chance(20) ? #"{"key": "\#(mutated(random.pick(["k0", "k1"]), ["k9", ""]))"}"# : string(text())
    }

    /// One of the format 2 elements.
    private mutating func format2Leaf(id: String) -> String {
        ids.append(id)
        let modifiers = modifiers()
        switch random.int(0...10) {
        case 0:
            fieldIDs.append(id)
            return #"{"type": "secureField", "id": "\#(id)", "label": \#(label()), "value": "hunter2"\#(fieldAdditions())\#(modifiers)}"#
        case 1:
            fieldIDs.append(id)
            let lines =
                random.chance(50)
                ? #", "minLines": \#(random.int(1...4)), "maxLines": \#(mutated(String(random.int(4...8)), ["0", "2.5"]))"# : ""
            return
                #"{"type": "textEditor", "id": "\#(id)", "label": \#(label()), "value": \#(string(text()))\#(lines)\#(fieldAdditions())\#(modifiers)}"#
        case 2:
            let options = (0..<random.pick([2, 3, 7])).map { _ in string(text()) }
            let extra = (random.chance(25) ? disabled() : "") + webControlAdditions()
            return #"{"type": "picker", "id": "\#(id)", "label": \#(label()), "options": [\#(options.joined(separator: ", "))], "#
                + #""selection": \#(mutated("1", ["9", "-1"])), "style": "\#(random.pick(["segmented", "menu", "inline"]))"\#(extra)\#(modifiers)}"#
        case 3:
            let extra = (random.chance(25) ? disabled() : "") + webControlAdditions()
            return #"{"type": "stepper", "id": "\#(id)", "label": \#(label())\#(extra)\#(modifiers)}"#
        case 4:
            return
                #"{"type": "datePicker", "id": "\#(id)", "label": \#(label()), "value": \#(string(random.pick(["1 Dec 2026", "5", "Tuesday 1 December 2026"])))\#(webControlAdditions())\#(modifiers)}"#
        case 5 where !fieldIDs.isEmpty || mutates:
            errorIDs.append(id)
            reasonIDs.append(id)
            // On the web an error may leave "for" out, to be named by a later field's describedBy.
            let unlinked = web && random.chance(50)
            if unlinked { unlinkedErrorIDs.append(id) }
            let field = unlinked ? "" : #", "for": "\#(mutated(fieldIDs.last ?? "nowhere", ["nowhere"]))""#
            return #"{"type": "inlineError", "id": "\#(id)"\#(field), "text": \#(label())\#(modifiers)}"#
        case 6 where !errorIDs.isEmpty || mutates:
            let errors = errorIDs.suffix(2).map { #""\#($0)""# }.joined(separator: ", ")
            return
                #"{"type": "errorSummary", "id": "\#(id)", "title": \#(label()), "errors": \#(mutated("[\(errors)]", [#"["nowhere"]"#, #""e0""#])), "announced": \#(random.chance(50))\#(modifiers)}"#
        case 5, 6, 7:
            return #"{"type": "toast", "id": "\#(id)", "text": \#(label()), "announced": \#(random.chance(50))\#(modifiers)}"#
        case 8 where !fieldIDs.isEmpty || mutates:
            let items = (0..<random.int(1...3)).map { _ in
                #"{"text": \#(string(text())), "met": \#(random.pick(["true", "false", #"["invalidSubmit"]"#]))}"#
            }
            let field = mutated(fieldIDs.last ?? "nowhere", ["nowhere"])
            return #"{"type": "requirementList", "id": "\#(id)", "for": "\#(field)", "items": [\#(items.joined(separator: ", "))], "#
                + #""indicator": "\#(random.pick(["symbols", "colorOnly"]))"\#(modifiers)}"#
        case 8, 9:
            let rows = (0..<random.int(1...3)).map { _ in
                random.chance(50)
                    ? #"{"type": "toggle", "label": \#(string(text())), "isOn": true}"# : #"{"type": "text", "text": \#(string(text()))}"#
            }
            let children = mutates && random.chance(20) ? "" : rows.joined(separator: ", ")
            return
                #"{"type": "section", "id": "\#(id)", "header": \#(label()), "footer": \#(string(text())), "children": [\#(children)]\#(modifiers)}"#
        default:
            let states =
                random.chance(50)
                ? #", "states": {"invalidSubmit": {"errors": [\#(errorIDs.suffix(1).map { #""\#($0)""# }.joined())]}}"# : ""
            if !states.isEmpty { self.states.insert("invalidSubmit") }
            return
                #"{"type": "button", "id": "\#(id)", "title": \#(label()), "role": "primary"\#(states)\#(buttonAdditions())\#(modifiers)}"#
        }
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
        case 0, 1:
            return String(
                repeating: random.pick(["W", "i ", "字", "😀", "e\u{301}"]), count: random.pick([200, 999, Limits.maximumTextLength / 2]))
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
