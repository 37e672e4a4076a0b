import Checks

/// JUnit XML in the Jenkins/Ant dialect (`junit-10.xsd`): one `<testsuite>` per spec, one
/// `<testcase>` per render (`classname` = spec slug, `name` = `light/AX5-disabled`).
///
/// - A finding fails every render it concerns (its appearance, state and sizes match, or are
///   open); only findings that fail the run (unsuppressed errors) are `<failure>`s, so the test
///   results agree with the exit status. Warnings, notes and suppressed findings are listed in the
///   render's `<system-out>`.
/// - In expect mode (`check --expect`) a finding whose rule is on its spec's expect list is not a
///   failure: it is listed in `<system-out>` as expected; any other unsuppressed finding fails its
///   render, and each expected rule that was not found is a `<failure>` of the `spec` testcase
///   (type `expect.missing`).
/// - A failed, missing or recorded golden is a `<failure>` of its render (type `golden.failed`, …).
/// - Bad input is an `<error>` of a testcase named `spec`; that testcase also carries findings
///   and goldens that concern none of the renders made.
/// - No timestamps; `time` on `<testsuites>` only when the run was timed.
public enum JUnitReport {
    /// The testcase for what belongs to the spec as a whole rather than to one render.
    public static let specTestCaseName = "spec"

    public static func render(_ report: RunReport) -> String {
        var suites: [Suite] = []
        for spec in report.specs {
            suites.append(suite(spec, report: report))
        }
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
        var errors: [Problem] = []
        var failures: [Problem] = []
        var output: [String] = []
    }

    private struct Suite {
        let name: String
        let classname: String
        let cases: [TestCase]
        var failures: Int { cases.filter { $0.errors.isEmpty && !$0.failures.isEmpty }.count }
        var errors: Int { cases.filter { !$0.errors.isEmpty }.count }

        var xml: String {
            var xml = "  <testsuite name=\"\(attr(name))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\" file=\"\(attr(name))\">\n"
            for testCase in cases {
                let open = "    <testcase classname=\"\(attr(classname))\" name=\"\(attr(testCase.name))\""
                if testCase.errors.isEmpty && testCase.failures.isEmpty && testCase.output.isEmpty {
                    xml += open + "/>\n"
                    continue
                }
                xml += open + ">\n"
                for problem in testCase.errors + testCase.failures {
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

    private static func suite(_ spec: SpecReport, report: RunReport) -> Suite {
        let environmentNote = report.environmentNote
        var whole = TestCase(name: specTestCaseName)
        if !spec.errors.isEmpty {
            whole.errors.append(Problem(element: "error", type: "input", message: spec.errors[0], body: spec.errors.joined(separator: "\n")))
        } else if spec.cases.isEmpty {
            whole.errors.append(Problem(element: "error", type: "input", message: "no renders were made of \(spec.file)",
                                        body: "The spec declares no render that this run selected."))
        }
        if report.expectMode && spec.errors.isEmpty {
            for rule in spec.missingExpected {
                whole.failures.append(Problem(element: "failure", type: "expect.missing",
                                              message: "\(spec.file) expects [\(rule.rawValue)], which was not found",
                                              body: "The spec's \"expect\" list names \(rule.rawValue), but no render tripped it: the rule regressed, or the list is out of date."))
            }
        }
        add(spec.findingsWithoutCase, spec: spec, report: report, to: &whole)
        for outcome in spec.goldensWithoutCase { add(outcome, to: &whole, environmentNote: environmentNote) }

        var cases: [TestCase] = []
        if !whole.errors.isEmpty || !whole.failures.isEmpty || !whole.output.isEmpty { cases.append(whole) }
        for renderCase in spec.cases {
            var testCase = TestCase(name: renderCase.name)
            add(spec.findings(for: renderCase), spec: spec, report: report, to: &testCase)
            if let outcome = spec.golden(for: renderCase) { add(outcome, to: &testCase, environmentNote: environmentNote) }
            cases.append(testCase)
        }
        return Suite(name: spec.file, classname: spec.slug, cases: cases)
    }

    private static func add(_ findings: [Finding], spec: SpecReport, report: RunReport, to testCase: inout TestCase) {
        for finding in findings {
            if finding.isSuppressed {
                testCase.output.append("suppressed: [\(finding.rule.rawValue)] \(finding.message) (reason: \(finding.suppression!))")
            } else if report.expectMode && spec.isExpected(finding) {
                testCase.output.append("expected: " + TextReport.headline(finding))
            } else if report.fails(finding, in: spec) {
                var body = [TextReport.headline(finding), TextReport.context(finding)]
                if let measurement = MeasurementText.describe(finding) { body.append("measured: \(measurement)") }
                body.append("fix: \(finding.fix)")
                testCase.failures.append(Problem(element: "failure", type: finding.rule.rawValue, message: finding.message,
                                                 body: body.joined(separator: "\n")))
            } else {
                testCase.output.append(TextReport.headline(finding) + " — fix: " + finding.fix)
            }
        }
    }

    private static func add(_ outcome: GoldenOutcome, to testCase: inout TestCase, environmentNote: String?) {
        guard outcome.failsRun else { return }
        var body = ["golden: \(outcome.golden)"]
        if let mismatched = outcome.mismatched, let total = outcome.total { body.append("differing pixels: \(mismatched) of \(total)") }
        if let diff = outcome.diffImage { body.append("diff: \(diff)") }
        if let environmentNote { body.append("environment: \(environmentNote)") }
        testCase.failures.append(Problem(element: "failure", type: "golden.\(outcome.status.rawValue)", message: outcome.message,
                                         body: body.joined(separator: "\n")))
    }

    private static func attr(_ value: String) -> String { MarkupEscaping.attribute(value) }

    /// Seconds with three decimals, as Surefire writes them.
    private static func seconds(_ value: Double) -> String {
        let millis = Int((max(0, value) * 1000).rounded())
        let fraction = String(millis % 1000)
        return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
