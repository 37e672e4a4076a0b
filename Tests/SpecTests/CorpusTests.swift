import Foundation
import Spec
import Testing

// The spec corpus in specs/ is a regression suite: every spec loads, names the findings the
// checker must report in "expect", and together they exercise every rule.

private enum Corpus {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("specs").path
    static let files = SpecLoader.specFiles(in: directory)

    /// The screens the seed notes call for; the corpus may hold more.
    static let required = [
        "authentication-view", "different-email-entry-sheet", "forgot-password-view", "terms-disabled-continue",
        "checkout-disabled-mystery", "loading-overlay", "loading-replace", "glass-disabled-over-photo",
        "error-between-fields-and-button", "required-unmarked", "card-number-16-digits", "reason-pushed-away-at-ax5",
        "dark-appearance-form",
    ]

    static func load(_ file: String) throws -> ScreenSpec {
        do {
            return try SpecLoader.load(path: file)
        } catch {
            Issue.record("\(file) does not load:\n\(error)")
            throw error
        }
    }

    static func raw(_ file: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
}

@Suite("Spec corpus")
struct CorpusTests {
    @Test("the corpus holds at least 13 specs, including every screen the seeds call for")
    func size() {
        #expect(Corpus.files.count >= 13, "found \(Corpus.files.count) specs in \(Corpus.directory)")
        let slugs = Set(Corpus.files.map(SpecLoader.slug(for:)))
        for name in Corpus.required {
            #expect(slugs.contains(name), "specs/\(name).json is missing")
        }
    }

    @Test("every spec loads without a diagnostic", arguments: Corpus.files)
    func loads(file: String) throws {
        let spec = try Corpus.load(file)
        #expect(!spec.name.isEmpty)
    }

    @Test(
        "a version 2 spec uses an addition of format 2 (as version 1 it would not load, or a web spec would be swept at Dynamic Type sizes)",
        arguments: Corpus.files)
    func versionTwoOnlyWhenNeeded(file: String) throws {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        guard text.contains("\"version\": 2") else { return }
        let asVersion1 = text.replacingOccurrences(of: "\"version\": 2", with: "\"version\": 1")
        let load = {
            try SpecLoader.load(bytes: Array(asVersion1.utf8), file: file, baseDirectory: (file as NSString).deletingLastPathComponent)
        }
        if try Corpus.load(file).sizes == SizeCategory.webSizes, let asLoaded = try? load() {
            #expect(asLoaded.sizes == SizeCategory.dynamicTypeSizes)
            return
        }
        let error = try #require(throws: SpecLoadError.self) { try load() }
        #expect(error.diagnostics.contains { $0.message.contains("needs spec format version 2") })
    }

    @Test(
        "every spec is kebab-case, of a format version this build reads, describes itself and states its expected findings",
        arguments: Corpus.files)
    func conventions(file: String) throws {
        let slug = SpecLoader.slug(for: file)
        #expect(slug.range(of: "^[a-z0-9]+(-[a-z0-9]+)*$", options: .regularExpression) != nil, "\(slug) is not kebab-case")
        let json = try Corpus.raw(file)
        let version = try #require(json["version"] as? Int)
        #expect(SpecVocabulary.versions.contains(version))
        #expect(json["$schema"] as? String == "schema/buttoncheck-spec.schema.json")
        let description = json["description"] as? String ?? ""
        #expect(description.count >= 40, "\(slug): say in \"description\" why it expects what it expects")
        let expect = try #require(json["expect"] as? [String], "\(slug) has no \"expect\" list (write [] for a clean spec)")
        #expect(Set(expect).count == expect.count, "\(slug) lists a rule twice")
        let spec = try Corpus.load(file)
        #expect(spec.expect.map(\.rawValue).sorted() == expect.sorted())
    }

    @Test("every rule appears in some spec's expect")
    func everyRuleIsExercised() throws {
        var expected: Set<RuleID> = []
        for file in Corpus.files {
            expected.formUnion(try Corpus.load(file).expect)
        }
        let missing = RuleID.allCases.filter { !expected.contains($0) }
        #expect(missing.isEmpty, "no spec expects: \(missing.map(\.rawValue).joined(separator: ", "))")
    }

    @Test("some specs are clean, so the checker is held to silence as well as to findings")
    func cleanSpecsExist() throws {
        let clean = try Corpus.files.filter { try Corpus.load($0).expect.isEmpty }.map(SpecLoader.slug(for:))
        for name in [
            "different-email-entry-sheet", "forgot-password-view", "terms-disabled-continue", "loading-overlay", "dark-appearance-form",
        ] {
            #expect(clean.contains(name), "\(name) should expect no findings")
        }
    }
}
