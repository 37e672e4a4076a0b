import JSON
import Spec

/// A render waiting to become a golden: written by `check` next to a golden that failed or was
/// missing (`<size>-<state>.new.png`), with a description of where it came from
/// (`<size>-<state>.new.json`: the spec, the case, the comparison, the findings in that case and the
/// environment it was made in). `buttoncheck review` accepts it (it becomes the golden and its
/// manifest entry) or rejects it (both files are deleted).
public struct PendingGolden: Sendable, Equatable {
    /// Why the render is pending: its golden differed (or was broken), or there was none.
    public enum Reason: String, Sendable, CaseIterable {
        case failed, missing
    }

    /// The golden's path in the goldens folder: `<spec>/<appearance>/<size>-<state>.png`.
    public let golden: String
    public let specFile: String
    public let specName: String
    public let renderCase: (appearance: Appearance, size: SizeCategory, state: RenderState)
    public let reason: Reason
    /// What the check said about the golden.
    public let message: String
    /// Differing pixels and the total, when the golden was compared.
    public let mismatched: Int?
    public let total: Int?
    /// The expected | diff | actual image the check wrote (with `--out`).
    public let diffImage: String?
    /// The findings in this case, as `rule (element)`, sorted.
    public let findings: [String]
    /// Pixels per point the render was made at.
    public let scale: Int
    /// What made the render (recorded in the manifest when it is accepted).
    public let environment: GoldenEnvironment

    public init(golden: String, specFile: String, specName: String, renderCase: (appearance: Appearance, size: SizeCategory, state: RenderState),
                reason: Reason, message: String, mismatched: Int?, total: Int?, diffImage: String?, findings: [String], scale: Int,
                environment: GoldenEnvironment) {
        self.golden = golden
        self.specFile = specFile
        self.specName = specName
        self.renderCase = renderCase
        self.reason = reason
        self.message = message
        self.mismatched = mismatched
        self.total = total
        self.diffImage = diffImage
        self.findings = findings
        self.scale = scale
        self.environment = environment
    }

    /// The spec's folder name (the golden path's first component).
    public var slug: String { String(golden.prefix { $0 != "/" }) }

    /// The pending image's path relative to the goldens folder: `<spec>/<appearance>/<size>-<state>.new.png`.
    public var imageFile: String { Self.image(for: golden) }
    /// The description's path relative to the goldens folder: `….new.json`.
    public var descriptionFile: String { Self.description(for: golden) }

    public static func image(for golden: String) -> String { String(golden.dropLast(".png".count)) + ".new.png" }
    public static func description(for golden: String) -> String { String(golden.dropLast(".png".count)) + ".new.json" }

    public static func == (lhs: PendingGolden, rhs: PendingGolden) -> Bool {
        lhs.encoded() == rhs.encoded()
    }

    /// Sorted JSON, two spaces of indent, a final newline.
    public func encoded() -> [UInt8] {
        var object: [String: JSONOutput] = [
            "version": .int(1),
            "golden": .string(golden),
            "spec": .object(["file": .string(specFile), "name": .string(specName)]),
            "case": .object(["appearance": .string(renderCase.appearance.rawValue), "size": .string(renderCase.size.rawValue),
                             "state": .string(renderCase.state.rawValue)]),
            "reason": .string(reason.rawValue),
            "message": .string(message),
            "findings": .strings(findings),
            "scale": .int(scale),
            "environment": environment.json,
        ]
        if let mismatched { object["mismatched"] = .int(mismatched) }
        if let total { object["total"] = .int(total) }
        if let diffImage { object["diff"] = .string(diffImage) }
        return Array(JSONOutput.object(object).document.utf8)
    }
}
