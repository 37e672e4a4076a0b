/// Joins the reports of the shards of one run (`buttoncheck check --shard I/N`, then
/// `merge-reports`) into the report the whole run would have made.
package enum ReportMerger {
    /// The union of the reports' specs (file order), their orphan goldens and environment notes.
    ///
    /// The reports must be one run: all checked in one mode (with `--expect` or without), and either
    /// whole runs (no `--shard`) of distinct specs, or every shard of one run — one N, one spec list,
    /// each I from 1 to N exactly once, each holding its own part of the list. A spec in two reports
    /// is an error naming it; paths are compared lexically, so `specs/a.json` and `./specs/a.json` are one.
    ///
    /// - An orphan golden is kept unless another shard compared a render with it: a shard that
    ///   checks only some specs may not know every golden's render.
    /// - Distinct environment notes are all kept, sorted, joined by " ".
    /// - `elapsed` is dropped: the shards ran side by side, so their times do not add up to the run's.
    package static func merge(_ reports: [RunReport]) throws(ReportError) -> RunReport {
        try merge(reports, sources: reports.indices.map { "report \($0 + 1)" })
    }

    /// As `merge(_:)`, naming the reports (their files) in errors: `sources[i]` names `reports[i]`
    /// (reports without a name are called "report N").
    package static func merge(_ reports: [RunReport], sources: [String]) throws(ReportError) -> RunReport {
        func source(_ index: Int) -> String { index < sources.count ? sources[index] : "report \(index + 1)" }
        if let expecting = reports.firstIndex(where: \.expectMode), let plain = reports.firstIndex(where: { !$0.expectMode }) {
            throw ReportError.mixedExpectMode(expect: source(expecting), plain: source(plain))
        }
        try checkShards(reports, source: source)
        var owner: [String: Int] = [:]
        var specs: [SpecReport] = []
        for (index, report) in reports.enumerated() {
            for spec in report.specs {
                let key = SpecPath.normalized(spec.file)
                if let first = owner[key] {
                    throw ReportError.duplicateSpec(file: spec.file, reports: [source(first), source(index)])
                }
                owner[key] = index
                specs.append(spec)
            }
        }
        let compared = Set(specs.flatMap { $0.goldens.map(\.golden) })
        let orphans = Set(reports.flatMap(\.orphanGoldens)).subtracting(compared)
        let notes = Set(reports.compactMap(\.environmentNote)).sorted()
        return RunReport(
            specs: specs, orphanGoldens: Array(orphans),
            environmentNote: notes.isEmpty ? nil : notes.joined(separator: " "),
            expectMode: reports.first?.expectMode ?? false)
    }

    /// Throws unless the reports are all whole runs, or every shard of one run, each once.
    private static func checkShards(_ reports: [RunReport], source: (Int) -> String) throws(ReportError) {
        guard let firstSharded = reports.firstIndex(where: { $0.shard != nil }), let first = reports[firstSharded].shard else { return }
        if let whole = reports.firstIndex(where: { $0.shard == nil }) {
            throw ReportError.mixedSharding(shard: source(firstSharded), name: first.name, whole: source(whole))
        }
        let list = first.specs.map(SpecPath.normalized)
        var given: [Int: Int] = [:]
        for (index, report) in reports.enumerated() {
            let shard = report.shard!
            if shard.count != first.count {
                throw ReportError.shardCountMismatch(
                    first: source(firstSharded), firstName: first.name, other: source(index), otherName: shard.name)
            }
            if shard.specs.map(SpecPath.normalized) != list {
                throw ReportError.differentSpecLists(
                    first: source(firstSharded), firstCount: first.specs.count, other: source(index), otherCount: shard.specs.count)
            }
            if let earlier = given[shard.index] {
                throw ReportError.duplicateShard(name: shard.name, reports: [source(earlier), source(index)])
            }
            given[shard.index] = index
        }
        let missing = (1...first.count).filter { given[$0] == nil }
        if !missing.isEmpty {
            throw ReportError.missingShards(missing: missing, given: given.keys.sorted(), count: first.count)
        }
        for (index, report) in reports.enumerated() {
            let shard = report.shard!
            let expected = Set(shard.specs(ofShard: shard.index).map(SpecPath.normalized))
            if Set(report.specs.map { SpecPath.normalized($0.file) }) != expected {
                throw ReportError.shardContentMismatch(source: source(index), name: shard.name)
            }
        }
    }
}
