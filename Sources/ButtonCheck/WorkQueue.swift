import Dispatch
import Foundation

/// Tasks run on up to `jobs` threads in the order they are queued; a running task may queue more, at the back or
/// at the front (taken next). The run ends when the queue is empty and no task runs.
///
/// Unlike `Parallel.map`, whose call ends with every thread waiting for the slowest item, several specs' stages
/// run as one stream: a thread done with a spec's last case starts the next spec, or a band of the sheet, while
/// the other still draws its case. A task's `weight` (at most `jobs`) is the share of `jobs` it holds while it
/// runs: the queue runs tasks together only while their weights add up to `jobs` at most (a large viewport's case
/// of weight `jobs` runs alone, as `RenderSweep.jobs(_:for:)` asks). The head of the queue is never passed over.
package final class WorkQueue: @unchecked Sendable {
    package typealias Body = @Sendable (WorkQueue) -> Void

    private struct Task {
        let weight: Int
        let body: Body
    }

    private let condition = NSCondition()
    /// Taken tasks are set to nil, so that what their bodies hold (a spec's frames) goes with them.
    private var tasks: [Task?] = []
    private var head = 0
    private var held = 0
    private var running = 0
    package let jobs: Int

    package init(jobs: Int) {
        self.jobs = max(1, jobs)
    }

    /// Queues `body`, at the back or (`first`) at the front.
    package func add(weight: Int = 1, first: Bool = false, _ body: @escaping Body) {
        add([body], weight: weight, first: first)
    }

    /// Queues `bodies` in their order, at the back or (`first`) at the front.
    package func add(_ bodies: [Body], weight: Int = 1, first: Bool = false) {
        let weight = min(max(1, weight), jobs)
        condition.lock()
        let new = bodies.map { Task(weight: weight, body: $0) }
        if first {
            tasks.replaceSubrange(head..<head, with: new)
        } else {
            tasks.append(contentsOf: new)
        }
        condition.broadcast()
        condition.unlock()
    }

    /// Runs the queued tasks, and those they queue, on up to `jobs` threads; returns when all are done.
    package func run() {
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            while let task = take() {
                task.body(self)
                condition.lock()
                held -= task.weight
                running -= 1
                condition.broadcast()
                condition.unlock()
            }
        }
    }

    private func take() -> Task? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if head < tasks.count, let task = tasks[head] {
                if held + task.weight <= jobs {
                    tasks[head] = nil
                    head += 1
                    if head > 1024 {
                        tasks.removeFirst(head)
                        head = 0
                    }
                    held += task.weight
                    running += 1
                    return task
                }
            } else if running == 0 {
                return nil
            }
            condition.wait()
        }
    }
}
