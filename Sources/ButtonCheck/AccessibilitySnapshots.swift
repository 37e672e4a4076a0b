import Accessibility
import Files
import Layout
import Pixels
import PNG
import Raster
import Reports
import Spec
import Text

/// What VoiceOver says on a render, shown: the accessibility snapshot `render --accessibility` writes
/// beside each render (`<out>/<spec>/<appearance>/<size>-<state>.voiceover.png`), and the transcript the
/// HTML report and the watch preview list. Both read the one accessibility model (`AccessibilityTreeBuilder`).
package enum AccessibilitySnapshots {
    /// The file name suffix of a snapshot, after the case's name (`light/AX5-disabled.voiceover.png`).
    /// Case names never hold a dot (scenario names are lowercase words joined by hyphens), so a
    /// snapshot cannot take another case's name.
    package static let suffix = "voiceover.png"

    /// The elements VoiceOver visits on a laid-out case, in navigation order, as the snapshot draws them.
    package static func elements(of model: AccessibilityTree) -> [AccessibilitySnapshot.Element] {
        model.elements.map { AccessibilitySnapshot.Element(frame: $0.frame, spoken: $0.spoken(hints: false), hint: $0.hint) }
    }

    /// A render's transcript: one line per swipe, 1 first.
    package static func transcript(of model: AccessibilityTree) -> [TranscriptLine] {
        model.elements.enumerated().map { index, element in
            TranscriptLine(index: index + 1, element: element.id, spoken: element.spoken(hints: false), hint: element.hint)
        }
    }

    /// The snapshot of one render: the render with the model's elements outlined and numbered, and the legend.
    package static func image(_ output: RenderSweep.Output, spec: ScreenSpec, engine: TextEngine) throws -> RGBAImage {
        let model = AccessibilityTreeBuilder.build(output.tree, spec: spec)
        return try AccessibilitySnapshot(engine: engine).draw(
            output.rendering.image, scale: output.tree.scale, title: "What VoiceOver says, swipe by swipe · \(output.item.name)",
            elements: elements(of: model), mirrored: model.layoutDirection == .rightToLeft)
    }

    /// Writes one render's snapshot beside the render; returns its path.
    package static func write(_ output: RenderSweep.Output, spec: ScreenSpec, engine: TextEngine, to out: String) throws -> String {
        let path = "\(out)/\(output.item.path(spec: spec.slug, suffix: suffix))"
        try OutputFolder.create(FilePath.deletingLastComponent(path))
        try PNG.write(try image(output, spec: spec, engine: engine), to: path)
        return path
    }
}
