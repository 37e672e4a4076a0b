import Reports

/// The `merge-reports` target: each part of the input (`FuzzInputParts`; the first is `report.json`, each
/// later one is named by its header) is decoded as a JSON report, and the reports merged as the command
/// merges them. A merged report must be written as JSON that reads back.
enum MergeReportsFuzzing {
    /// More reports only slow the target down.
    static let maximumReports = 8

    static func run(_ input: [UInt8]) -> FuzzOutcome {
        let parts = FuzzInputParts(input)
        let named = [(name: "report.json", bytes: parts.first)] + parts.files.prefix(maximumReports - 1)
        do throws(ReportError) {
            var reports: [RunReport] = []
            for part in named {
                reports.append(try JSONReport.decode(String(decoding: part.bytes, as: UTF8.self), source: part.name))
            }
            let merged = try ReportMerger.merge(reports, sources: named.map(\.name))
            let written = JSONReport.render(merged)
            do {
                _ = try JSONReport.decode(written, source: "merged.json")
            } catch {
                fatalError("a merged report does not read back (\(error)):\n\(written)")
            }
            return .ok
        } catch {
            return .refused(error.description)
        }
    }
}
