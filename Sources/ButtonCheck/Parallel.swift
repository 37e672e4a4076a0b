import Dispatch
import Foundation

/// Runs work on up to `jobs` threads and returns results in index order, so what comes out does
/// not depend on how many threads ran it.
package enum Parallel {
    ///
    /// `order` (a permutation of `0..<count`) is the order work starts in; put the longest first, so the
    /// last items to start are short and the threads finish together. It changes nothing in the result.
    package static func map<T: Sendable>(count: Int, jobs: Int, order: [Int]? = nil, _ body: @Sendable (Int) -> T) -> [T] {
        guard count > 0 else { return [] }
        precondition(order.map { $0.count == count && Set($0) == Set(0..<count) } ?? true, "order must be a permutation of 0..<count")
        let slots = Slots<T>(count: count, order: order)
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
    private let order: [Int]?
    private var cursor = 0

    init(count: Int, order: [Int]?) {
        storage = Array(repeating: nil, count: count)
        self.order = order
    }

    /// The next index to work on, in `order`.
    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard cursor < storage.count else { return nil }
        cursor += 1
        return order?[cursor - 1] ?? cursor - 1
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
