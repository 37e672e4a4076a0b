import JSON

/// One render in the workspace: its value on each axis, its image (a URL from the page) and size in
/// points, its findings (indices into the workspace's list) with the element's frame on it, and its
/// golden change. More per-render panels (the VoiceOver transcript, issue 30) are more fields here:
/// the page shows a panel only for a render that has its data.
package struct PreviewCase: Sendable, Hashable {
    package struct Mark: Sendable, Hashable {
        package let finding: Int
        /// nil when the element is not in this render's layout.
        package let frame: ElementFrame?
    }

    package let name: String
    /// Axis id → value.
    package let values: [String: String]
    package let image: String?
    package let width: Double?
    package let height: Double?
    package let marks: [Mark]
    package let golden: PreviewGolden?
    /// What VoiceOver says on it, swipe by swipe (nil: no transcript was made).
    package var transcript: [TranscriptLine]? = nil

    package var json: JSONOutput {
        var object: [String: JSONOutput] = [
            "name": .string(name), "values": .object(values.mapValues(JSONOutput.string)), "image": .optional(image),
            "width": width.map { JSONOutput.rounded($0) } ?? .null, "height": height.map { JSONOutput.rounded($0) } ?? .null,
            "findings": .array(
                marks.map { mark in
                    .object([
                        "finding": .int(mark.finding),
                        "frame": mark.frame.map { .array([$0.x, $0.y, $0.width, $0.height].map { JSONOutput.rounded($0) }) } ?? .null,
                    ])
                }),
        ]
        if let golden { object["golden"] = golden.json }
        if let transcript {
            object["transcript"] = .array(
                transcript.map { line in
                    .object([
                        "index": .int(line.index), "element": .string(line.element), "spoken": .string(line.spoken),
                        "hint": .optional(line.hint),
                    ])
                })
        }
        return .object(object)
    }
}
