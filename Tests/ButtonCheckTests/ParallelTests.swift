import ButtonCheck
import Foundation
import Testing

@Suite struct ParallelTests {
    /// On one thread, work starts in exactly the order given; the result stays in index order.
    @Test func workStartsInTheOrderGiven() {
        let started = StartLog()
        let order = [4, 0, 3, 1, 2]
        let result = Parallel.map(count: 5, jobs: 1, order: order) { index in
            started.append(index)
            return index * 10
        }
        #expect(result == [0, 10, 20, 30, 40])
        #expect(started.indices == order)
    }

    @Test func anOrderGivesTheSameResultOnManyThreads() {
        let order = Array((0..<100).reversed())
        #expect(Parallel.map(count: 100, jobs: 3, order: order) { $0 * $0 } == (0..<100).map { $0 * $0 })
    }
}

private final class StartLog: @unchecked Sendable {
    private let lock = NSLock()
    private var started: [Int] = []

    func append(_ index: Int) {
        lock.lock()
        started.append(index)
        lock.unlock()
    }

    var indices: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return started
    }
}
