import Spec

/// A VoiceOver transcript waiting to become its golden: written by `check` next to a transcript golden whose text
/// changed (`<spec>/voiceover[@<locale>]/<situation>.new.txt`, the new text whole). `buttoncheck review` shows it as
/// a unified diff of the golden's lines and the new ones, beside the image of the same spec, situation and locale
/// when one is pending too, and accepts it (renamed over the golden; a transcript golden has no manifest entry) or
/// rejects it (deleted).
package struct PendingTranscript: Sendable, Equatable {
    /// The golden's path in the goldens folder: `<spec>/voiceover[@<locale>]/<situation>.txt`.
    package let golden: String

    package init(golden: String) {
        self.golden = golden
    }

    /// The spec's folder name (the golden path's first component).
    package var slug: String { String(golden.prefix { $0 != "/" }) }

    /// The pending text's path relative to the goldens folder: `….new.txt`.
    package var newFile: String { Self.newFile(for: golden) }

    package static func newFile(for golden: String) -> String { String(golden.dropLast(".txt".count)) + ".new.txt" }

    /// The golden path without `.txt`, as review names it: `checkout/voiceover/disabled`.
    package var name: String { String(golden.dropLast(".txt".count)) }

    /// The transcript golden of a situation in a locale (`VoiceOverSweep.goldenPath`'s form): `<spec>/voiceover/<situation>.txt`,
    /// `<spec>/voiceover@de/<situation>.txt` for another locale than the spec's source language.
    package static func golden(spec slug: String, situation: String, locale: RenderLocale?) -> String {
        "\(slug)/voiceover\(locale.map { "@\($0.identifier)" } ?? "")/\(situation).txt"
    }

    /// The transcript golden that holds what VoiceOver says on a pending image's render (its spec, situation and
    /// locale); nil when the image's path names no render case.
    package static func golden(for image: PendingGolden) -> String? {
        let name = String(image.golden.dropFirst(image.slug.count + 1).dropLast(".png".count))
        guard let renderCase = RenderCase(name: name) else { return nil }
        return golden(spec: image.slug, situation: renderCase.situation, locale: renderCase.locale)
    }

    /// Whether a path in a goldens folder (relative) is a pending transcript: `….new.txt` in a `voiceover` folder.
    static func isPendingFile(_ relative: String) -> Bool {
        let parts = relative.split(separator: "/")
        guard parts.count == 3, let last = parts.last, last.hasSuffix(".new.txt"), last.count > ".new.txt".count else { return false }
        return parts[1] == "voiceover" || parts[1].hasPrefix("voiceover@")
    }
}
