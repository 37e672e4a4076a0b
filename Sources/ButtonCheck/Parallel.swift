import Dispatch
import Foundation

/// Runs work on up to `jobs` threads and returns results in index order, so what comes out does
/// not depend on how many threads ran it.
package enum Parallel {
    package static func map<T: Sendable>(count: Int, jobs: Int, _ body: @Sendable (Int) -> T) -> [T] {
        guard count > 0 else { return [] }
        let slots = Slots<T>(count: count)
        let workers = max(1, min(jobs, count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = slots.next() {
                slots.set(index, body(index))
            }
        }
        return slots.values()
    }

    /// The number of cores.
    package static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }
}

private final class Slots<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [T?]
    private var cursor = 0

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard cursor < storage.count else { return nil }
        cursor += 1
        return cursor - 1
    }

    func set(_ index: Int, _ value: T) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    func values() -> [T] {
        lock.lock()
        defer { lock.unlock() }
        return storage.map { $0! }
    }
}
