import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input switched to single-key answers (no line editing, no echo, as `cargo insta review`
/// reads them), for as long as `withKeys` runs. The terminal's settings are restored when it returns or
/// throws, and also when the process is interrupted (SIGINT, SIGTERM, SIGHUP): the handler restores them
/// and then dies of the same signal, so the shell sees the usual status (130 for Ctrl-C); the three are
/// unblocked meanwhile, should the parent have blocked them.
/// Ctrl-C still interrupts: only canonical mode and echo are turned off, not signals.
enum RawTerminal {
    /// The settings to restore from a signal handler (which can capture nothing). Written before the
    /// handlers are installed and read only by them and by `restore`.
    nonisolated(unsafe) private static var saved = termios()
    nonisolated(unsafe) private static var active = false
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Runs `body` with descriptor 0 in single-key mode, or with `nil` when it is not a terminal
    /// whose settings can be changed; the settings are restored however `body` ends.
    static func withKeys<Result>(_ body: (KeyReader?) throws -> Result) rethrows -> Result {
        var settings = termios()
        guard isatty(0) == 1, tcgetattr(0, &settings) == 0 else { return try body(nil) }
        saved = settings
        var raw = settings
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        var previous: [Int32: sigaction] = [:]
        for signal in signals {
            var action = sigaction()
            var old = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = restoreAndDie
            #else
                action.__sigaction_u.__sa_handler = restoreAndDie
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
            sigaction(signal, &action, &old)
            previous[signal] = old
        }
        // A parent may have blocked them (the mask is inherited); Ctrl-C must reach the handler.
        var unblock = sigset_t()
        var mask = sigset_t()
        sigemptyset(&unblock)
        for signal in signals { sigaddset(&unblock, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, &mask)
        func putBack() {
            for (signal, old) in previous {
                var old = old
                sigaction(signal, &old, nil)
            }
            pthread_sigmask(SIG_SETMASK, &mask, nil)
        }
        guard tcsetattr(0, TCSANOW, &raw) == 0 else {
            putBack()
            return try body(nil)
        }
        active = true
        defer {
            restore()
            putBack()
        }
        return try body(KeyReader())
    }

    /// Puts the saved settings back (once).
    private static func restore() {
        guard active else { return }
        active = false
        tcsetattr(0, TCSANOW, &saved)
    }

    /// The signal handler: restores the terminal, then lets the signal (its default action, reset by
    /// SA_RESETHAND) end the process.
    private static let restoreAndDie: @convention(c) (Int32) -> Void = { signal in
        if RawTerminal.active { tcsetattr(0, TCSANOW, &RawTerminal.saved) }
        raise(signal)
    }
}
