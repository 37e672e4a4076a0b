import Foundation
import Goldens
import Layout
import Text

/// The environment each render was made in: the tool, FreeType, HarfBuzz and the font files it was drawn
/// with — the primary fonts, and the files of every fallback font whose glyphs it draws (a render of Latin
/// text lists Inter alone, one of Arabic text Noto Sans Arabic too). Each distinct list of files is
/// fingerprinted (hashed) once per run, from any thread.
package final class RenderEnvironments: @unchecked Sendable {
    private let lock = NSLock()
    private var fingerprints: [[String]: GoldenEnvironment] = [:]

    package init() {}

    /// The environment of a render laid out as `tree` with `engine`.
    package func environment(engine: TextEngine, tree: LayoutTree) -> GoldenEnvironment {
        environment(engine: engine, fallbacksUsed: Self.fallbacksUsed(tree))
    }

    /// The environment of renders drawn with the primary fonts and the fallbacks `fallbacksUsed` (indices
    /// into the engine's stack; 0, the primary, is always there).
    package func environment(engine: TextEngine, fallbacksUsed: Set<Int>) -> GoldenEnvironment {
        let sets = engine.stack.sets
        var files = Array(engine.fonts.files.values)
        for index in fallbacksUsed.sorted() where index > 0 && index < sets.count {
            files += sets[index].files.values
        }
        let key = Array(Set(files)).sorted() + [engine.freeTypeVersion, engine.harfBuzzVersion]
        lock.lock()
        defer { lock.unlock() }
        if let known = fingerprints[key] { return known }
        let environment = GoldenEnvironment.fingerprint(tool: ButtonCheckVersion.current, freeType: engine.freeTypeVersion,
                                                        harfBuzz: engine.harfBuzzVersion, fontFiles: files)
        fingerprints[key] = environment
        return environment
    }

    /// The fallback fonts (stack indices above 0) whose glyphs a render draws, hidden text included.
    package static func fallbacksUsed(_ tree: LayoutTree) -> Set<Int> {
        var used: Set<Int> = []
        for node in tree.root.allNodes {
            for line in node.text?.lines ?? [] {
                for glyph in line.run.glyphs where glyph.font > 0 { used.insert(glyph.font) }
            }
        }
        return used
    }
}
