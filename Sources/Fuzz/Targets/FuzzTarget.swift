/// The code the fuzz targets feed: each target reads its input through the real reader, as the tool does,
/// and answers with the outcome. A thrown error is an answer, never a finding; only a crash, a trap, a leak,
/// a hang or running out of memory is. Where a reader's output can be written back, the target also checks
/// that writing and reading again gives the same value, and traps when it does not (that is a finding too).
package enum FuzzTarget: String, CaseIterable, Sendable {
    /// `Sources/JSON`: one document through `JSONParser`, written back with `JSONOutput` and read again.
    case json
    /// `Sources/Spec`: a spec with its String Catalog, strings and tokens files (`SpecInput`) through `SpecLoader`.
    case spec
    /// `Sources/Goldens/Store`: a goldens `manifest.json`, decoded, encoded and decoded again.
    case manifest
    /// `Sources/PNG`: a PNG file decoded (small images are also encoded and decoded again).
    case png
    /// `Sources/Reports`: JSON reports (`FuzzInputParts`) decoded and merged as `merge-reports` does.
    case mergeReports = "merge-reports"

    /// The executable that fuzzes this target: `fuzz-json`, `fuzz-merge-reports`, …
    package var executable: String { "fuzz-\(rawValue)" }

    /// Runs one input through the target's reader.
    package func run(_ input: [UInt8]) -> FuzzOutcome {
        switch self {
        case .json: JSONFuzzing.run(input)
        case .spec: SpecFuzzing.run(input)
        case .manifest: ManifestFuzzing.run(input)
        case .png: PNGFuzzing.run(input)
        case .mergeReports: MergeReportsFuzzing.run(input)
        }
    }
}
