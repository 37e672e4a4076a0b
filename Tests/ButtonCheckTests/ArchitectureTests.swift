import Foundation
import Testing

/// The fences the compiler cannot see on its own: which module may import what, and how.
@Suite struct ArchitectureTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let cModules: Set<String> = ["CFreeType", "CHarfBuzz", "CPNG", "CPNGWriter", "CZlib", "CXXHash"]

    /// Every `import` line of every Swift file under `folder`, with its file (relative to the repository).
    static func imports(under folder: String) throws -> [(file: String, line: String)] {
        let root = repository.appendingPathComponent(folder)
        let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        var result: [(file: String, line: String)] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            let file = String(url.path.dropFirst(repository.path.count + 1))
            for line in text.split(separator: "\n")
            where line.split(separator: " ").contains(where: { $0 == "import" }) && !line.hasPrefix("//") {
                result.append((file, line.trimmingCharacters(in: .whitespaces)))
            }
        }
        return result.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    /// A C module imported without `internal` would let its types leak into a stage's public API;
    /// `internal import` makes the compiler refuse that.
    @Test func everyImportOfACModuleIsInternal() throws {
        let cImports = try Self.imports(under: "Sources").filter {
            Self.cModules.contains(String($0.line.split(separator: " ").last ?? ""))
        }
        #expect(!cImports.isEmpty)
        let open = cImports.filter {
            !$0.line.hasPrefix("internal import ") && !$0.line.hasPrefix("private import ") && !$0.line.hasPrefix("fileprivate import ")
        }
        #expect(open.map { "\($0.file): \($0.line)" } == [])
    }

    /// Each C library is imported by exactly one Swift module (its stage).
    @Test func eachCModuleBelongsToOneStage() throws {
        var owners: [String: Set<String>] = [:]
        for entry in try Self.imports(under: "Sources") {
            let module = String(entry.line.split(separator: " ").last ?? "")
            guard Self.cModules.contains(module) else { continue }
            owners[module, default: []].insert(String(entry.file.split(separator: "/")[1]))
        }
        #expect(owners == ["CFreeType": ["Text"], "CHarfBuzz": ["Text"], "CPNG": ["PNG"], "CPNGWriter": ["PNG"], "CXXHash": ["Goldens"]])
    }

    /// `ProcessMemory` (a spawned child's peak memory) serves what runs the built tool as a child process, the benchmark
    /// and the fuzz tests: no stage of the pipeline imports it.
    @Test func onlyTheBenchmarkAndTheFuzzTestsMeasureAChildsMemory() throws {
        let importers = try (Self.imports(under: "Sources") + Self.imports(under: "Tests")).filter {
            $0.line.split(separator: " ").last == "ProcessMemory"
        }
        let folders = Set(importers.map { $0.file.split(separator: "/").prefix(2).joined(separator: "/") })
        #expect(folders == ["Sources/buttoncheck-benchmark", "Tests/FuzzTests", "Tests/ProcessMemoryTests"])
    }

    /// `ButtonCheck` re-exports its facade (names, one by one), never a whole stage: `Color`, `Shape`,
    /// `Text` or `Layout` in a consumer's scope would clash with SwiftUI.
    @Test func theLibraryReExportsOnlyItsFacade() throws {
        let exported = try Self.imports(under: "Sources").filter { $0.line.hasPrefix("@_exported") }
        #expect(Set(exported.map(\.file)) == ["Sources/ButtonCheck/Exports.swift"])
        let wholeModules = exported.filter { $0.line.split(separator: " ").count < 4 }
        #expect(wholeModules.map(\.line) == [])
        let names = exported.compactMap { $0.line.split(separator: ".").last.map(String.init) }
        for clash in ["Color", "Shape", "Text", "Layout", "Canvas", "Image", "Font"] { #expect(!names.contains(clash)) }
        #expect(names.contains("Finding") && names.contains("RuleID") && names.contains("RunReport"))
    }

    /// A spec, a report and the manifest each have one JSON form, read and written by the project's
    /// own strict reader and writer; a Codable conformance would be a second, undocumented one.
    @Test func noTypeIsCodable() throws {
        let root = Self.repository.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        var codable: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            if text.contains("Codable") || text.contains("Encodable") || text.contains("Decodable") {
                codable.append(url.lastPathComponent)
            }
        }
        #expect(codable == [])
    }

    /// The library's API is `Verification` (and the version) besides the facade: the runner's parts
    /// are `package`, for the command line, the benchmark and the tests.
    @Test func theRunnerIsPackageInternal() throws {
        let folder = Self.repository.appendingPathComponent("Sources/ButtonCheck")
        var publicFiles: Set<String> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            if text.split(separator: "\n").contains(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("public ") }) {
                publicFiles.insert(name)
            }
        }
        #expect(publicFiles == ["Verification.swift", "ButtonCheckVersion.swift"])
    }

    /// Every stage's API is `package`, except the facade: the types `Sources/ButtonCheck/Exports.swift`
    /// re-exports (each in the file of its name), and RGBA8 (`PixelMatchOptions`, in the facade, takes
    /// its colours). A `public` anywhere else would be API no consumer can reach through the facade.
    @Test func stagesBehindTheFacadeArePackage() throws {
        let exports = try String(contentsOf: Self.repository.appendingPathComponent("Sources/ButtonCheck/Exports.swift"), encoding: .utf8)
        var facadeFiles: Set<String> = ["Pixels/RGBA8.swift"]
        for line in exports.split(separator: "\n") where line.hasPrefix("@_exported import ") {
            let qualified = line.split(separator: " ").last.map(String.init) ?? ""
            let parts = qualified.split(separator: ".")
            facadeFiles.insert("\(parts[0])/\(parts[1]).swift")
        }
        #expect(facadeFiles.count > 25)
        var publicDeclarations: [String] = []
        for module in [
            "JSON", "Files", "Limits", "Spec", "Text", "Layout", "Accessibility", "Raster", "PNG", "Pixels", "Checks", "Goldens", "Reports",
        ] {
            let root = Self.repository.appendingPathComponent("Sources/" + module)
            let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
            for case let url as URL in enumerator
            where url.pathExtension == "swift" && !facadeFiles.contains("\(module)/\(url.lastPathComponent)") {
                let text = try String(contentsOf: url, encoding: .utf8)
                for line in text.split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix("public ") {
                    publicDeclarations.append("\(module)/\(url.lastPathComponent): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(publicDeclarations == [])
    }
}
