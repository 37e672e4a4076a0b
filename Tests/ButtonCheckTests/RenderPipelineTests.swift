import ButtonCheck
import Foundation
import Spec
import Testing
import Text

@Suite struct RenderPipelineTests {
    static let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("specs")
    static let names = ["glass-disabled-over-photo", "dark-appearance-form", "checkout-disabled-mystery"]

    /// Several specs as one stream of work write the files `RenderOutput.render` writes spec by spec, byte for
    /// byte, on one thread or three; a spec that cannot be read is that spec's failure, in its place.
    @Test func writesWhatRenderOutputWritesWhateverTheNumberOfThreads() throws {
        let engine = try TextEngine(fonts: .inter())
        let loaded = try Self.names.map { name in
            let spec = try SpecLoader.load(path: Self.specs.appendingPathComponent(name + ".json").path).withScale(1)
            return (spec, LayoutSweep.cases(for: spec, sizes: [.xSmall, .large, .AX5]))
        }
        let root = NSTemporaryDirectory() + "render-pipeline-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (spec, cases) in loaded {
            _ = try RenderOutput.render(spec, cases: cases, engine: engine, jobs: 1, to: root + "/serial")
        }
        for jobs in [1, 3] {
            let out = root + "/pipeline-\(jobs)"
            let order = FinishLog()
            // Spec 1 is missing: its error comes in its place, the others are written.
            let results = RenderPipeline.render(
                count: 4, jobs: jobs, to: out,
                prepare: { index in
                    if index == 1 { throw PipelineTestError.missing }
                    let (spec, cases) = loaded[index == 0 ? 0 : index - 1]
                    return (spec, cases, engine)
                },
                finished: { index, result in order.append(index, failed: (try? result.get()) == nil) })
            #expect(order.entries == ["0", "1 failed", "2", "3"])
            #expect(results.map { (try? $0.get())?.images.count } == [loaded[0].1.count, nil, loaded[1].1.count, loaded[2].1.count])
            #expect(try results[2].get().sheet == out + "/dark-appearance-form/sheet.png")
            #expect(try results[2].get().images["dark/AX5-idle"] == out + "/dark-appearance-form/dark/AX5-idle.png")
            let written = try Self.files(in: out)
            let serial = try Self.files(in: root + "/serial")
            #expect(written.keys.sorted() == serial.keys.sorted())
            #expect(written.count == loaded.map(\.1.count).reduce(0, +) + 3)
            for (path, bytes) in serial { #expect(written[path] == bytes, "\(path) differs on \(jobs) jobs") }
        }
    }

    /// Every file under `folder`, by its path in it.
    static func files(in folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder)! {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { files[path] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path)) }
        }
        return files
    }
}

private enum PipelineTestError: Error { case missing }

private final class FinishLog: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []

    func append(_ index: Int, failed: Bool) {
        lock.lock()
        list.append("\(index)" + (failed ? " failed" : ""))
        lock.unlock()
    }

    var entries: [String] {
        lock.lock()
        defer { lock.unlock() }
        return list
    }
}
