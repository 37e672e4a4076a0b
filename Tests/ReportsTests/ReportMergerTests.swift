import Checks
import Reports
import Spec
import Testing

@Suite struct ReportMergerTests {
    static let other = SpecReport(file: "specs/about.json", slug: "about", name: "About", expect: [], cases: [ReportFixtures.cases[0]],
                                  findings: [], goldens: [GoldenOutcome(renderCase: ReportFixtures.cases[0], status: .passed,
                                                                       golden: "goldens/about/light/large-idle.png", message: "matches")])

    @Test func theUnionOfTheShardsIsTheWholeRun() throws {
        let whole = RunReport(specs: [ReportFixtures.checkout, ReportFixtures.broken, Self.other],
                              orphanGoldens: [ReportFixtures.orphan], environmentNote: ReportFixtures.environmentNote)
        let shards = [
            RunReport(specs: [ReportFixtures.broken], orphanGoldens: [ReportFixtures.orphan], environmentNote: ReportFixtures.environmentNote, elapsed: 3),
            RunReport(specs: [Self.other, ReportFixtures.checkout], orphanGoldens: [ReportFixtures.orphan], environmentNote: ReportFixtures.environmentNote, elapsed: 4),
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
            #expect(error.description == "error: spec specs/checkout.json is in more than one report (out/1.json, out/3.json); each spec belongs to exactly one shard: run every shard over the same spec list with --shard I/N for the same N")
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
}
