/// Joins the reports of the shards of one run (`buttoncheck check --shard I/N`, then
/// `merge-reports`) into the report the whole run would have made.
package enum ReportMerger {
    /// The union of the reports' specs (file order), their orphan goldens and environment notes.
    /// A spec in two reports is an error naming it (the shards overlap, or one report was given twice).
    ///
    /// - An orphan golden is kept unless another shard compared a render with it: a shard that
    ///   checks only some specs may not know every golden's render.
    /// - Distinct environment notes are all kept, sorted, joined by " ".
    /// - The merged report is in expect mode when any shard's was (`check --expect`).
    /// - `elapsed` is dropped: the shards ran side by side, so their times do not add up to the run's.
    package static func merge(_ reports: [RunReport]) throws(ReportError) -> RunReport {
        try merge(reports, sources: reports.indices.map { "report \($0 + 1)" })
    }

    /// As `merge(_:)`, naming the reports (their files) in errors: `sources[i]` names `reports[i]`
    /// (reports without a name are called "report N").
    package static func merge(_ reports: [RunReport], sources: [String]) throws(ReportError) -> RunReport {
        func source(_ index: Int) -> String { index < sources.count ? sources[index] : "report \(index + 1)" }
        var owner: [String: Int] = [:]
        var specs: [SpecReport] = []
        for (index, report) in reports.enumerated() {
            for spec in report.specs {
                if let first = owner[spec.file] {
                    throw ReportError.duplicateSpec(file: spec.file, reports: [source(first), source(index)])
                }
                owner[spec.file] = index
                specs.append(spec)
            }
        }
        let compared = Set(specs.flatMap { $0.goldens.map(\.golden) })
        let orphans = Set(reports.flatMap(\.orphanGoldens)).subtracting(compared)
        let notes = Set(reports.compactMap(\.environmentNote)).sorted()
        return RunReport(specs: specs, orphanGoldens: Array(orphans),
                         environmentNote: notes.isEmpty ? nil : notes.joined(separator: " "),
                         expectMode: reports.contains(where: \.expectMode))
    }
}
