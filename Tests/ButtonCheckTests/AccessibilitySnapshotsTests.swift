import ButtonCheck
import Foundation
import PNG
import Spec
import Testing
import Text

/// The accessibility snapshots `render --accessibility` writes (issue 30) are drawn from the accessibility
/// model: for the seed's terms screen they are, pixel for pixel, the snapshot goldens RasterTests pins with
/// the hand-derived order and spoken texts (title, text, the terms toggle, the reason, then Continue with its value).
@Suite struct AccessibilitySnapshotsTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(arguments: [SizeCategory.large, .AX5])
    func theTermsScreensSnapshotIsTheHandDerivedGolden(size: SizeCategory) throws {
        let spec = try SpecLoader.load(path: Self.repository.appendingPathComponent("specs/terms-disabled-continue.json").path)
        let engine = try TextEngine(fonts: .inter())
        let output = try #require(
            try RenderSweep(engine: engine).render(
                spec, cases: [RenderCase(appearance: .light, size: size, state: .disabled)],
                jobs: 1
            ).first)
        let golden = try PNG.read(
            contentsOf: Self.repository
                .appendingPathComponent("Tests/RasterTests/Snapshots/terms-disabled-continue-\(size.rawValue).voiceover.png").path)
        let snapshot = try AccessibilitySnapshots.image(output, spec: spec, engine: engine)
        #expect(snapshot.width == golden.width && snapshot.height == golden.height)
        #expect(snapshot.bytes == golden.bytes)
    }

    @Test func theTranscriptIsOneLinePerSwipeWithTheHintApart() throws {
        let spec = try SpecLoader.load(path: Self.repository.appendingPathComponent("specs/terms-disabled-continue.json").path)
        let engine = try TextEngine(fonts: .inter())
        let output = try #require(
            try RenderSweep(engine: engine).render(
                spec, cases: [RenderCase(appearance: .light, size: .AX5, state: .disabled)],
                jobs: 1
            ).first)
        let check = SpecCheck(spec: spec, findings: [], cases: [CheckedCase(output, spec: spec)])
        let lines = check.transcripts["light/AX5-disabled"]?.map { [String($0.index), $0.element, $0.spoken, $0.hint ?? "-"] }
        #expect(
            lines == [
                ["1", "title", "Before You Start", "-"],
                [
                    "2", "summary",
                    "We keep your data on your device and sync it only when you turn on iCloud. Read the full terms in Settings.", "-",
                ],
                ["3", "accept-terms", "I agree to the Terms of Service, switch button, off", "double-tap to toggle setting"],
                ["4", "terms-reason", "Accept the terms to continue.", "-"],
                ["5", "continue", "Continue, Accept the terms first, dimmed, button", "-"],
            ])
    }
}
