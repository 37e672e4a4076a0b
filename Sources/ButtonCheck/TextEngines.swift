import Foundation
import Spec
import Text

/// One text engine per font stack, shared by every spec that uses the same fonts, so faces are
/// opened and glyphs rasterized once per run.
package final class TextEngines: @unchecked Sendable {
    private let lock = NSLock()
    private var engines: [FontStack: TextEngine] = [:]

    package init() {}

    /// The fonts a spec is drawn with: its own files where it names them, Inter otherwise.
    package static func fonts(for spec: ScreenSpec) -> FontSet {
        guard !spec.fonts.isEmpty else { return .inter() }
        return fontSet(spec.fonts)
    }

    /// The spec's font stack: its fonts, then its `"fallbackFonts"`, or the default fallbacks (the Noto
    /// fonts installed) when it names none.
    package static func stack(for spec: ScreenSpec) -> FontStack {
        FontStack(primary: fonts(for: spec), fallbacks: spec.fallbackFonts.map { $0.map(fontSet) } ?? defaultFallbacks)
    }

    /// The default fallbacks found on this machine, looked up once per process.
    package static let defaultFallbacks = FontStack.defaultFallbacks()

    private static func fontSet(_ fonts: [Weight: String]) -> FontSet {
        var files: [FontWeight: String] = [:]
        for (weight, path) in fonts {
            if let fontWeight = FontWeight(rawValue: weight.rawValue) { files[fontWeight] = path }
        }
        return FontSet(files: files)
    }

    /// The engine of the spec's font stack, opened on first use, with every font file the spec names
    /// (`"fonts"`, `"fallbackFonts"`) opened: a file that cannot be opened — no font, or one damaged
    /// inside — is a `SpecLoadError` at the key naming it, before any case is laid out (validate, render
    /// and check alike); other problems are the `TextError`. The default fallbacks stay unopened until a
    /// text needs them.
    package func engine(for spec: ScreenSpec) throws -> TextEngine {
        let stack = Self.stack(for: spec)
        lock.lock()
        defer { lock.unlock() }
        let engine: TextEngine
        do throws(TextError) {
            if let known = engines[stack] {
                engine = known
            } else {
                engine = try TextEngine(stack: stack)
                engines[stack] = engine
            }
            let named = Set(spec.fileSources.filter { $0.value.role == .font }.keys)
            for path in engine.fontFiles where named.contains(path) { try engine.open(path) }
        } catch {
            throw Self.located(error, in: spec)
        }
        return engine
    }

    /// `error` at the spec's key naming its font file, when it is about one.
    static func located(_ error: TextError, in spec: ScreenSpec) -> any Error {
        let (path, reason): (String, String)
        switch error {
        case .fontFileNotFound(let file): (path, reason) = (file, "it does not exist")
        case .fontFileUnreadable(let file, let why): (path, reason) = (file, why)
        case .freeType(let file, let operation, let why): (path, reason) = (file, "FreeType could not \(operation): \(why)")
        default: return error
        }
        guard let source = spec.fileSources[path] else { return error }
        return SpecLoadError(diagnostics: [source.unusable(in: spec.file, reason: reason)])
    }
}
