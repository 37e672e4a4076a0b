import Foundation
import Reports

/// The text report's and diagnostics' lines with their words marked for colour: severities, a spec's
/// status (pass green, fail red), golden verdicts and the summary's counts. The lines' text is
/// unchanged; only pieces whose place is known from the report are marked.
package enum ReportColoring {
    /// `file:1:2: error: …`, `error: …`, `warning: …`: the severity word marked.
    package static func diagnostic(_ line: String, style: TerminalStyle) -> StyledText {
        for severity in ["error", "warning", "note"] {
            if line.hasPrefix(severity + ": ") {
                return "\(style.severity(severity))\(String(line.dropFirst(severity.count)))"
            }
        }
        if line.hasPrefix("hint: ") { return "\(style.dim("hint:"))\(String(line.dropFirst(5)))" }
        return located(line, style: style) ?? StyledText(line)
    }

    /// One spec's lines (`TextReport.specLines`): its status by `outcome`, each finding's severity and
    /// each failing golden's verdict.
    static func specLines(_ lines: [String], spec: SpecReport, outcome: SpecOutcome, style: TerminalStyle) -> [StyledText] {
        let header = "\(spec.file) — \(spec.name): "
        return lines.enumerated().map { index, line in
            if index == 0, line.hasPrefix(header) {
                let status = String(line.dropFirst(header.count))
                return "\(header)\(outcome == .passed ? style.pass(status) : style.fail(status))"
            }
            if line.hasPrefix("  goldens: ") { return golden(line, style: style) }
            if line.hasPrefix("  "), !line.hasPrefix("   "), let marked = located(line, style: style) { return marked }
            return StyledText(line)
        }
    }

    /// `TextReport.closingLines`: orphans and the environment note marked as warnings, the summary's counts.
    static func closingLines(_ lines: [String], style: TerminalStyle) -> [StyledText] {
        lines.enumerated().map { index, line in
            if index == lines.count - 1 { return summary(line, style: style) }
            for prefix in ["orphan golden:", "environment:"] where line.hasPrefix(prefix) {
                return "\(style.warning(prefix))\(String(line.dropFirst(prefix.count)))"
            }
            return StyledText(line)
        }
    }

    /// The summary line: counts above zero of what failed in red, of warnings and missing goldens in
    /// yellow, of what passed in green. The line holds only numbers and fixed words.
    package static func summary(_ line: String, style: TerminalStyle) -> StyledText {
        let pattern = #"\b[1-9][0-9]* (passed|failed|could not be checked|errors?|warnings?|missing|recorded)\b"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return StyledText(line) }
        let text = line as NSString
        var result = StyledText()
        var cursor = 0
        for match in expression.matches(in: line, range: NSRange(location: 0, length: text.length)) {
            result = result + StyledText(text.substring(with: NSRange(location: cursor, length: match.range.location - cursor)))
            let piece = text.substring(with: match.range)
            switch text.substring(with: match.range(at: 1)) {
            case "passed": result = result + style.pass(piece)
            case "warning", "warnings", "missing", "recorded": result = result + style.warning(piece)
            default: result = result + style.fail(piece)
            }
            cursor = match.range.location + match.range.length
        }
        return result + StyledText(text.substring(from: cursor))
    }

    /// `  goldens: light/large-idle failed: …`: the verdict after the case's name marked.
    private static func golden(_ line: String, style: TerminalStyle) -> StyledText {
        for (verdict, role) in [(" failed: ", TextRole.fail), (" missing: ", .warning), (" recorded: ", .warning)] {
            if let range = line.range(of: verdict) {
                let word = StyledText(String(verdict.dropFirst().dropLast(2)), role: role)
                return "\(String(line[..<range.lowerBound])) \(word): \(String(line[range.upperBound...]))"
            }
        }
        return StyledText(line)
    }

    /// `  file:1:2: error: [rule] …`: the severity after the first `:line:column: ` marked; nil when
    /// the line has none.
    private static func located(_ line: String, style: TerminalStyle) -> StyledText? {
        for severity in ["error", "warning", "note"] {
            guard let range = line.range(of: ": \(severity): ") else { continue }
            let before = line[..<range.lowerBound]
            let parts = before.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3, parts.suffix(2).allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else { continue }
            return "\(String(before)): \(style.severity(severity)): \(String(line[range.upperBound...]))"
        }
        return nil
    }
}
