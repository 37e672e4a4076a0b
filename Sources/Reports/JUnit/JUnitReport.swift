import Checks
import Spec

/// JUnit XML in the Jenkins/Ant dialect (`junit-10.xsd`): one `<testsuite>` per spec (`name` and
/// `file` the spec file), its test cases with `classname` the spec's slug.
///
/// - `.spec` (the default): one test case per spec, named by the spec file. It fails with one
///   `<failure>` that lists what fails the run, grouped by rule (each finding once, naming the
///   appearances, states and sizes it occurs in), then the goldens that fail (`golden.changed`, …,
///   naming their renders); it is an `<error>` when the spec could not be checked. So `tests`,
///   `failures` and `errors` are the text report's specs, failed and could not be checked.
/// - `.rule`: per spec, a test case `spec` (an `<error>` when the spec could not be checked), one
///   per rule with a finding, named by the rule id, and one per golden rule with a golden that fails;
///   each failing test case has one `<failure>`.
/// - Only what fails the run is a failure (unsuppressed errors, failed, missing and recorded goldens;
///   in expect mode (`check --expect`) findings of rules the spec does not expect, and expected rules
///   not found, type `expect.missing`). Warnings, notes, suppressed and expected findings are listed in
///   the test case's `<system-out>`.
/// - No timestamps; `time` on `<testsuites>` only when the run was timed.
public enum JUnitReport {
    /// The test case (in `.rule` granularity) of the spec as a whole: it loads and renders.
    public static let specTestCaseName = "spec"

    public static func render(_ report: RunReport, granularity: JUnitGranularity = .spec) -> String {
        let suites = report.specs.map { suite($0, report: report, granularity: granularity) }
        let tests = suites.reduce(0) { $0 + $1.cases.count }
        let failures = suites.reduce(0) { $0 + $1.failures }
        let errors = suites.reduce(0) { $0 + $1.errors }
        var time = ""
        if let elapsed = report.elapsed { time = " time=\"\(seconds(elapsed))\"" }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"buttoncheck\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\"\(time)>\n"
        for suite in suites { xml += suite.xml }
        xml += "</testsuites>\n"
        return xml
    }

    private struct Problem {
        let element: String
        let type: String
        let message: String
        let body: String
    }

    private struct TestCase {
        let name: String
        var problem: Problem?
        var output: [String] = []
        var isError: Bool { problem?.element == "error" }
        var isFailure: Bool { problem?.element == "failure" }
    }

    private struct Suite {
        let name: String
        let classname: String
        let cases: [TestCase]
        var failures: Int { cases.filter(\.isFailure).count }
        var errors: Int { cases.filter(\.isError).count }

        var xml: String {
            var xml =
                "  <testsuite name=\"\(attr(name))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\" file=\"\(attr(name))\">\n"
            for testCase in cases {
                let open = "    <testcase classname=\"\(attr(classname))\" name=\"\(attr(testCase.name))\""
                if testCase.problem == nil && testCase.output.isEmpty {
                    xml += open + "/>\n"
                    continue
                }
                xml += open + ">\n"
                if let problem = testCase.problem {
                    xml += "      <\(problem.element) message=\"\(attr(problem.message))\" type=\"\(attr(problem.type))\">"
                    xml += MarkupEscaping.text(problem.body) + "</\(problem.element)>\n"
                }
                if !testCase.output.isEmpty {
                    xml += "      <system-out>" + MarkupEscaping.text(testCase.output.joined(separator: "\n")) + "</system-out>\n"
                }
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
            return xml
        }
    }

    /// What a spec found about one rule: the groups of its findings that fail the run and those that
    /// do not, and (expect mode) whether the rule was expected and not found.
    private struct RuleFindings {
        let rule: RuleID
        var failing: [FindingGroup] = []
        var passing: [FindingGroup] = []
        var expectedButMissing = false
    }

