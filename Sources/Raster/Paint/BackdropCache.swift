import Foundation
import Pixels
import Layout

/// Gradient and image backdrops painted once per (backdrop, appearance, canvas size) and shared:
/// every case of a spec starts from a copy of the same painted backdrop instead of computing it
/// again. (A solid backdrop is a span fill, as fast as a copy, and is not kept.) At most `byteLimit`
/// bytes are kept, so memory stays bounded whatever the spec.
final class BackdropCache: @unchecked Sendable {
    struct Key: Hashable {
        let backdrop: BackdropPaint.Identity
        let width: Int
        let height: Int
    }

    private let lock = NSLock()
    private var canvases: [Key: Canvas] = [:]
    private var bytes = 0
    static let byteLimit = 48 << 20

    /// The painted backdrop for `key`, painting it with `paint` the first time.
    func canvas(for key: Key, paint: () -> Canvas) -> Canvas {
        lock.lock()
        if let cached = canvases[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let painted = paint()
        lock.lock()
        let size = painted.width * painted.height * 4
        if bytes + size > Self.byteLimit {
            canvases.removeAll()
            bytes = 0
        }
        if size <= Self.byteLimit, canvases[key] == nil {
            canvases[key] = painted
            bytes += size
        }
        lock.unlock()
        return painted
    }
}
