import ButtonCheck
import Foundation
import Limits
import Reports
import Spec

/// `buttoncheck merge-reports A.json B.json …`: one report from the JSON reports of shards.
struct MergeReportsCommand: Command {
    let spec = CommandSpec(
        name: "merge-reports",
        abstract: "Merge the JSON reports of sharded check runs into one, in any report format.",
        positionalUsage: "REPORT.json…", minimumPositionals: 1, maximumPositionals: nil,
        options: ReportFormat.options,
        discussion: """
            Each input is a report written by `check --report json:PATH` (or --format json). The inputs must be one
            run: whole runs of distinct specs, or every shard of one run (the same N and spec list, each I once),
            all checked with --expect or all without. A spec in two inputs (`specs/a.json` and `./specs/a.json`
            are one) is an error. Exit status: 0 clean, 1 findings at error severity or golden failures, 2 bad input.
            """)

    func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        _ = try ReportFormat.destinations(arguments.values("report"), command: spec.name)
        _ = try ReportFormat.styles(arguments, command: spec.name)
        try ReportFormat.requireRenders(arguments, command: spec.name)
        var reports: [RunReport] = []
        for path in arguments.positionals {
            let data: [UInt8]
            switch BoundedFile.contents(of: path, limit: Limits.maximumImageBytes, what: "a report") {
            case .success(let bytes): data = bytes
            case .failure(let problem): throw OutputError("\(path): \(problem.phrase); check the path")
            }
            reports.append(try JSONReport.decode(String(decoding: data, as: UTF8.self), source: path))
        }
        let merged = try ReportMerger.merge(reports, sources: arguments.positionals)
        try ReportFormat.emit(merged, arguments: arguments, command: spec.name, console: console)
        return merged.hasInputErrors ? .badInput : merged.hasFailures ? .findings : .success
    }
}