    /// A spec's findings by rule, in rule id order, and its failing goldens by golden rule.
    private static func sorted(_ spec: SpecReport, report: RunReport) -> (rules: [RuleFindings], goldens: [(GoldenRule, [GoldenOutcome])]) {
        var byRule: [RuleID: RuleFindings] = [:]
        for group in FindingGroup.groups(spec.activeFindings) + FindingGroup.groups(spec.suppressedFindings) {
            let fails = report.fails(group.findings[0], in: spec)
            if fails {
                byRule[group.rule, default: RuleFindings(rule: group.rule)].failing.append(group)
            } else {
                byRule[group.rule, default: RuleFindings(rule: group.rule)].passing.append(group)
            }
        }
        if report.expectMode && spec.errors.isEmpty {
            for rule in spec.missingExpected { byRule[rule, default: RuleFindings(rule: rule)].expectedButMissing = true }
        }
        var goldens: [GoldenRule: [GoldenOutcome]] = [:]
        for outcome in spec.goldens { if let rule = GoldenRule(outcome) { goldens[rule, default: []].append(outcome) } }
        return (byRule.values.sorted { $0.rule < $1.rule }, GoldenRule.allCases.compactMap { rule in goldens[rule].map { (rule, $0) } })
    }

    private static func notChecked(_ spec: SpecReport) -> Problem? {
        if !spec.errors.isEmpty {
            return Problem(element: "error", type: "input", message: spec.errors[0], body: spec.errors.joined(separator: "\n"))
        }
        if spec.cases.isEmpty {
            return Problem(
                element: "error", type: "input", message: "no renders were made of \(spec.file)",
                body: "The spec declares no render that this run selected.")
        }
        return nil
    }

    private static func suite(_ spec: SpecReport, report: RunReport, granularity: JUnitGranularity) -> Suite {
        let (rules, goldens) = sorted(spec, report: report)
        let environmentNote = report.environmentNote
        var cases: [TestCase] = []
        switch granularity {
        case .spec:
            var testCase = TestCase(name: spec.file, problem: notChecked(spec))
            var sections: [String] = []
            var failingIds: [String] = []
            var findingCount = 0
            var missingCount = 0
            for entry in rules {
                if !entry.failing.isEmpty || entry.expectedButMissing {
                    sections.append(failureText(entry, spec: spec))
                    failingIds.append(entry.rule.rawValue)
                    findingCount += entry.failing.count
                    if entry.expectedButMissing { missingCount += 1 }
                }
                testCase.output += entry.passing.map { outputLine($0, spec: spec, report: report) }
            }
            var goldenCount = 0
            for (rule, outcomes) in goldens {
                sections.append(goldenText(rule, outcomes, environmentNote: nil))
                failingIds.append(rule.rawValue)
                goldenCount += outcomes.count
            }
            // Once, after the goldens it may explain.
            if goldenCount > 0, let environmentNote { sections[sections.count - 1] += "\nenvironment: \(environmentNote)" }
            if testCase.problem == nil && !sections.isEmpty {
                var parts: [String] = []
                if findingCount > 0 { parts.append("\(findingCount) finding\(findingCount == 1 ? "" : "s")") }
                if missingCount > 0 { parts.append("\(missingCount) expected rule\(missingCount == 1 ? "" : "s") not found") }
                if goldenCount > 0 { parts.append("\(goldenCount) golden\(goldenCount == 1 ? "" : "s")") }
                testCase.problem = Problem(
                    element: "failure", type: failingIds.joined(separator: " "),
                    message: "\(spec.file) fails: \(parts.joined(separator: ", ")) (\(failingIds.joined(separator: ", ")))",
                    body: sections.joined(separator: "\n\n"))
            }
            cases.append(testCase)
        case .rule:
            cases.append(TestCase(name: specTestCaseName, problem: notChecked(spec)))
            for entry in rules {
                var testCase = TestCase(name: entry.rule.rawValue)
                if !entry.failing.isEmpty || entry.expectedButMissing {
                    let count = entry.failing.count
                    let message =
                        entry.failing.isEmpty
                        ? "\(spec.file) expects [\(entry.rule.rawValue)], which was not found"
                        : "\(count) finding\(count == 1 ? "" : "s") of \(entry.rule.rawValue) in \(spec.file)"
                    testCase.problem = Problem(
                        element: "failure", type: entry.failing.isEmpty ? "expect.missing" : entry.rule.rawValue,
                        message: message, body: failureText(entry, spec: spec))
                }
                testCase.output = entry.passing.map { outputLine($0, spec: spec, report: report) }
                cases.append(testCase)
            }
            for (rule, outcomes) in goldens {
                let renders = outcomes.map(\.renderCase.name).joined(separator: ", ")
                cases.append(
                    TestCase(
                        name: rule.rawValue,
                        problem: Problem(
                            element: "failure", type: rule.rawValue, message: "\(rule.rawValue): \(renders)",
                            body: goldenText(rule, outcomes, environmentNote: environmentNote))))
            }
        }
        return Suite(name: spec.file, classname: spec.slug, cases: cases)
    }

