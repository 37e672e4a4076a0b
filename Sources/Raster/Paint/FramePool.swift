import Foundation
import Spec

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

    /// A canvas of this size in `color` (every pixel), reused when one of that size is kept: one of
    /// the same colour has only the rows its last render drew on filled again; one of another colour
    /// (the other appearance) is filled whole, which still spares mapping and faulting in a new
    /// frame. Nil when none of that size is kept.
    func take(width: Int, height: Int, color: SRGBColor) -> Canvas? {
        let word = Canvas.plainWord(for: color)
        lock.lock()
        let index =
            canvases.firstIndex { $0.width == width && $0.height == height && $0.plainWord == word }
            ?? canvases.firstIndex { $0.width == width && $0.height == height }
        var canvas = index.map { canvases.remove(at: $0) }
        lock.unlock()
        guard canvas != nil else { return nil }
        if canvas!.plainWord == word {
            canvas!.restorePlainRows()
        } else {
            canvas!.refill(color)
        }
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
