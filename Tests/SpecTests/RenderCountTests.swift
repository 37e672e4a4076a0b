import Foundation
import Spec
import Testing

/// Issue 26 (1): the case sweep is bounded. A spec's renders are locales × setting combinations ×
/// appearances × sizes × states, and a 69 KB spec asked for 1,536,384 of them (killed at 180 s, 6.7 GB);
/// `validate` was quadratic in the length of "locales" (100,000 locales: 54.8 s).
@Suite struct RenderCountTests {
    /// Every one of the 16 combinations of the four display settings.
    private static let allSettings: String = {
        let names = ["boldText", "increaseContrast", "reduceTransparency", "buttonShapes"]
        let combinations = (0..<16).map { mask in names.indices.filter { mask & (1 << $0) != 0 }.map { "\"\(names[$0])\"" } }
        return "[" + combinations.map { "[" + $0.joined(separator: ", ") + "]" }.joined(separator: ", ") + "]"
    }()

    /// A spec of format 2 rendered in the source language, `pseudo` and `extra` more locales, under every
    /// setting combination, in both appearances, in one state.
    private func spec(extraLocales extra: Int) -> String {
        let languages = ["de", "fr", "es", "it", "nl", "sv", "da", "fi", "pl", "cs", "pt"].prefix(extra)
        let strings = languages.map { "\"\($0)\": {}" }.joined(separator: ", ")
        let locales = (["en", "pseudo"] + languages).map { "\"\($0)\"" }.joined(separator: ", ")
        return #"{"version": 2, "name": "X", "viewport": {"device": "iPhone 16"}, "appearances": ["light", "dark"], "#
            + #""settings": \#(Self.allSettings), "strings": {\#(strings)}, "locales": [\#(locales)], "content": {"type": "spacer"}}"#
    }

    @Test func aSpecAskingForMoreRendersThanTheLimitIsRefusedNamingItsDimensions() {
        // 10 locales × 16 × 2 × 12 × 1 = 3,840: accepted.
        #expect(diagnosticLines(spec(extraLocales: 8)) == [])
        // 11 locales: 4,224.
        #expect(
            diagnosticLines(spec(extraLocales: 9)) == [
                "spec.json:1:1: error: this spec asks for 4,224 renders (11 locales × 16 setting combinations × 2 appearances × 12 sizes × 1 state); "
                    + "the limit is 4,096 renders a spec: list fewer \"locales\", \"settings\" or \"appearances\", or split the spec into several (at $)"
            ])
    }

    @Test func readingIsLinearInTheNumberOfLocales() throws {
        // 30,000 locales, each with its (empty) strings: refused for its renders, read in well under the
        // seconds the quadratic duplicate and availability checks took (and the message stays one line).
        let count = 30_000
        let names = (0..<count).map { "de-x\($0)" }
        let json =
            #"{"version": 2, "name": "X", "viewport": {"device": "iPhone 16"}, "strings": {"#
            + names.map { "\"\($0)\": {}" }.joined(separator: ", ") + #"}, "locales": ["#
            + names.map { "\"\($0)\"" }.joined(separator: ", ") + #"], "content": {"type": "spacer"}}"#
        let start = Date()
        let problems = diagnosticLines(json)
        let seconds = Date().timeIntervalSince(start)
        #expect(
            problems == [
                "spec.json:1:1: error: this spec asks for 360,000 renders (30,000 locales × 1 setting combination × 1 appearance × 12 sizes × 1 state); "
                    + "the limit is 4,096 renders a spec: list fewer \"locales\", \"settings\" or \"appearances\", or split the spec into several (at $)"
            ])
        #expect(seconds < 10, "reading 30,000 locales took \(seconds) s")
    }
}
