import Checks
import Reports
import Spec
import Testing

@Suite struct ReportMergerTests {
    static let other = SpecReport(
        file: "specs/about.json", slug: "about", name: "About", expect: [], cases: [ReportFixtures.cases[0]],
        findings: [],
        goldens: [
            GoldenOutcome(
                renderCase: ReportFixtures.cases[0], status: .passed,
                golden: "goldens/about/light/large-idle.png", message: "matches")
        ])

    @Test func theUnionOfTheShardsIsTheWholeRun() throws {
        let whole = RunReport(
            specs: [ReportFixtures.checkout, ReportFixtures.broken, Self.other],
            orphanGoldens: [ReportFixtures.orphan], environmentNote: ReportFixtures.environmentNote)
        let shards = [
            RunReport(
                specs: [ReportFixtures.broken], orphanGoldens: [ReportFixtures.orphan], environmentNote: ReportFixtures.environmentNote,
                elapsed: 3),
            RunReport(
                specs: [Self.other, ReportFixtures.checkout], orphanGoldens: [ReportFixtures.orphan],
                environmentNote: ReportFixtures.environmentNote, elapsed: 4),
            RunReport(specs: []),
        ]
        let merged = try ReportMerger.merge(shards)
        #expect(JSONReport.render(merged) == JSONReport.render(whole))
        #expect(TextReport.render(merged) == TextReport.render(whole))
        #expect(merged.specs.map(\.file) == ["specs/about.json", "specs/checkout.json", "specs/sign-up.json"])
        #expect(merged.elapsed == nil)
        // Through JSON, as `merge-reports` does it.
        let decoded = try shards.enumerated().map { index, shard throws(ReportError) in
            try JSONReport.decode(JSONReport.render(shard), source: "shard-\(index + 1).json")
        }
        #expect(JSONReport.render(try ReportMerger.merge(decoded)) == JSONReport.render(whole))
    }

    @Test func aSpecInTwoShardsIsAnErrorNamingIt() {
        let first = RunReport(specs: [ReportFixtures.checkout])
        let second = RunReport(specs: [Self.other, ReportFixtures.checkout])
        #expect(throws: ReportError.duplicateSpec(file: "specs/checkout.json", reports: ["report 1", "report 2"])) {
            try ReportMerger.merge([first, second])
        }
        do {
            _ = try ReportMerger.merge([first, RunReport(specs: []), second], sources: ["out/1.json", "out/2.json", "out/3.json"])
            Issue.record("merged overlapping shards")
        } catch {
            #expect(
                error.description
                    == "error: spec specs/checkout.json is in more than one report (out/1.json, out/3.json); each spec belongs to exactly one shard: run every shard over the same spec list with --shard I/N for the same N"
            )
        }
    }

    @Test func orphansAreUnitedAndGoldensComparedInAnotherShardAreNotOrphans() throws {
        // Shard 1 did not render "about", so it took about's golden for an orphan; shard 2 compared it.
        let first = RunReport(specs: [ReportFixtures.checkout], orphanGoldens: ["goldens/about/light/large-idle.png", "goldens/x.png"])
        let second = RunReport(specs: [Self.other], orphanGoldens: ["goldens/x.png", "goldens/y.png"])
        let merged = try ReportMerger.merge([first, second])
        #expect(merged.orphanGoldens == ["goldens/x.png", "goldens/y.png"])
    }

    @Test func environmentNotesAreKeptWhenAnyShardHasOne() throws {
        let noted = RunReport(specs: [ReportFixtures.checkout], environmentNote: "FreeType differs.")
        let plain = RunReport(specs: [Self.other])
        #expect(try ReportMerger.merge([plain, noted]).environmentNote == "FreeType differs.")
        #expect(try ReportMerger.merge([plain]).environmentNote == nil)
        let other = RunReport(specs: [ReportFixtures.broken], environmentNote: "HarfBuzz differs.")
        #expect(try ReportMerger.merge([noted, other, plain]).environmentNote == "FreeType differs. HarfBuzz differs.")
        #expect(try ReportMerger.merge([]).specs.isEmpty)
    }

    @Test func mergedShardsWriteTheSARIFAndJUnitOfOneRun() throws {
        let specs = [ReportFixtures.checkout, ReportFixtures.broken, ReportFixtures.goldenFailures, ReportFixtures.clean]
        for expectMode in [false, true] {
            let whole = RunReport(specs: specs, orphanGoldens: [ReportFixtures.orphan], expectMode: expectMode)
            // Round robin over the sorted files, as --shard 1/2 and 2/2 choose, each through its JSON report.
            let sorted = whole.specs
            let shards = try [0, 1].map { first throws(ReportError) in
                let shard = RunReport(
                    specs: stride(from: first, to: sorted.count, by: 2).map { sorted[$0] }, orphanGoldens: [ReportFixtures.orphan],
                    elapsed: 2, expectMode: expectMode)
                return try JSONReport.decode(JSONReport.render(shard), source: "shard-\(first + 1).json")
            }
            let merged = try ReportMerger.merge(shards.reversed())
            let sarif = SARIFReport.render(merged, toolVersion: "0.1.0")
            #expect(sarif == SARIFReport.render(whole, toolVersion: "0.1.0"))
            #expect(try SARIFReportTests.fingerprints(merged) == SARIFReportTests.fingerprints(whole))
            #expect(try SARIFReportTests.fingerprints(merged).count == (expectMode ? 12 : 11))
            for granularity in JUnitGranularity.allCases {
                #expect(JUnitReport.render(merged, granularity: granularity) == JUnitReport.render(whole, granularity: granularity))
            }
            #expect(JUnitReportTests.counts(JUnitReport.render(merged)) == [4, 2, 1, 4, 2])
            #expect(TextReport.summary(merged) == TextReport.summary(whole))
        }
    }
}
