import Foundation

/// Canvases of finished renders, kept to start the next render of the same size on a solid backdrop
/// of the same colour: only the rows the last render drew on are filled again, instead of the whole
/// frame (at @3x, 12 MB written per case, a seventh of a `check`).
///
/// A canvas comes back through `Rasterizer.recycle`, once nothing else holds its pixels; if
/// something still does, writing to the canvas copies them first (Swift's copy on write), so reuse
/// can cost time but never change an image someone holds. At most `capacity` canvases are kept.
final class FramePool: @unchecked Sendable {
    private let lock = NSLock()
    private var canvases: [Canvas] = []
    static let capacity = 4

    /// A canvas of this size holding `word` in every pixel, reused when one is kept, else nil.
    func take(width: Int, height: Int, word: UInt32) -> Canvas? {
        lock.lock()
        let index = canvases.firstIndex { $0.width == width && $0.height == height && $0.plainWord == word }
        var canvas = index.map { canvases.remove(at: $0) }
        lock.unlock()
        guard canvas != nil else { return nil }
        canvas!.restorePlainRows()
        return canvas
    }

    /// Keeps a finished canvas that still knows its plain rows (else it cannot be restored cheaply).
    func give(_ canvas: consuming Canvas) {
        guard canvas.plainWord != nil else { return }
        lock.lock()
        if canvases.count >= Self.capacity { canvases.removeFirst() }
        canvases.append(canvas)
        lock.unlock()
    }
}
