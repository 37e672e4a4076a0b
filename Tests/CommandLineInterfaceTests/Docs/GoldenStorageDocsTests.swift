import Foundation
import Testing

/// docs/goldens.md's `.gitattributes` lines do what the page says, as git reads them: golden PNGs go to
/// Git LFS, the manifest and pending goldens do not.
@Suite struct GoldenStorageDocsTests {
    @Test(.enabled(if: ExternalProgram.runs("git")))
    func theGitAttributesLinesPutGoldenPNGsAndOnlyThemInLFS() throws {
        let page = try #require(DocsTests.pages.first { $0.path == "docs/goldens.md" })
        let block = try #require(page.blocks.first { $0.text.contains("filter=lfs") }, "docs/goldens.md has no .gitattributes block")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("GoldenStorageDocs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try ExternalProgram.run("git", ["init", "-q", folder], package: "git").status == 0)
        try block.text.write(toFile: folder + "/.gitattributes", atomically: true, encoding: .utf8)
        let paths = [
            "goldens/hello/light/large-idle.png", "goldens/hello/dark+boldText@de/AX5-disabled.png", "goldens/manifest.json",
            "goldens/hello/light/large-idle.new.png", "goldens/hello/light/large-idle.new.json", "docs/screenshot.png",
        ]
        let run = try ExternalProgram.run("git", ["check-attr", "filter", "--"] + paths, package: "git", directory: folder)
        #expect(run.status == 0, "\(run.error)")
        #expect(
            run.output == """
                goldens/hello/light/large-idle.png: filter: lfs
                goldens/hello/dark+boldText@de/AX5-disabled.png: filter: lfs
                goldens/manifest.json: filter: unspecified
                goldens/hello/light/large-idle.new.png: filter: unset
                goldens/hello/light/large-idle.new.json: filter: unspecified
                docs/screenshot.png: filter: unspecified

                """)
    }
}
