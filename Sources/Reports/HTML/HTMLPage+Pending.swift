/// The parts of the report for a pending golden: an onion-skin view (the actual render over the
/// expected one, its opacity on a slider) and the exact `buttoncheck review` commands that accept
/// or reject it.
extension HTMLPage {
    mutating func onionSkin(expected: String, actual: String, caseName: String, id: String) {
        line("<div class=\"onion\">")
        line("<div class=\"swipe-frame\">")
        line("<img src=\"\(src(expected))\" alt=\"Expected (golden) \(a(caseName)), under the actual render\">")
        line("<img class=\"swipe-actual\" id=\"\(id)\" src=\"\(src(actual))\" alt=\"Actual \(a(caseName)), over the expected image at half opacity\" style=\"opacity: 0.5\">")
        line("</div>")
        line("<label for=\"\(id)-range\">Onion skin: the actual render's opacity over the expected one</label>")
        line("<input type=\"range\" id=\"\(id)-range\" min=\"0\" max=\"100\" step=\"1\" value=\"50\" data-onion=\"\(id)\" aria-valuetext=\"actual at 50% opacity\">")
        line("</div>")
    }

    mutating func reviewCommand(_ outcome: GoldenOutcome, pending: String, spec: SpecReport) {
        let renderCase = outcome.renderCase
        // The golden is <goldens>/<spec>/<appearance>/<size>-<state>.png.
        let relative = "\(spec.slug)/\(renderCase.name).png"
        let goldens = outcome.golden.hasSuffix("/" + relative) ? String(outcome.golden.dropLast(relative.count + 1)) : "DIR"
        let command = "buttoncheck review --goldens \(Self.shellQuoted(goldens)) --spec \(Self.shellQuoted(spec.slug)) --appearance \(renderCase.appearance.rawValue) --size \(renderCase.size.rawValue) --state \(renderCase.state.rawValue)"
        line("<p>Pending: <code>\(h(pending))</code>. Accept it as the golden, or reject it:</p>")
        line("<pre><code>\(h(command)) --accept\n\(h(command)) --reject</code></pre>")
    }

    /// A word for a POSIX shell: as it is when it needs no quoting, else in single quotes.
    static func shellQuoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            (scalar.value < 128 && (scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar)))) || "-_./,:=+@%".unicodeScalars.contains(scalar)
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
