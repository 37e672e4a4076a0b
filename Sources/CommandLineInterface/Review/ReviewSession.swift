import Checks
import Foundation
import Reports
import Goldens
import Spec
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The interactive part of `buttoncheck review` (and of `check --review`), the way `cargo insta review`
/// works: each pending golden is shown (its spec, case, why it is pending, the findings there, and the
/// expected | diff | actual image inline where the terminal can show images, else the three paths and a
/// command that opens them) and answered by one key: a accept, r reject, s skip, A accept it and the rest of
/// its spec, q quit, ? help. Each answer is applied at once, so quitting keeps what was decided.
struct ReviewSession {
    let folder: PendingGoldens
    let console: Console
    /// How the terminal on standard output shows images; nil: it cannot (or is no terminal).
    let images: InlineImageProtocol?
    /// The width of the inline image in character cells.
    let columns: Int

    /// Reviews `selected` (of `total` pending goldens in the folder), reading answers with `next` (a key, or a
    /// line without its newline; nil at the end of input, which skips the rest). With `singleKey`, each key is
    /// echoed and Enter is ignored.
    /// `transcripts` are the pending transcripts to review too: each beside the pending image of its render, or on its
    /// own after the images.
    func run(
        _ selected: [PendingGolden], transcripts: [PendingTranscript] = [], total: Int, singleKey: Bool,
        next: () -> String?
    ) throws -> ExitCode {
        let items = ReviewItem.items(selected, transcripts: transcripts)
        let count = selected.count + transcripts.count
        console.print("\(count) pending golden\(count == 1 ? "" : "s") to review in \(folder.store.directory)")
        var accepted = 0
        var rejected = 0
        var skipped = 0
        var acceptAll: Set<String> = []
        var index = 0
        var shown = -1
        loop: while index < items.count {
            let item = items[index]
            if shown != index {
                console.print("")
                try show(item, number: index + 1, of: items.count)
                shown = index
            }
            var answer: String
            if acceptAll.contains(item.slug) {
                answer = "a"
            } else {
                console.writeOutput(Self.prompt(item.slug))
                guard let read = Self.answer(next, singleKey: singleKey) else {
                    if singleKey { console.print("") }
                    break loop
                }
                answer = read
                if singleKey { console.print(answer) }
            }
            switch answer {
            case "a", "accept":
                if let image = item.image {
                    try folder.accept(image)
                    console.print("accepted \(folder.path(image.golden))")
                }
                if let transcript = item.transcript {
                    try folder.accept(transcript)
                    console.print("accepted \(folder.path(transcript.golden))")
                }
                accepted += item.count
            case "A":
                acceptAll.insert(item.slug)
                continue loop
            case "r", "reject":
                if let image = item.image {
                    try folder.reject(image)
                    console.print("rejected: deleted \(folder.path(image.imageFile))")
                }
                if let transcript = item.transcript {
                    try folder.reject(transcript)
                    console.print("rejected: deleted \(folder.path(transcript.newFile))")
                }
                rejected += item.count
            case "s", "skip", "":
                skipped += item.count
                console.print("skipped")
            case "q", "quit":
                break loop
            case "?", "help":
                console.print(Self.help(item.slug))
                continue loop
            default:
                console.print("unknown answer '\(answer)'; \(singleKey ? "press" : "type") a, r, s, A or q (? for help)")
                continue loop
            }
            index += 1
        }
        skipped += items[index...].reduce(0) { $0 + $1.count }
        console.print("")
        console.print(Self.summary(accepted: accepted, rejected: rejected, skipped: skipped, left: total - selected.count))
        return .success
    }

    /// The next answer: a line trimmed of spaces, or a key (Enter, other whitespace and the escape
    /// sequences of arrow and function keys are passed over).
    private static func answer(_ next: () -> String?, singleKey: Bool) -> String? {
        while let read = next() {
            let trimmed = read.trimmingCharacters(in: .whitespacesAndNewlines)
            if singleKey && (trimmed.isEmpty || trimmed == "\u{1B}") { continue }
            return trimmed
        }
        return nil
    }

    static func prompt(_ slug: String) -> String {
        "accept (a), reject (r), skip (s), accept all of \(slug) (A), quit (q), help (?)? "
    }

    static func help(_ slug: String) -> String {
        """
          a  accept: the new render becomes the golden (recorded in manifest.json)
          r  reject: delete the new render; the golden stays as it is
          s  skip: keep it pending for later
          A  accept this one and every other pending golden of \(slug)
          q  quit: what was decided stays done, the rest stays pending
          ?  this help
        """
    }

    static func summary(accepted: Int, rejected: Int, skipped: Int, left: Int) -> String {
        let remaining = skipped + left
        let left = "\(remaining) pending golden\(remaining == 1 ? "" : "s") left"
        return "accepted \(accepted), rejected \(rejected), skipped \(skipped); \(left)"
    }

