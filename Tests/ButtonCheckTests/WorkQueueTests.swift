import ButtonCheck
import Foundation
import Testing

@Suite struct WorkQueueTests {
    /// On one thread tasks run in queue order; a task queued at the front runs next, one at the back last.
    @Test func tasksRunInQueueOrderAndTheFrontComesNext() {
        let log = TaskLog()
        let queue = WorkQueue(jobs: 1)
        queue.add { queue in
            log.append("a")
            queue.add { _ in log.append("d") }
            queue.add([{ _ in log.append("b1") }, { _ in log.append("b2") }], first: true)
        }
        queue.add { _ in log.append("c") }
        queue.run()
        #expect(log.entries == ["a", "b1", "b2", "c", "d"])
    }

    /// The run ends only when the tasks that tasks queue are done too, on many threads.
    @Test func theRunEndsWhenEveryQueuedTaskIsDone() {
        let log = TaskLog()
        let queue = WorkQueue(jobs: 3)
        @Sendable func spawn(_ depth: Int) -> WorkQueue.Body {
            { queue in
                log.append("\(depth)")
                if depth < 4 { queue.add([spawn(depth + 1), spawn(depth + 1)]) }
            }
        }
        queue.add(spawn(0))
        queue.run()
        #expect(log.entries.count == 31)
        #expect(log.entries.filter { $0 == "4" }.count == 16)
    }

    /// A task weighing every job runs alone; tasks weighing one run together (two threads are seen at once).
    @Test func aTaskOfFullWeightRunsAlone() {
        let heavy = Overlap()
        let queue = WorkQueue(jobs: 2)
        queue.add((0..<12).map { _ in { _ in heavy.during { usleep(2000) } } }, weight: 2)
        queue.run()
        #expect(heavy.most == 1)

        let light = Overlap()
        let both = WorkQueue(jobs: 2)
        // Each waits (up to 10 s) until the other has started, so the two must run at once.
        both.add((0..<2).map { _ in { _ in light.during { light.waitForOthers(2) } } })
        both.run()
        #expect(light.most == 2)
    }
}

private final class TaskLog: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []

    func append(_ entry: String) {
        lock.lock()
        list.append(entry)
        lock.unlock()
    }

    var entries: [String] {
        lock.lock()
        defer { lock.unlock() }
        return list
    }
}

/// How many tasks ran at once, at most.
private final class Overlap: @unchecked Sendable {
    private let condition = NSCondition()
    private var now = 0
    private var started = 0
    private(set) var most = 0

    func during(_ body: () -> Void) {
        condition.lock()
        now += 1
        started += 1
        most = max(most, now)
        condition.broadcast()
        condition.unlock()
        body()
        condition.lock()
        now -= 1
        condition.unlock()
    }

    func waitForOthers(_ count: Int) {
        condition.lock()
        let deadline = Date().addingTimeInterval(10)
        while started < count, condition.wait(until: deadline) {}
        condition.unlock()
    }
}
