import Foundation
import FuzzTargets
import Testing

/// One input kept under `Tests/FuzzTests/Crashers/<target>/` (a crasher scripts/fuzz copied there, or a hand-made
/// hostile input), with the outcome its `.expected` file says the target gives now: "ok" or the error message.
struct KeptInput: Sendable, CustomTestStringConvertible {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Crashers").path

    let target: FuzzTarget
    /// The file's name in its target's folder.
    let name: String

    var path: String { "\(Self.folder)/\(target.rawValue)/\(name)" }
    var testDescription: String { "\(target.rawValue)/\(name)" }

    /// The names of the folders under Crashers (each must be a target).
    static var folders: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Every kept input of every target, sorted.
    static var all: [KeptInput] {
        FuzzTarget.allCases.flatMap { target in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: "\(folder)/\(target.rawValue)")) ?? []
            return names.filter { !$0.hasSuffix(".expected") && !$0.hasPrefix(".") }.sorted().map { KeptInput(target: target, name: $0) }
        }
    }

    func input() throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// The `.expected` file's text without its final newline; nil when there is none.
    func expected() -> String? {
        guard let data = FileManager.default.contents(atPath: path + ".expected") else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}
