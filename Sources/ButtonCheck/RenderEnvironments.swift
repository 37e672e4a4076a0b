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
    /// A render's environment and scene context by its engine's font stack and the fallbacks it drew
    /// with, so a render costs a lookup.
    private var byUse: [Use: Described] = [:]

    private struct Use: Hashable {
        let stack: FontStack
        let fallbacks: [Int]
    }

    /// An environment, and the description of it a scene fingerprint takes (`sceneContext`).
    package struct Described: Sendable {
        package let environment: GoldenEnvironment
        package let sceneContext: String
    }

    /// Hashes of font files read before, by their stamps (nil: every font file is read).
    private let files: SceneCache?

    package init(files: SceneCache? = nil) {
        self.files = files
    }

    /// The environment of a render laid out as `tree` with `engine`.
    package func environment(engine: TextEngine, tree: LayoutTree) -> GoldenEnvironment {
        described(engine: engine, tree: tree).environment
    }

    /// The environment of a render laid out as `tree` with `engine`, and its scene context.
    package func described(engine: TextEngine, tree: LayoutTree) -> Described {
        described(engine: engine, fallbacksUsed: Self.fallbacksUsed(tree))
    }

    /// The environment of renders drawn with the primary fonts and the fallbacks `fallbacksUsed` (indices
    /// into the engine's stack; 0, the primary, is always there).
    package func environment(engine: TextEngine, fallbacksUsed: Set<Int>) -> GoldenEnvironment {
        described(engine: engine, fallbacksUsed: fallbacksUsed).environment
    }

    private func described(engine: TextEngine, fallbacksUsed: Set<Int>) -> Described {
        let use = Use(stack: engine.stack, fallbacks: fallbacksUsed.sorted())
        lock.lock()
        defer { lock.unlock() }
        if let known = byUse[use] { return known }
        let sets = engine.stack.sets
        var files = Array(engine.fonts.files.values)
        for index in use.fallbacks where index > 0 && index < sets.count {
            files += sets[index].files.values
        }
        let key = Array(Set(files)).sorted() + [engine.freeTypeVersion, engine.harfBuzzVersion]
        let environment =
            fingerprints[key]
            ?? GoldenEnvironment.fingerprint(
                tool: ButtonCheckVersion.current, freeType: engine.freeTypeVersion,
                harfBuzz: engine.harfBuzzVersion, fontFiles: files, files: self.files)
        fingerprints[key] = environment
        let described = Described(environment: environment, sceneContext: Self.sceneContext(engine: engine, environment: environment))
        byUse[use] = described
        return described
    }

    /// What a render's pixels depend on besides its drawing calls and the build, for its scene
    /// (`SceneCache.fingerprint`): the environment (tool, FreeType, HarfBuzz, the font files' hashes) and
    /// the engine's font stack in order (a glyph names its font by its index in the stack).
    static func sceneContext(engine: TextEngine, environment: GoldenEnvironment) -> String {
        var lines = ["tool \(environment.tool)", "freetype \(environment.freeType)", "harfbuzz \(environment.harfBuzz)"]
        lines += environment.fonts.keys.sorted().map { "font \($0) \(environment.fonts[$0]!)" }
        for (index, set) in engine.stack.sets.enumerated() {
            lines += set.files.keys.sorted().map { "stack \(index) \($0.rawValue) \(set.files[$0]!)" }
        }
        return lines.joined(separator: "\n")
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
