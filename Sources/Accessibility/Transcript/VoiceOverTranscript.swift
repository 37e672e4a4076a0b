import JSON
import Spec

/// What a screen reader says on a case, as text: one line per swipe, `<n>. <id>: <spoken>`, the hint after a
/// pause marker (`… off (pause) double-tap to toggle setting`). Used by `buttoncheck voiceover` and the
/// transcript goldens, so what is printed is what is pinned.
package enum VoiceOverTranscript {
    /// Written between what is spoken first and the hint, which VoiceOver speaks after a pause (and not at
    /// all when hints are off).
    package static let pause = " (pause) "

    /// One line per element in navigation order, numbered from 1.
    package static func lines(_ tree: AccessibilityTree, hints: Bool = true) -> [String] {
        tree.elements.enumerated().map { index, element in
            let hint = hints ? element.hint.map { pause + $0 } ?? "" : ""
            return "\(index + 1). \(element.id): \(element.speech.joined(separator: ", "))\(hint)"
        }
    }

    /// The trees of one situation at several sizes (in sweep order) grouped: neighbouring sizes with the same
    /// transcript share one group.
    package static func groups(_ trees: [AccessibilityTree], hints: Bool = true) -> [TranscriptSizeGroup] {
        var groups: [TranscriptSizeGroup] = []
        for tree in trees {
            let lines = lines(tree, hints: hints)
            if let last = groups.last, last.lines == lines {
                groups[groups.count - 1] = TranscriptSizeGroup(sizes: last.sizes + [tree.renderCase.size], lines: lines)
            } else {
                groups.append(TranscriptSizeGroup(sizes: [tree.renderCase.size], lines: lines))
            }
        }
        return groups
    }

    /// The transcript of one situation at every size: a `## <sizes>` heading per group, its lines under it,
    /// a blank line between groups. A transcript golden holds exactly this.
    package static func text(_ trees: [AccessibilityTree], hints: Bool = true) -> String {
        groups(trees, hints: hints).map { group in
            (["## \(group.name)"] + (group.lines.isEmpty ? ["(nothing to visit)"] : group.lines)).joined(separator: "\n") + "\n"
        }.joined(separator: "\n")
    }

    /// The transcript as JSON, for tools: per size group its sizes and elements (`index`, `id`, `role`, `label`,
    /// `value`, `traits`, `hint`, `spoken`, `frame`).
    package static func json(_ trees: [AccessibilityTree], spec: String, situation: String) -> JSONOutput {
        let groups = groups(trees)
        var byGroup: [JSONOutput] = []
        var index = 0
        for group in groups {
            let tree = trees[index]
            index += group.sizes.count
            byGroup.append(
                .object([
                    "sizes": .strings(group.sizes.map(\.rawValue)),
                    "elements": .array(
                        tree.elements.enumerated().map { position, element in
                            .object([
                                "index": .int(position + 1),
                                "id": .string(element.id),
                                "role": .string(element.role.name),
                                "label": .optional(element.label),
                                "value": .optional(element.value),
                                "traits": .strings(element.traits),
                                "hint": .optional(element.hint),
                                "enabled": .bool(element.isEnabled),
                                "spoken": .string(element.spoken(hints: false)),
                                "frame": .array(
                                    [element.frame.minX, element.frame.minY, element.frame.width, element.frame.height]
                                        .map { JSONOutput.rounded($0) }),
                            ])
                        }),
                ]))
        }
        let language = trees.first.map { JSONOutput.string($0.language.identifier) } ?? .null
        return .object(["spec": .string(spec), "situation": .string(situation), "language": language, "groups": .array(byGroup)])
    }
}
