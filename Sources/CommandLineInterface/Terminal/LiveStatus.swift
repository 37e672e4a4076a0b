import Dispatch
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The progress of a run on standard error, kept apart from the result lines on standard output.
///
/// On a terminal (`.bar`), a bar with the renders done, the time elapsed and the time left, redrawn in
/// place at most every 0.1 s and every half second while nothing finishes (a carriage return, then
/// erase-line when standard error has colour, or blanks over the rest of the last bar when it has not,
/// so `NO_COLOR` and `--color never` write no escape code); it is erased before any line is printed
/// (`printing`) and redrawn after, and erased at the end. Elsewhere (`.periodic`, a CI log) a plain
/// line every 5 s at most, the first after 5 s, so a short run prints none. `.off` (`--quiet`) shows nothing. Safe to call from any thread.
package final class LiveStatus: @unchecked Sendable {
    package enum Mode: Equatable {
        /// A terminal `columns` wide.
        case bar(columns: Int)
        case periodic
        case off
    }

    /// Seconds between plain lines.
    static let interval = 5.0
    /// Seconds between redraws of the bar at most.
    static let redraw = 0.1

    private let console: Console
    package let mode: Mode
    private let clock: @Sendable () -> Double
    private let lock = NSLock()
    private let started: Double
    private var total: Int
    private var done = 0
    /// The width of the bar on the screen; 0 when none is.
    private var shownWidth = 0
    private var lastDrawn = -Double.infinity
    private var lastLine: Double
    private var timer: DispatchSourceTimer?

    /// `clock` gives seconds on a monotonic scale (tests pass their own).
    package init(console: Console, mode: Mode, total: Int, clock: @escaping @Sendable () -> Double = LiveStatus.monotonic) {
        self.console = console
        self.mode = mode
        self.clock = clock
        self.total = total
        started = clock()
        lastLine = started
    }

    /// The mode for a console: off when `quiet` or when the console shows no progress (a test's), the
    /// bar when standard error is a terminal, else periodic lines.
    static func mode(for console: Console, quiet: Bool) -> Mode {
        if quiet || !console.showsProgress { return .off }
        return console.errorIsTerminal ? .bar(columns: terminalColumns() ?? 80) : .periodic
    }

    package static let monotonic: @Sendable () -> Double = {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Ticks every half second on a background queue until `finish`, so the elapsed time and the
    /// plain lines go on while a long render runs.
    package func start() {
        guard mode != .off else { return }
        let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
        timer.schedule(deadline: .now() + 0.5, repeating: 0.5)
        timer.setEventHandler { [weak self] in self?.tick() }
        lock.withLock { self.timer = timer }
        timer.resume()
    }

    /// One more render done.
    package func advance() {
        lock.withLock {
            done += 1
            show(force: false)
        }
    }

    /// Redraws or prints the plain line when it is time (the timer calls it).
    package func tick() {
        lock.withLock { show(force: false) }
    }

    /// Runs `body`, which prints lines, with the bar erased meanwhile and drawn again after.
    package func printing(_ body: () -> Void) {
        lock.withLock {
            erase()
            body()
            show(force: true)
        }
    }

    /// Erases the bar and stops the timer; nothing is shown after.
    package func finish() {
        lock.withLock {
            timer?.cancel()
            timer = nil
            erase()
            total = -1
        }
    }

    // Called with the lock held.
    private func show(force: Bool) {
        guard total >= 0 else { return }
        let now = clock()
        switch mode {
        case .off:
            return
        case .bar(let columns):
            guard force || now - lastDrawn >= Self.redraw || done == total else { return }
            lastDrawn = now
            let line = ProgressBar.line(done: done, total: total, elapsed: now - started, columns: columns)
            if console.errorStyle.colors {
                console.writeControl("\r\u{1B}[K", then: line)
            } else {
                console.writeControl("\r", then: line + String(repeating: " ", count: max(0, shownWidth - line.count)))
            }
            shownWidth = max(1, line.count)
        case .periodic:
            guard now - lastLine >= Self.interval else { return }
            lastLine = now
            console.printError(ProgressBar.plainLine(done: done, total: total, elapsed: now - started))
        }
    }

    private func erase() {
        guard shownWidth > 0 else { return }
        if console.errorStyle.colors {
            console.writeControl("\r\u{1B}[K")
        } else {
            console.writeControl("\r" + String(repeating: " ", count: shownWidth) + "\r")
        }
        shownWidth = 0
    }

    /// Standard error's width in columns, when it is a terminal that says.
    private static func terminalColumns() -> Int? {
        var size = winsize()
        guard ioctl(2, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
