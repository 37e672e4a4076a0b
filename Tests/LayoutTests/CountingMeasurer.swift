import Foundation
import Text
import TestSupport

/// The monospace stand-in, counting how many times text is shaped (layout work done).
final class CountingMeasurer: TextMeasuring, @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    private let inner = MonospaceMeasurer()

    var shapeCalls: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    func metrics(weight: FontWeight, size: Double) throws -> FontMetrics {
        try inner.metrics(weight: weight, size: size)
    }

    func shape(_ text: String, weight: FontWeight, size: Double, direction: TextDirection?) throws -> ShapedRun {
        lock.lock()
        count += 1
        lock.unlock()
        return try inner.shape(text, weight: weight, size: size, direction: direction)
    }
}
