import ButtonCheck
import Files
import Foundation
import Reports

/// The report formats `check` and `merge-reports` write.
enum ReportFormat: String, CaseIterable {
    case text, json, junit, sarif, html, evidence

    /// `sarifCategory` and `junitGranularity` are `--sarif-category` and `--junit-granularity`.
    func render(
        _ report: RunReport, baseDirectory: String, inputErrorsPrinted: Bool = false, sarifCategory: String? = nil,
        junitGranularity: JUnitGranularity = .spec
    ) -> String {
        switch self {
        case .text: TextReport.render(report, listingInputErrors: !inputErrorsPrinted)
        case .json: JSONReport.render(report)
        case .junit: JUnitReport.render(report, granularity: junitGranularity)
        case .sarif:
            SARIFReport.render(
                report, toolVersion: ButtonCheckVersion.current, category: sarifCategory,
                sources: { try? FileIO.readAll($0, limit: 16 << 20) })
        case .html: HTMLReport.render(report, baseDirectory: baseDirectory)
        case .evidence: EvidenceReport.render(report, baseDirectory: baseDirectory)
        }
    }

    /// `--report FORMAT:PATH` values, checked.
    static func destinations(_ values: [String], command: String) throws(UsageError) -> [(ReportFormat, String)] {
        var result: [(ReportFormat, String)] = []
        for value in values {
            guard let colon = value.firstIndex(of: ":"), let format = ReportFormat(rawValue: String(value[..<colon])),
                value.index(after: colon) < value.endIndex
            else {
                throw UsageError(
                    "invalid value '\(value)' for '--report'; expected FORMAT:PATH with FORMAT one of \(allCases.map(\.rawValue).joined(separator: ", ")), e.g. junit:out/report.xml",
                    command: command)
            }
            let path = String(value[value.index(after: colon)...])
            // Two reports to one file would keep only the last.
            if let earlier = result.first(where: { FilePath.sameFile($0.1, path) }) {
                throw UsageError(
                    "'--report \(earlier.0.rawValue):\(earlier.1)' and '--report \(value)' name the same file; give each report its own path",
                    command: command)
            }
            result.append((format, path))
        }
        return result
    }

    static let options: [OptionSpec] = [
        .value(
            "format", "FORMAT",
            "Report on standard output as text (default), json, junit, sarif, html or evidence (the testing evidence record, Markdown).",
            allowed: allCases.map(\.rawValue)),
        .value("report", "FORMAT:PATH", "Also write a report to PATH (repeatable), e.g. sarif:out/buttoncheck.sarif.", repeatable: true),
        .value(
            "junit-granularity", "UNIT",
            "What a JUnit test case is: spec (default; one per spec, its failures grouped by rule) or rule (one per spec and rule, and per spec and golden rule).",
            allowed: JUnitGranularity.allCases.map(\.rawValue)),
        .value(
            "sarif-category", "NAME",
            "Tell this run's SARIF alerts from other buttoncheck runs' on the same commit (e.g. ios, web): automationDetails.id becomes buttoncheck/check/NAME/ (default buttoncheck/check/). Letters, digits, . _ - and /."
        ),
    ]

    /// `--sarif-category` and `--junit-granularity`, checked: each needs a report of its format.
    static func styles(_ arguments: ParsedArguments, command: String) throws(UsageError) -> (
        sarifCategory: String?, junitGranularity: JUnitGranularity
    ) {
        let asked = try destinations(arguments.values("report"), command: command).map(\.0) + [standardOutput(arguments)]
        let category = arguments.value("sarif-category")
        if let category {
            guard SARIFReport.isValidCategory(category) else {
                throw UsageError(
                    "invalid value '\(category)' for '--sarif-category'; expected letters, digits, '.', '_', '-' and '/' between names, e.g. ios or web/checkout",
                    command: command)
            }
            guard asked.contains(.sarif) else {
                throw UsageError(
                    "'--sarif-category' names the category of a SARIF report; ask for one with --format sarif or --report sarif:PATH",
                    command: command)
            }
        }
        let granularity = arguments.value("junit-granularity").flatMap(JUnitGranularity.init(rawValue:)) ?? .spec
        if arguments.has("junit-granularity") && !asked.contains(.junit) {
            throw UsageError(
                "'--junit-granularity' shapes a JUnit report; ask for one with --format junit or --report junit:PATH", command: command)
        }
        return (category, granularity)
    }

    /// The format printed on standard output (`--format`, default text).
    /// `merge-reports` reads JSON reports, which do not carry what the evidence record measures in the
    /// renders: asking it for the record is a usage error rather than a record of empty rows.
    static func requireRenders(_ arguments: ParsedArguments, command: String) throws(UsageError) {
        let asked = try destinations(arguments.values("report"), command: command).map(\.0) + [standardOutput(arguments)]
        if asked.contains(.evidence) {
            throw UsageError(
                "the evidence record is measured in the renders, which JSON reports do not keep; write it with 'check --report evidence:PATH' (each shard writes its own)",
                command: command)
        }
    }

    static func standardOutput(_ arguments: ParsedArguments) -> ReportFormat {
        arguments.value("format").flatMap(ReportFormat.init(rawValue:)) ?? .text
    }

    /// Prints the report in `--format`, writes every `--report` and says where each was written.
    /// `printsInputErrors`: the command printed each spec's input errors already. `standardOutputPrinted`:
    /// the command printed the text report as it went (`LiveReport`). `announces`: say where each report went.
    static func emit(
        _ report: RunReport, arguments: ParsedArguments, command: String, console: Console,
        printsInputErrors: Bool = false, standardOutputPrinted: Bool = false, announces: Bool = true
    ) throws {
        let destinations = try destinations(arguments.values("report"), command: command)
        let styles = try styles(arguments, command: command)
        // Input errors were printed on standard error as they were found: the text report on
        // standard output does not print them again.
        if !standardOutputPrinted {
            console.writeOutput(
                standardOutput(arguments).render(
                    report, baseDirectory: FileManager.default.currentDirectoryPath,
                    inputErrorsPrinted: printsInputErrors, sarifCategory: styles.sarifCategory,
                    junitGranularity: styles.junitGranularity))
        }
        for (format, path) in destinations {
            try write(
                format.render(
                    report, baseDirectory: FilePath.folder(of: path), sarifCategory: styles.sarifCategory,
                    junitGranularity: styles.junitGranularity), to: path)
            if announces { console.printError("wrote the \(format.rawValue) report to \(path)") }
        }
    }

    /// Writes a report atomically (a reader never sees half of one, a failed write never replaces a
    /// good one), creating its folder first.
    static func write(_ text: String, to path: String) throws(OutputError) {
        let folder = FilePath.deletingLastComponent(path)
        if !folder.isEmpty {
            do {
                try OutputFolder.create(folder)
            } catch {
                throw OutputError("cannot write \(path): \(error.description)")
            }
        }
        do {
            try FileIO.writeAtomically(Array(text.utf8), to: path)
        } catch {
            throw OutputError("cannot write \(path): \(error.reason)")
        }
    }
}
