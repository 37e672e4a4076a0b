import ButtonCheck
import Foundation
import Layout
import Spec
import Testing
import Text

// Issue 15, item 4: a golden's environment names the fallback fonts its render was drawn with, so a
// changed Noto Sans Arabic is named when an Arabic golden fails, and Latin goldens keep their environment.
@Suite struct RenderEnvironmentsTests {
    static let spec = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("specs/checkout-arabic-reason-clipped-by-fixed-width.json")

    @Test func anArabicRenderListsNotoSansArabicAndAnEnglishOneInterAlone() throws {
        let spec = try SpecLoader.load(path: Self.spec.path)
        let engine = try TextEngines().engine(for: spec)
        try #require(
            engine.stack.fallbacks.first?.files[.regular]?.hasSuffix("NotoSansArabic-Regular.ttf") == true, "needs fonts-noto-core")
        let english = try LayoutEngine.layout(spec, size: .large, state: .idle, appearance: .light, measurer: engine)
        let arabic = try LayoutEngine.layout(
            spec, size: .large, state: .idle, appearance: .light, locale: RenderLocale(identifier: "ar"),
            measurer: engine)
        #expect(RenderEnvironments.fallbacksUsed(english) == [])
        #expect(RenderEnvironments.fallbacksUsed(arabic) == [1])
        let environments = RenderEnvironments()
        let interOnly = environments.environment(engine: engine, tree: english)
        #expect(interOnly == GoldenVerifier.environment(engine: engine))
        #expect(interOnly.fonts.keys.sorted().allSatisfy { $0.hasPrefix("Inter-") })
        let withArabic = environments.environment(engine: engine, tree: arabic)
        #expect(Set(withArabic.fonts.keys).subtracting(interOnly.fonts.keys) == ["NotoSansArabic-Regular.ttf", "NotoSansArabic-Bold.ttf"])
        #expect(withArabic.differences(from: interOnly) == ["NotoSansArabic-Bold.ttf added", "NotoSansArabic-Regular.ttf added"])
    }
}
