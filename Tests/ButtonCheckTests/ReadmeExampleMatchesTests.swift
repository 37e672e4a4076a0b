import Foundation
import Testing

@Suite struct ReadmeExampleMatchesTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theReadmeShowsTheExampleThatIsCompiled() throws {
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: Self.repository.appendingPathComponent("Tests/ButtonCheckTests/ReadmeExampleTests.swift"), encoding: .utf8)
        let example = try #require(source.components(separatedBy: "// README EXAMPLE\n").last)
        #expect(readme.contains("```swift\n" + example + "```"))
    }
}
