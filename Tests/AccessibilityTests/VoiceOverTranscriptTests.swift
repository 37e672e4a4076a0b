import Accessibility
import Spec
import Testing

// Issue 30: the transcript the `voiceover` command prints and the transcript goldens hold.
@Suite struct VoiceOverTranscriptTests {
    @Test func oneLinePerSwipeWithTheHintAfterAPause() throws {
        let tree = try voiceOver(try screen(NavigationOrderTests.terms), state: .disabled)
        #expect(
            VoiceOverTranscript.lines(tree) == [
                "1. title: Before You Start",
                "2. summary: We keep your data on your device.",
                "3. accept-terms: I agree, switch button, off (pause) double-tap to toggle setting",
                "4. terms-reason: Accept the terms to continue.",
                "5. continue: Continue, Accept the terms first, dimmed, button",
            ])
    }

    /// Neighbouring sizes with the same transcript share a heading; the hstack turns vertical at AX1.
    @Test func identicalSizesAreCollapsed() throws {
        let spec = try screen(NavigationOrderTests.row)
        let trees = try [SizeCategory.large, .xLarge, .AX1, .AX5].map { try voiceOver(spec, size: $0) }
        #expect(
            VoiceOverTranscript.text(trees) == """
                ## large–xLarge
                1. a1: One
                2. b: Three
                3. a2: Two

                ## AX1–AX5
                1. a1: One
                2. a2: Two
                3. b: Three

                """)
        #expect(VoiceOverTranscript.groups(trees).map(\.sizes) == [[.large, .xLarge], [.AX1, .AX5]])
    }
}
