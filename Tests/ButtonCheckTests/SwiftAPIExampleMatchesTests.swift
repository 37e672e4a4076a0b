import Foundation
import Testing

@Suite struct SwiftAPIExampleMatchesTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theSwiftAPIPageShowsTheExampleThatIsCompiled() throws {
        let page = try String(contentsOf: Self.repository.appendingPathComponent("docs/swift-api.md"), encoding: .utf8)
        let source = try String(
            contentsOf: Self.repository.appendingPathComponent("Tests/ButtonCheckTests/SwiftAPIExampleTests.swift"), encoding: .utf8)
        let example = try #require(source.components(separatedBy: "// DOCS EXAMPLE\n").last)
        #expect(page.contains("```swift\n" + example + "```"))
    }
}
