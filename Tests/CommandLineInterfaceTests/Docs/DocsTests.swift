import Foundation
import Spec
import Testing
import TestSupport

/// The docs hold to what they show (docs/architecture.md, "Writing docs"): every fenced JSON block of
/// README.md and docs/**/*.md says what it is and is that (a spec loads, validates against the schema
/// and checks as it says; a fragment validates against its definition), every relative link leads to a
/// file and heading that exist, the README's quick start runs as written, and docs/cli.md is the
/// commands' own help.
@Suite(.serialized) struct DocsTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// README.md and every Markdown page under docs/, by path relative to the repository.
    static let pages: [MarkdownPage] = {
        var paths = ["README.md"]
        let docs = repository + "/docs"
        if let walker = FileManager.default.enumerator(atPath: docs) {
            paths += walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        }
        return paths.compactMap { path in
            (try? String(contentsOfFile: repository + "/" + path, encoding: .utf8)).map { MarkdownPage(path: path, text: $0) }
        }
    }()

    static var blocks: [MarkdownPage.CodeBlock] { pages.flatMap(\.blocks) }

    /// Every json block with the kind its info string gives.
    static var jsonBlocks: [(block: MarkdownPage.CodeBlock, kind: JSONBlockKind)] {
        blocks.compactMap { block in
            guard case .success(let kind) = JSONBlockKind.of(block.words) else { return nil }
            return (block, kind)
        }
    }

    /// The sizes a spec example is checked at: the smallest, the default and the largest Dynamic Type size
    /// (text zoom 100 % and 200 % for a web spec) and the web's reflow width, unless its info string says
    /// `sizes=all` or names them (`sizes=large,AX3`).
    static func sizeArguments(_ block: MarkdownPage.CodeBlock) -> [String] {
        let sizes = block.words.first { $0.hasPrefix("sizes=") }.map { String($0.dropFirst("sizes=".count)) }
        if sizes == "all" { return [] }
        let names = sizes.map { $0.split(separator: ",").map(String.init) } ?? ["xSmall", "large", "AX5", "reflow320"]
        return names.flatMap { ["--size", $0] }
    }

    /// A relative path with its `.` and `..` components resolved (a leading `..` is kept: it leaves the repository).
    static func normalized(_ path: String) -> String {
        var components: [String] = []
        for component in path.split(separator: "/").map(String.init) where component != "." {
            if component == "..", let last = components.last, last != ".." { components.removeLast() } else { components.append(component) }
        }
        return components.joined(separator: "/")
    }

    /// Writes each block to its own file in a fresh folder (named after its page and line), runs
    /// `body` with the files in the blocks' order, then removes the folder.
    func withFiles<T>(_ blocks: [MarkdownPage.CodeBlock], _ body: ([String]) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("DocsTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var files: [String] = []
        for block in blocks {
            let name =
                block.page.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: ".md", with: "") + "-line\(block.line).json"
            try block.text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
            files.append(folder + "/" + name)
        }
        return try body(files)
    }

    @available(macOS 15, *)
    @Test func theDocsHavePages() {
        let paths = Set(Self.pages.map(\.path))
        for page in [
            "README.md", "docs/README.md", "docs/spec-format.md", "docs/cli.md", "docs/goldens.md", "docs/swift-api.md",
            "docs/architecture.md", "docs/benchmark.md", "docs/limits.md", "docs/fuzzing.md",
        ] {
            #expect(paths.contains(page), "\(page) is missing")
        }
    }

    @available(macOS 15, *)
    @Test func everyJSONBlockSaysWhatItIsAndParses() throws {
        var count = 0
        for block in Self.blocks where JSONBlockKind.languages.contains(block.language) {
            count += 1
            switch JSONBlockKind.of(block.words) {
            case .failure(let error):
                Issue.record("\(block): \(error)")
            case .success:
                do {
                    _ = try JSONSerialization.jsonObject(with: Data(block.text.utf8))
                } catch {
                    Issue.record("\(block): \(block.info) block is not JSON: \(error)")
                }
            }
        }
        #expect(count > 0)
    }

    @available(macOS 15, *)
    @Test func everySpecExampleLoadsAndChecksAsItSays() throws {
        let specs = Self.jsonBlocks.filter {
            [.specClean, .spec].contains($0.kind) || { if case .specFinds = $0 { true } else { false } }($0.kind)
        }
        #expect(specs.count > 0)
        try withFiles(specs.map(\.block)) { files in
            for ((block, kind), file) in zip(specs, files) {
                do {
                    _ = try SpecLoader.load(path: file)
                } catch {
                    Issue.record("\(block): the spec does not load:\n\(error)")
                    continue
                }
                let expected: Set<String>
                switch kind {
                case .specClean: expected = []
                case .specFinds(let rules): expected = rules
                default: continue
                }
                let run = runTool(["check", file, "--format", "json"] + Self.sizeArguments(block))
                guard let report = try? JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any],
                    let spec = (report["specs"] as? [[String: Any]])?.first
                else {
                    Issue.record("\(block): check did not write a JSON report:\n\(run)")
                    continue
                }
                let findings = (spec["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
                #expect(Set(findings) == expected, "\(block): check finds \(Set(findings).sorted()), the docs say \(expected.sorted())")
                if kind == .specClean {
                    #expect(
                        findings.isEmpty && run.status == 0,
                        "\(block): a spec-clean example must check with no findings (exit \(run.status))")
                }
            }
        }
    }

    @available(macOS 15, *)
    @Test(.enabled(if: JSONSchemaValidator.enabled, Comment(rawValue: JSONSchemaValidator.missing)))
    func everyJSONExampleValidatesAgainstItsSchema() throws {
        var groups: [String: (schema: String, definition: String?, blocks: [MarkdownPage.CodeBlock])] = [:]
        for (block, kind) in Self.jsonBlocks {
            switch kind {
            case .specClean, .specFinds, .spec: groups["spec", default: (JSONSchemaValidator.specSchema, nil, [])].blocks.append(block)
            case .definition(let name): groups["def=" + name, default: (JSONSchemaValidator.specSchema, name, [])].blocks.append(block)
            case .report: groups["report", default: (JSONSchemaValidator.reportSchema, nil, [])].blocks.append(block)
            case .tokens, .config: continue
            }
        }
        #expect(groups["spec"] != nil && groups.keys.contains { $0.hasPrefix("def=") })
        for (_, group) in groups.sorted(by: { $0.key < $1.key }) {
            try withFiles(group.blocks) { files in
                let verdicts = try JSONSchemaValidator.validate(schema: group.schema, files: files, definition: group.definition).verdicts(
                    of: files)
                for (block, file) in zip(group.blocks, files) {
                    if let message = verdicts[file] ?? nil {
                        Issue.record(
                            "\(block): does not validate against \(group.schema)\(group.definition.map { " #/$defs/\($0)" } ?? ""): \(message)"
                        )
                    }
                }
            }
        }
    }

    @available(macOS 15, *)
    @Test func everyRelativeLinkLeadsToAFileAndHeadingThatExist() throws {
        let byPath = Dictionary(uniqueKeysWithValues: Self.pages.map { ($0.path, $0) })
        var count = 0
        for page in Self.pages {
            for link in page.links where !link.target.contains("://") && !link.target.hasPrefix("mailto:") {
                count += 1
                let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let base = (page.path as NSString).deletingLastPathComponent
                let target = parts[0].isEmpty ? page.path : Self.normalized(base.isEmpty ? parts[0] : base + "/" + parts[0])
                guard !target.hasPrefix(".."), FileManager.default.fileExists(atPath: Self.repository + "/" + target) else {
                    Issue.record("\(page.path):\(link.line): the link \(link.target) leads to \(target), which does not exist")
                    continue
                }
                if parts.count == 2 {
                    guard let linked = byPath[target] else {
                        Issue.record("\(page.path):\(link.line): the link \(link.target) has an anchor but \(target) is not a docs page")
                        continue
                    }
                    #expect(linked.anchors.contains(parts[1]), "\(page.path):\(link.line): \(target) has no heading #\(parts[1])")
                }
            }
        }
        #expect(count > 0)
    }

    @available(macOS 15, *)
    @Test func theQuickStartRunsAsWritten() throws {
        let readme = try #require(Self.pages.first { $0.path == "README.md" })
        let script = QuickStart(readme)
        #expect(
            !script.files.isEmpty && script.steps.count >= 5, "the README has no \"## \(QuickStart.heading)\" with a spec and its commands")
        let tool = try #require(BuiltTool.executable, "build the buttoncheck executable first (swift build)")
        try withSpecDirectory(Dictionary(uniqueKeysWithValues: script.files.map { ($0.name, $0.text) })) { directory in
            for step in script.steps {
                let run = try QuickStart.run(step.command, in: directory, toolFolder: (tool as NSString).deletingLastPathComponent)
                #expect(
                    run.status == step.expectedStatus, "\(step): exit \(run.status), the README says \(step.expectedStatus)\n\(run.output)")
                if run.status != step.expectedStatus { break }
            }
        }
    }

    /// The packages an `apt-get install` line installs: its words after `install` up to the end of the
    /// command (options left out).
    static func aptPackages(_ line: String) -> Set<String> {
        guard let install = line.range(of: "apt-get install") else { return [] }
        let words = line[install.upperBound...].split(separator: " ").map(String.init)
        return Set(words.prefix { !["||", "&&", "\\", ";"].contains($0) }.filter { !$0.hasPrefix("-") && !$0.hasSuffix(".deb") })
    }

    @available(macOS 15, *)
    @Test func theReadmeKeepsTheProjectCommandsAndASetUpLineThatInstallsWhatCIInstalls() throws {
        let readme = try String(contentsOfFile: Self.repository + "/README.md", encoding: .utf8)
        #expect(readme.contains("\nswift run -c release buttoncheck check specs --goldens goldens --out out --expect\n"))
        #expect(readme.contains("\nswift test -c release\n"))
        let ci = try String(contentsOfFile: Self.repository + "/.ci/run", encoding: .utf8)
        let installed = ci.split(separator: "\n").map(String.init).filter { $0.contains("apt-get install") }.map(Self.aptPackages)
            .reduce(into: Set<String>()) { $0.formUnion($1) }
        #expect(installed.count >= 12, "\(installed.sorted())")
        let page = try #require(Self.pages.first { $0.path == "README.md" })
        let setUp = page.blocks.filter { $0.language == "sh" }.flatMap { $0.text.split(separator: "\n").map(String.init) }
            .first { $0.contains("apt-get install") && !$0.contains(".deb") }
        let line = try #require(setUp, "README.md has no set-up line (apt-get install …) in a sh block")
        #expect(
            Self.aptPackages(line) == installed,
            "README.md's set-up line lacks \(installed.subtracting(Self.aptPackages(line)).sorted()) and has \(Self.aptPackages(line).subtracting(installed).sorted()) that .ci/run does not install"
        )
    }

    @available(macOS 15, *)
    @Test func theReaderFindsBlocksLinksAndAnchorsAsGitHubShowsThem() {
        let page = MarkdownPage(
            path: "docs/x.md",
            text: """
                # Goldens and review
                ## `buttoncheck check SPEC…|DIR [options]`
                ## Font stack (`fallbackFonts`)
                ## Font stack (`fallbackFonts`)
                See [the spec](spec-format.md#top-level), `[not a link](nowhere.md)` and ![a sheet](images/a.png "A sheet").

                - A list item's block:

                  ```json def=button
                  { "type": "button" }
                  ```
                ```sh
                # [not a link](inside-a-block.md)
                ```
                """)
        #expect(
            page.anchors == [
                "goldens-and-review", "buttoncheck-check-specdir-options", "font-stack-fallbackfonts", "font-stack-fallbackfonts-1",
            ])
        #expect(page.links.map(\.target) == ["spec-format.md#top-level", "images/a.png"])
        #expect(page.blocks.map(\.info) == ["json def=button", "sh"])
        #expect(page.blocks.first?.text == "{ \"type\": \"button\" }\n")
        #expect(page.blocks.first?.line == 9)
        #expect(page.blocks.first?.section == "Font stack (`fallbackFonts`)")
    }

    @available(macOS 15, *)
    @Test func aJSONBlockWithoutAKindIsRefusedWithTheKindsItMayHave() {
        #expect(
            JSONBlockKind.of(["json"])
                == .failure(
                    JSONBlockKindError(
                        "a plain json block: give its info string a kind, \"json KIND\" where KIND is spec-clean, spec-finds=RULE,RULE…, spec, def=NAME, report, tokens or config"
                    )))
        #expect(
            JSONBlockKind.of(["jsonc"])
                == .failure(
                    JSONBlockKindError(
                        "a jsonc block cannot be checked; write JSON (no comments) with the info string \"json KIND\"")))
        #expect(
            JSONBlockKind.of(["json", "clean"])
                == .failure(
                    JSONBlockKindError(
                        "unknown kind \"clean\"; use spec-clean, spec-finds=RULE,RULE…, spec, def=NAME, report, tokens or config")))
        #expect(
            JSONBlockKind.of(["json", "spec-finds=contrast.text,target.size"]) == .success(.specFinds(["contrast.text", "target.size"])))
        #expect(JSONBlockKind.of(["json", "def=button", "sizes=all"]) == .success(.definition("button")))
    }

    @available(macOS 15, *)
    @Test func aQuickStartLineExitsAsItsCommentSays() {
        let page = MarkdownPage(
            path: "README.md",
            text: """
                ## Quick start
                ```json spec-clean file=hello.json
                {}
                ```
                ```sh
                # a comment line
                buttoncheck check hello.json \\
                  --goldens goldens --record missing   # exits 1: new goldens were recorded
                buttoncheck check hello.json --goldens goldens
                ```
                ## Later
                ```sh
                buttoncheck check not-run.json
                ```
                """)
        let script = QuickStart(page)
        #expect(script.files.map(\.name) == ["hello.json"])
        #expect(
            script.steps.map(\.command) == [
                "buttoncheck check hello.json --goldens goldens --record missing",
                "buttoncheck check hello.json --goldens goldens",
            ])
        #expect(script.steps.map(\.expectedStatus) == [1, 0])
        #expect(script.steps.map(\.line) == [7, 9])
        #expect(
            Self.aptPackages("$SUDO apt-get install -y --no-install-recommends chromium-headless-shell \\") == ["chromium-headless-shell"])
        #expect(Self.normalized("docs/../README.md") == "README.md")
        #expect(Self.normalized("docs/rules/../../../x.md") == "../x.md")
    }

    @available(macOS 15, *)
    @Test func theCommandLineReferenceIsTheCommandsOwnHelp() throws {
        assertGolden(try CommandLineReference.render(), at: Self.repository + "/" + CommandLineReference.path)
    }
}