    /// Prints what a reviewer needs to decide, and the image inline when the terminal shows images; a pending
    /// transcript of the render follows as a unified diff.
    private func show(_ item: ReviewItem, number: Int, of count: Int) throws {
        if let pending = item.image {
            console.print(Self.describe(pending, number: number, of: count, folder: folder, withOpenCommand: images == nil))
            if let images, let png = ReviewImage.png(for: pending, folder: folder) {
                console.writeOutputControl(images.sequence(png: png, columns: columns))
            }
        }
        if let transcript = item.transcript {
            console.print(try Self.describe(transcript, number: number, of: count, folder: folder, besideImage: item.image != nil))
        }
    }

    /// A pending transcript: what VoiceOver says changed, as a unified diff of the golden's lines and the new ones.
    /// Beside an image, a row of that image's description (decided with it); alone, a question of its own.
    static func describe(_ transcript: PendingTranscript, number: Int, of count: Int, folder: PendingGoldens, besideImage: Bool) throws
        -> String
    {
        let diff = try folder.diff(transcript).map { "    " + $0 }
        let heading =
            besideImage
            ? "  voiceover what VoiceOver says on this render changed too (decided with this golden):"
            : "[\(number)/\(count)] \(transcript.slug): what VoiceOver says changed (\(transcript.name))"
        return ([heading] + diff).joined(separator: "\n")
    }

    /// The spec, the case, why it is pending, the findings there, the three images' paths and, with
    /// `withOpenCommand`, one command line that opens the diff image (or else the golden and the render):
    /// `open` on macOS, `xdg-open` elsewhere.
    static func describe(_ pending: PendingGolden, number: Int, of count: Int, folder: PendingGoldens, withOpenCommand: Bool) -> String {
        let renderCase = pending.renderCase
        let why: String
        switch pending.reason {
        case .missing:
            why = "missing: there is no golden yet"
        case .failed:
            if let mismatched = pending.mismatched, let total = pending.total {
                let percent = NumberFormat.share(mismatched, of: total)
                why = "failed: \(mismatched) of \(total) pixels differ (\(percent)%)"
            } else {
                why = "failed: \(pending.message)"
            }
        }
        let expected = pending.reason == .missing ? nil : folder.path(pending.golden)
        var rows: [(String, String)] = [
            ("case", caseText(pending)),
            ("golden", why),
        ]
        if !pending.changed.isEmpty { rows.append(("changed", pending.changed.joined(separator: "; "))) }
        rows += [
            ("findings", pending.findings.isEmpty ? "none in this case" : pending.findings.joined(separator: ", ")),
            ("expected", expected ?? "(none)"),
            ("diff", pending.diffImage ?? "(none; check with --out DIR writes an expected | diff | actual image)"),
            ("actual", folder.path(pending.imageFile)),
        ]
        if withOpenCommand {
            // The diff image holds all three panels; without one, the golden and the render.
            let files = pending.diffImage.map { [$0] } ?? [expected, folder.path(pending.imageFile)].compactMap { $0 }
            rows.append(("open", openCommand(files)))
        }
        return
            (["[\(number)/\(count)] \(pending.slug): \(pending.specName) (\(pending.specFile))"]
            + rows.map { "  " + $0.0.padding(toLength: 10, withPad: " ", startingAt: 0) + $0.1 }).joined(separator: "\n")
    }

    /// The case as `appearance · settings · locale · size · state`, the display settings and locale only when
    /// the render has them (read from the golden's path: `<spec>/<appearance>+<settings>@<locale>/<size>-<state>.png`).
    static func caseText(_ pending: PendingGolden) -> String {
        let name = String(pending.golden.dropFirst(pending.slug.count + 1).dropLast(".png".count))
        let renderCase = pending.renderCase
        guard let full = RenderCase(name: name) else {
            return "\(renderCase.appearance.rawValue) · \(renderCase.size.rawValue) · \(renderCase.state.rawValue)"
        }
        let settings = full.settings.isDefault ? [] : [full.settings.name]
        let locale = full.locale.map { [$0.identifier] } ?? []
        return ([full.appearance.rawValue] + settings + locale + [full.size.rawValue, full.state.rawValue]).joined(separator: " · ")
    }

    /// One shell command that opens `files` in the desktop's image viewer.
    static func openCommand(_ files: [String]) -> String {
        let quoted = files.map(ShellWord.quoted).joined(separator: " ")
        #if canImport(Darwin)
            return "open \(quoted)"
        #else
            return files.count == 1 ? "xdg-open \(quoted)" : "for f in \(quoted); do xdg-open \"$f\"; done"
        #endif
    }

    /// The width, in character cells, of the terminal on standard output (80 when unknown), at most 120.
    static func terminalColumns() -> Int {
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return min(Int(size.ws_col), 120)
    }
}