    /// `contrast.disabled: 1 finding`, then each finding (headline, where, measured, fix), indented.
    private static func failureText(_ entry: RuleFindings, spec: SpecReport) -> String {
        var lines: [String] = []
        let count = entry.failing.count
        if count > 0 { lines.append("\(entry.rule.rawValue): \(count) finding\(count == 1 ? "" : "s")") }
        for group in entry.failing {
            let finding = group.representative
            lines.append("  " + TextReport.headline(finding))
            lines.append("      " + TextReport.context(group))
            if let measurement = MeasurementText.describe(finding) { lines.append("      measured: \(measurement)") }
            lines.append("      fix: \(finding.fix)")
        }
        if entry.expectedButMissing {
            lines.append("\(entry.rule.rawValue): expected but not found")
            lines.append(
                "  The spec's \"expect\" list names \(entry.rule.rawValue), but no render tripped it: the rule regressed, or the list is out of date."
            )
        }
        return lines.joined(separator: "\n")
    }

    /// `golden.changed: light/AX5-idle`, then each render's outcome and files, indented.
    private static func goldenText(_ rule: GoldenRule, _ outcomes: [GoldenOutcome], environmentNote: String?) -> String {
        var lines = ["\(rule.rawValue): \(outcomes.map(\.renderCase.name).joined(separator: ", "))"]
        for outcome in outcomes {
            lines.append("  " + TextReport.golden(outcome))
            lines.append("      golden: \(outcome.golden)")
            if let diff = outcome.diffImage { lines.append("      diff: \(diff)") }
            if let pending = outcome.pending { lines.append("      pending: \(pending)") }
        }
        if let environmentNote { lines.append("environment: \(environmentNote)") }
        return lines.joined(separator: "\n")
    }

    /// A finding that does not fail the run, for `<system-out>`.
    private static func outputLine(_ group: FindingGroup, spec: SpecReport, report: RunReport) -> String {
        let finding = group.representative
        if let reason = finding.suppression {
            return "suppressed: [\(finding.rule.rawValue)] \(finding.message) (\(TextReport.context(group)); reason: \(reason))"
        }
        if report.expectMode && spec.isExpected(finding) {
            return "expected: " + TextReport.headline(finding) + " (\(TextReport.context(group)))"
        }
        return TextReport.headline(finding) + " (\(TextReport.context(group))) — fix: " + finding.fix
    }

    private static func attr(_ value: String) -> String { MarkupEscaping.attribute(value) }

    /// Seconds with three decimals, as Surefire writes them.
    private static func seconds(_ value: Double) -> String {
        let millis = Int((max(0, value) * 1000).rounded())
        let fraction = String(millis % 1000)
        return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
