import CommandLineInterface
import Synchronization
import Testing

/// The progress display's timing (issue 28), with a clock the test moves: the bar redrawn in place,
/// erased around printed lines and at the end; in a log a line every 5 s at most, none before 5 s.
@Suite struct LiveStatusTests {
    @available(macOS 15, *)
    final class Clock: Sendable {
        let now = Mutex(100.0)
        func advance(_ seconds: Double) { now.withLock { $0 += seconds } }
        var read: @Sendable () -> Double { { [self] in now.withLock { $0 } } }
    }

    @available(macOS 15, *)
    @Test func aLogGetsALineEveryFiveSecondsAtMostAndNoneBefore() {
        let captured = CapturedConsole()
        let clock = Clock()
        let status = LiveStatus(console: captured.console, mode: .periodic, total: 4, clock: clock.read)
        clock.advance(1)
        status.advance()
        status.tick()
        clock.advance(3.5)
        status.advance()
        #expect(captured.run(status: 0).error == "", "nothing before 5 s")
        clock.advance(0.5)
        status.tick()
        clock.advance(4.5)
        status.advance()
        status.printing { captured.console.print("a line") }
        clock.advance(0.5)
        status.tick()
        status.finish()
        clock.advance(60)
        status.tick()
        let run = captured.run(status: 0)
        #expect(run.error == "progress: 2 of 4 renders, 0:05 elapsed, ~0:05 left\nprogress: 3 of 4 renders, 0:10 elapsed, ~0:03 left\n")
        #expect(run.output == "a line\n")
    }

    @available(macOS 15, *)
    @Test func aTerminalBarIsRedrawnInPlaceErasedAroundLinesAndAtTheEnd() {
        let captured = CapturedConsole()
        let clock = Clock()
        let console = captured.console.colored(.always)
        let status = LiveStatus(console: console, mode: .bar(columns: 55), total: 2, clock: clock.read)
        clock.advance(1)
        status.advance()
        // Within 0.1 s of the last drawing: not drawn again.
        clock.advance(0.05)
        status.tick()
        status.printing { console.print("spec line") }
        clock.advance(1)
        status.advance()
        status.finish()
        let erase = "\r\u{1B}[K"
        #expect(
            captured.run(status: 0).combined == erase + "[=====>      ] 1/2 renders · 0:01 elapsed · ~0:01 left"
                + erase + "spec line\n" + erase + "[=====>      ] 1/2 renders · 0:01 elapsed · ~0:01 left"
                + erase + "[============] 2/2 renders · 0:02 elapsed · ~0:00 left" + erase)
    }

    @available(macOS 15, *)
    @Test func withoutColourTheBarIsOverwrittenWithBlanksNotEscapeCodes() {
        let captured = CapturedConsole()
        let clock = Clock()
        let status = LiveStatus(console: captured.console.colored(.never), mode: .bar(columns: 40), total: 20, clock: clock.read)
        clock.advance(2)
        // Drawn once, then not again within 0.1 s; the timer's tick draws the tenth.
        for _ in 0..<10 { status.advance() }
        clock.advance(20)
        status.tick()
        status.finish()
        let first = "1/20 renders · 0:02 elapsed · ~0:38 lef"
        let second = "10/20 renders · 0:22 elapsed · ~0:22 le"
        #expect(captured.run(status: 0).error == "\r" + first + "\r" + second + "\r" + String(repeating: " ", count: 39) + "\r")
    }

    @available(macOS 15, *)
    @Test func quietShowsNothing() {
        let captured = CapturedConsole()
        let clock = Clock()
        let status = LiveStatus(console: captured.console, mode: .off, total: 2, clock: clock.read)
        clock.advance(30)
        status.advance()
        status.tick()
        status.printing { captured.console.print("a") }
        status.finish()
        #expect(captured.run(status: 0).combined == "a\n")
    }
}
