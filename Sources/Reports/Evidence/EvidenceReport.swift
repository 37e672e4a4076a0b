import Checks
import Spec

/// The testing evidence record (`--report evidence:PATH`), in Markdown: per spec, seed 000's check
/// profiles (VoiceOver; Larger Text, AX5) as Task / Expected / Result rows filled from the renders and
/// findings — the record a team attaches to an accessibility claim. Deterministic: no dates, no timings.
package enum EvidenceReport {
    /// `baseDirectory`: the record's folder; spec files are named relative to it, so the record reads
    /// the same wherever the checkout is.
    package static func render(_ report: RunReport, baseDirectory: String) -> String {
        var lines = [
            "# Testing evidence record",
            "",
            "Made by ButtonCheck from \(report.specs.count == 1 ? "1 spec" : "\(report.specs.count) specs"), rendered at \(sizes(report)) in every state and",
            "appearance each declares. Each row is a task of a check profile of the Disabled Mystery note (VoiceOver;",
            "Larger Text, AX5), what is expected, and what the renders and rules showed.",
        ]
        for spec in report.specs {
            lines += ["", "## \(inline(spec.name))", ""]
            guard spec.errors.isEmpty else {
                lines.append(
                    "`\(inline(RelativePath.from(baseDirectory, to: spec.file)))` was not checked: \(inline(spec.errors.joined(separator: " ")))"
                )
                continue
            }
            let holding = spec.evidence.filter(\.holds).count
            lines.append(
                "`\(inline(RelativePath.from(baseDirectory, to: spec.file)))` · \(holding) of \(spec.evidence.count) expectations hold")
            lines += ["", "| Profile | Task | Expected | Result |", "| --- | --- | --- | --- |"]
            for row in spec.evidence {
                lines.append("| \(cell(row.profile)) | \(cell(row.task)) | \(cell(row.expected)) | \(cell(result(row))) |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A row's result, with what the screen reader says there quoted after it.
    static func result(_ row: EvidenceRow) -> String {
        guard let spoken = row.spoken else { return row.result }
        // After a sentence (a finding's message) a new one; after a short result, a clause.
        let sentence = row.result.hasSuffix(".")
        let reader = row.profile == "VoiceOver" ? "VoiceOver" : sentence ? "The screen reader" : "the screen reader"
        return row.result + (sentence ? " " : "; ") + "\(reader) says \"\(spoken)\""
    }

    /// The sizes the run rendered: "the 12 Dynamic Type sizes (xSmall to AX5)", or a list such as "large and AX5".
    static func sizes(_ report: RunReport) -> String {
        let rendered = Set(report.specs.flatMap(\.cases).map(\.size))
        if Set(SizeCategory.dynamicTypeSizes).isSubset(of: rendered) && rendered.isSubset(of: Set(SizeCategory.dynamicTypeSizes)) {
            return "the 12 Dynamic Type sizes (xSmall to AX5)"
        }
        let names = SizeCategory.allCases.filter(rendered.contains).map(\.spoken)
        guard let last = names.last else { return "no size" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
    }

    /// Text for a table cell: pipes escaped, lines joined, so a message cannot break the table.
    static func cell(_ text: String) -> String {
        inline(text).replacingOccurrences(of: "|", with: "\\|")
    }

    /// Text on one line, control characters shown as \u{…}.
    static func inline(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n", "\r", "\t": result += " "
            case "\u{00}"..."\u{1F}", "\u{7F}": result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
