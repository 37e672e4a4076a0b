import Foundation
import Spec
import Text

/// One text engine per font set, shared by every spec that uses the same fonts, so faces are
/// opened and glyphs rasterized once per run.
package final class TextEngines: @unchecked Sendable {
    private let lock = NSLock()
    private var engines: [FontSet: TextEngine] = [:]

    package init() {}

    /// The fonts a spec is drawn with: its own files where it names them, Inter otherwise.
    package static func fonts(for spec: ScreenSpec) -> FontSet {
        guard !spec.fonts.isEmpty else { return .inter() }
        var files: [FontWeight: String] = [:]
        for (weight, path) in spec.fonts {
            if let fontWeight = FontWeight(rawValue: weight.rawValue) { files[fontWeight] = path }
        }
        return FontSet(files: files)
    }

    package func engine(for spec: ScreenSpec) throws(TextError) -> TextEngine {
        let fonts = Self.fonts(for: spec)
        lock.lock()
        defer { lock.unlock() }
        if let engine = engines[fonts] { return engine }
        let engine = try TextEngine(fonts: fonts)
        engines[fonts] = engine
        return engine
    }
}
