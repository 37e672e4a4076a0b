import Reports
import Testing

/// Issue 26 (14): a report nested too deep was told "a spec needs far fewer", and an out-of-range whole
/// number "must be a whole number, found 9.223372036854776e+18".
@Suite struct JSONReportLimitsTests {
    private func problem(_ text: String) -> String? {
        do {
            _ = try JSONReport.decode(text, source: "r.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aReportNestedTooDeepIsToldItIsAReport() {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        #expect(
            problem(#"{"specs": \#(deep)}"#)
                == "r.json:1:266: error: not a JSON report: nesting is deeper than 256 levels, the limit for a report; a report needs far fewer, so this file is probably generated wrongly"
        )
    }

    @Test func aWholeNumberOutOfRangeIsToldItsRange() {
        let report =
            #"{"version": 1, "tool": "buttoncheck", "orphanGoldens": [], "environmentNote": null, "specs": [{"file": "a.json", "slug": "a", "name": "A", "expect": [], "cases": [], "errors": [], "goldens": [], "images": {}, "sheet": null, "findings": [{"rule": "target.size", "severity": "error", "file": "a.json", "line": 9223372036854775807, "column": 1, "element": "b", "appearance": null, "state": null, "sizes": [], "worstSize": null, "measured": null, "threshold": null, "unit": null, "message": "m", "fix": "f", "details": {}, "suppression": null}]}]}"#
        #expect(
            problem(report)
                == "r.json:1:309: error: 9.223372036854776e+18 is out of range; a whole number here is at most 9,007,199,254,740,991 (2^53 − 1, the largest a JSON number holds exactly) (at $.specs[0].findings[0].line)"
        )
        #expect(
            problem(report.replacingOccurrences(of: "9223372036854775807", with: "2.5"))
                == "r.json:1:309: error: expected a whole number, found 2.5 (at $.specs[0].findings[0].line)")
    }
}
