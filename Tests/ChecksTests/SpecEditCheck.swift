import Checks
import JSON
import Spec

/// Applies a finding's edits to the JSON of a test spec, as `buttoncheck fix` would (each literal, found
/// at its line and column, replaced by its replacement), so a test can check the edits clear the finding.
enum SpecEditCheck {
    /// The spec text `RuleTest.spec` loads for `content` (the same template).
    static func json(_ content: String, width: Int = 300, height: Int = 600) -> String {
        """
        {"version": 2, "name": "Rule test", "platform": "ios", "appearances": ["light"],
         "viewport": {"width": \(width), "height": \(height), "scale": 1}, "content": \(content),
         "suppressions": []}
        """
    }

    /// `text` with every edit applied; a literal is the run of number characters (or a quoted string) at its location.
    static func apply(_ edits: [SpecEdit], to text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array(String($0).unicodeScalars) }
        // Later columns first, so earlier locations on a line stay valid.
        for edit in edits.sorted(by: { ($0.location.line, $0.location.column) > ($1.location.line, $1.location.column) }) {
            var line = lines[edit.location.line - 1]
            let start = edit.location.column - 1
            var end = start
            if line[start] == "\"" {
                end += 1
                while line[end] != "\"" { end += 1 }
                end += 1
            } else {
                while end < line.count, "0123456789.-+eE".unicodeScalars.contains(line[end]) { end += 1 }
            }
            line.replaceSubrange(start..<end, with: Array(edit.replacement.unicodeScalars))
            lines[edit.location.line - 1] = line
        }
        return lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
    }

    /// The findings of `rule` on the spec of `content` after `edits`.
    static func recheck(_ rule: any Rule, _ content: String, edits: [SpecEdit], sizes: [SizeCategory] = [.large]) throws -> [Finding] {
        let text = apply(edits, to: json(content))
        let spec = try SpecLoader.load(bytes: Array(text.utf8), file: RuleTest.file, baseDirectory: "/tmp")
        return rule.check(try RuleTest.input(spec, sizes: sizes), thresholds: Thresholds())
    }
}

extension Finding {
    /// The finding with no edits, to compare with one written out in a test while the edits are checked apart.
    var withoutEdits: Finding {
        var finding = self
        finding.edits = []
        return finding
    }
}
