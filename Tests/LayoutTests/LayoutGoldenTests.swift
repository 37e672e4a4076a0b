import Foundation
import Layout
import Spec
import Testing
import Text

/// Layout dumps of every spec in `specs/` at xSmall, Large and AX5, in every state, kept as text
/// goldens under Goldens/<spec>/<size>-<state>.json. A layout change shows up as a diff to review.
/// To record on purpose: `BUTTONCHECK_RECORD_LAYOUT=1 swift test --filter LayoutGoldenTests`.
@Suite struct LayoutGoldenTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    static let specFiles = SpecLoader.specFiles(in: repository.appendingPathComponent("specs").path)
    static let sizes: [SizeCategory] = [.xSmall, .large, .AX5]
    static let recording = ProcessInfo.processInfo.environment["BUTTONCHECK_RECORD_LAYOUT"] == "1"

    @Test(arguments: specFiles)
    func layoutMatchesItsGolden(file: String) throws {
        let spec = try SpecLoader.load(path: file)
        let engine = try TextEngine(fonts: .inter())
        for size in Self.sizes {
            for state in spec.states {
                let tree = try LayoutEngine.layout(spec, size: size, state: state, appearance: spec.appearances[0], measurer: engine)
                let dump = LayoutDump.json(tree)
                let golden = Self.goldens.appendingPathComponent(spec.slug).appendingPathComponent("\(size.rawValue)-\(state.rawValue).json")
                if Self.recording {
                    try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try dump.write(to: golden, atomically: true, encoding: .utf8)
                    continue
                }
                guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
                    Issue.record("no layout golden \(golden.path); record it with BUTTONCHECK_RECORD_LAYOUT=1 swift test --filter LayoutGoldenTests")
                    continue
                }
                #expect(dump == expected, "\(spec.slug) \(size) \(state) differs from \(golden.path); review, then record again")
            }
        }
    }

    @Test func everyGoldenBelongsToASpec() throws {
        guard !Self.recording else { return }
        let slugs = Set(Self.specFiles.map(SpecLoader.slug(for:)))
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.goldens.path)
        #expect(Set(folders).subtracting(slugs).isEmpty, "orphaned layout goldens: \(Set(folders).subtracting(slugs).sorted())")
    }
}
