import Foundation
import Goldens
import PNG
import Pixels
import Testing

// Cross-check against the reference: Fixtures/expected.json holds the counts pixelmatch-py
// (a port of mapbox pixelmatch 5.1) gives on the PNG pairs beside it, and the diff image it
// draws at the default options. Fixtures/generate.py regenerates all of them.

struct ReferenceFixtures: Decodable {
    struct Count: Decodable, Sendable {
        let threshold: Double
        let includeAA: Bool
        let mismatched: Int
    }

    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        let name: String
        let a: String
        let b: String
        let diff: String
        let width: Int
        let height: Int
        let defaultMismatched: Int
        let counts: [Count]

        var testDescription: String { name }
    }

    let reference: String
    let cases: [Case]

    static func load() throws -> ReferenceFixtures {
        let data = try Data(contentsOf: Support.fixtures.appendingPathComponent("expected.json"))
        return try JSONDecoder().decode(ReferenceFixtures.self, from: data)
    }

    static let all: [Case] = (try? load().cases) ?? []
}

@Suite("PixelMatch against the reference pixelmatch")
struct PixelMatchReferenceTests {
    @Test("the fixtures are there: 8 pairs, 8 counts each, small")
    func fixturesPresent() throws {
        let fixtures = try ReferenceFixtures.load()
        #expect(fixtures.reference.hasPrefix("pixelmatch-py "))
        #expect(fixtures.cases.count == 8)
        for testCase in fixtures.cases {
            #expect(testCase.counts.count == 8, "\(testCase.name)")
            #expect(testCase.width <= 64 && testCase.height <= 64, "\(testCase.name)")
        }
        // Some counts must depend on includeAA, or anti-aliasing detection is not exercised.
        #expect(
            fixtures.cases.contains { testCase in
                testCase.counts.contains { $0.includeAA && $0.mismatched > 0 }
                    && testCase.counts.contains { !$0.includeAA && $0.threshold == 0.1 && $0.mismatched == 0 }
            })
    }

    @Test("every count matches the reference", arguments: ReferenceFixtures.all)
    func counts(_ testCase: ReferenceFixtures.Case) throws {
        let a = try PNG.read(contentsOf: Support.fixturePath(testCase.a))
        let b = try PNG.read(contentsOf: Support.fixturePath(testCase.b))
        #expect((a.width, a.height) == (testCase.width, testCase.height))
        for count in testCase.counts {
            let options = PixelMatchOptions(threshold: count.threshold, includeAA: count.includeAA)
            let result = try PixelMatch.compare(a, b, options: options, diffImage: false)
            #expect(
                result.mismatched == count.mismatched,
                "threshold \(count.threshold), includeAA \(count.includeAA)")
            #expect(result.total == testCase.width * testCase.height)
        }
    }

    @Test("the diff image matches the reference's byte for byte", arguments: ReferenceFixtures.all)
    func diffImage(_ testCase: ReferenceFixtures.Case) throws {
        let a = try PNG.read(contentsOf: Support.fixturePath(testCase.a))
        let b = try PNG.read(contentsOf: Support.fixturePath(testCase.b))
        let expected = try PNG.read(contentsOf: Support.fixturePath(testCase.diff))
        let result = try PixelMatch.compare(a, b)
        #expect(result.mismatched == testCase.defaultMismatched)
        #expect(result.diff == expected)
    }
}
