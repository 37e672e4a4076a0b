import JSON
import Spec

/// A render waiting to become a golden: written by `check` next to a golden that failed or was
/// missing (`<size>-<state>.new.png`), with a description of where it came from
/// (`<size>-<state>.new.json`: the spec, the case, the comparison, the findings in that case and the
/// environment it was made in). `buttoncheck review` accepts it (it becomes the golden and its
/// manifest entry) or rejects it (both files are deleted).
package struct PendingGolden: Sendable, Equatable {
    /// Why the render is pending: its golden differed (or was broken), or there was none.
    package enum Reason: String, Sendable, CaseIterable {
        case failed, missing
    }

    /// The render a pending golden is of (the `case` of its description).
    package struct Case: Sendable, Equatable {
        package let appearance: Appearance
        package let size: SizeCategory
        package let state: RenderState

        package init(appearance: Appearance, size: SizeCategory, state: RenderState) {
            self.appearance = appearance
            self.size = size
            self.state = state
        }
    }

    /// The golden's path in the goldens folder: `<spec>/<appearance>/<size>-<state>.png`.
    package let golden: String
    package let specFile: String
    package let specName: String
    package let renderCase: Case
    package let reason: Reason
    /// What the check said about the golden.
    package let message: String
    /// Differing pixels and the total, when the golden was compared.
    package let mismatched: Int?
    package let total: Int?
    /// The expected | diff | actual image the check wrote (with `--out`).
    package let diffImage: String?
    /// The findings in this case, as `rule (element)`, sorted.
    package let findings: [String]
    /// For a golden that differed: each changed element as the report words it (`continue, ΔE00 0.8 at most
    /// (9783 pixels)`), most changed pixels first; empty otherwise.
    package let changed: [String]
    /// Pixels per point the render was made at.
    package let scale: Int
    /// What made the render (recorded in the manifest when it is accepted).
    package let environment: GoldenEnvironment

    package init(
        golden: String, specFile: String, specName: String, renderCase: Case,
        reason: Reason, message: String, mismatched: Int?, total: Int?, diffImage: String?, findings: [String],
        changed: [String] = [], scale: Int, environment: GoldenEnvironment
    ) {
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
        self.changed = changed
        self.scale = scale
        self.environment = environment
    }

    /// The spec's folder name (the golden path's first component).
    package var slug: String { String(golden.prefix { $0 != "/" }) }

    /// The pending image's path relative to the goldens folder: `<spec>/<appearance>/<size>-<state>.new.png`.
    package var imageFile: String { Self.image(for: golden) }
    /// The description's path relative to the goldens folder: `….new.json`.
    var descriptionFile: String { Self.description(for: golden) }

    package static func image(for golden: String) -> String { String(golden.dropLast(".png".count)) + ".new.png" }
    package static func description(for golden: String) -> String { String(golden.dropLast(".png".count)) + ".new.json" }

    package static func == (lhs: PendingGolden, rhs: PendingGolden) -> Bool {
        lhs.encoded() == rhs.encoded()
    }

    /// Sorted JSON, two spaces of indent, a final newline.
    package func encoded() -> [UInt8] {
        var object: [String: JSONOutput] = [
            "version": .int(1),
            "golden": .string(golden),
            "spec": .object(["file": .string(specFile), "name": .string(specName)]),
            "case": .object([
                "appearance": .string(renderCase.appearance.rawValue), "size": .string(renderCase.size.rawValue),
                "state": .string(renderCase.state.rawValue),
            ]),
            "reason": .string(reason.rawValue),
            "message": .string(message),
            "findings": .strings(findings),
            "scale": .int(scale),
            "environment": environment.json,
        ]
        if let mismatched { object["mismatched"] = .int(mismatched) }
        if let total { object["total"] = .int(total) }
        if let diffImage { object["diff"] = .string(diffImage) }
        if !changed.isEmpty { object["changed"] = .strings(changed) }
        return Array(JSONOutput.object(object).document.utf8)
    }
}
