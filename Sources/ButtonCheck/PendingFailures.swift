import Foundation
import Goldens

/// The pending goldens a check could not write or remove (a read-only goldens folder): collected from
/// every thread, then reported as one warning. Their goldens' failures stand without them.
package final class PendingFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var failures: [(path: String, reason: String)] = []

    package init() {}

    /// Runs `body`; a pending file it could not write or delete is remembered instead of thrown.
    /// Returns whether it succeeded.
    func tolerating(_ body: () throws -> Void) throws -> Bool {
        do {
            try body()
            return true
        } catch let error as GoldenError {
            guard case .unwritable(let path, let reason) = error else { throw error }
            add(path, reason)
        } catch let error as PendingError {
            guard case .unwritable(let path, let reason) = error else { throw error }
            add(path, reason)
        }
        return false
    }

    private func add(_ path: String, _ reason: String) {
        lock.lock()
        defer { lock.unlock() }
        failures.append((path, reason))
    }

    /// `warning: could not write 2 pending goldens (the first: PATH: REASON); …`, or nil when every one was written.
    package var warning: String? {
        lock.lock()
        defer { lock.unlock() }
        guard let first = failures.min(by: { $0.path < $1.path }) else { return nil }
        let count = failures.count
        return
            "warning: could not write \(count) pending golden\(count == 1 ? "" : "s") (\(count == 1 ? "" : "the first: ")\(first.path): \(first.reason)); "
            + "the failures are reported, with nothing to review"
    }
}
