import Testing
import Text

@Suite struct ConcurrencyTests {
    private static let strings = [
        "Continue", "Send Reset Link", "Sign In", "Accept the terms to continue.",
        "Waffle fi ffl AVAV Tokyo", "Enter a valid email address.",
    ]

    private struct Result: Equatable, Sendable {
        var runs: [ShapedRun]
        var bitmaps: [GlyphBitmap]
    }

    /// Shapes every string and rasterizes its glyphs at two sizes and all four subpixel offsets.
    private static func work(_ engine: TextEngine, order: Int) throws -> Result {
        // Each task walks the strings from a different starting point so the faces are
        // contended in different orders.
        let start = order % strings.count
        let rotated = Array(strings[start...]) + Array(strings[..<start])
        var runs: [String: ShapedRun] = [:]
        var bitmaps: [String: [GlyphBitmap]] = [:]
        for text in rotated {
            for weight in [FontWeight.regular, .semibold] {
                let run = try engine.shape(text, weight: weight, size: 17)
                runs["\(weight) \(text)"] = run
                var images: [GlyphBitmap] = []
                for glyph in run.glyphs {
                    for pixelSize in [34.0, 51.0] {
                        for subpixelX in 0..<4 {
                            images.append(
                                try engine.glyphBitmap(
                                    weight: weight, glyph: glyph.glyph, pixelSize: pixelSize, subpixelX: subpixelX))
                        }
                    }
                }
                bitmaps["\(weight) \(text)"] = images
            }
        }
        let keys = runs.keys.sorted()
        return Result(runs: keys.map { runs[$0]! }, bitmaps: keys.flatMap { bitmaps[$0]! })
    }

    @Test func eightTasksGetIdenticalResults() async throws {
        // A fresh engine so all tasks start with cold caches and really contend on the faces.
        let engine = try TextEngine(fonts: .inter())
        let results = try await withThrowingTaskGroup(of: Result.self) { group in
            for order in 0..<8 {
                group.addTask { try Self.work(engine, order: order) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        // And equal to a single-threaded run on yet another engine.
        let reference = try Self.work(try TextEngine(fonts: .inter()), order: 0)
        for result in results {
            #expect(result == reference)
        }
    }
}
