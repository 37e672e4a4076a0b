import Foundation

/// A progress line on standard error when it is a terminal; nothing otherwise (logs stay clean).
struct Progress {
    let console: Console
    let enabled: Bool

    init(console: Console, enabled: Bool = isatty(2) == 1) {
        self.console = console
        self.enabled = enabled
    }

    func update(_ done: Int, of total: Int, _ item: String) {
        guard enabled else { return }
        console.writeControl("\r\u{1B}[K", then: "[\(done)/\(total)] \(item)")
    }

    func finish() {
        guard enabled else { return }
        console.writeControl("\r\u{1B}[K")
    }
}
