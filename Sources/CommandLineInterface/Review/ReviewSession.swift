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
    func run(_ selected: [PendingGolden], total: Int, singleKey: Bool, next: () -> String?) throws -> ExitCode {
        console.print("\(selected.count) pending golden\(selected.count == 1 ? "" : "s") to review in \(folder.store.directory)")
        var accepted = 0
        var rejected = 0
        var skipped = 0
        var acceptAll: Set<String> = []
        var index = 0
        var shown = -1
        loop: while index < selected.count {
            let pending = selected[index]
            if shown != index {
                console.print("")
                show(pending, number: index + 1, of: selected.count)
                shown = index
            }
            var answer: String
            if acceptAll.contains(pending.slug) {
                answer = "a"
            } else {
                console.writeOutput(Self.prompt(pending.slug))
                guard let read = Self.answer(next, singleKey: singleKey) else {
                    if singleKey { console.print("") }
                    break loop
                }
                answer = read
                if singleKey { console.print(answer) }
            }
            switch answer {
            case "a", "accept":
                try folder.accept(pending)
                accepted += 1
                console.print("accepted \(folder.path(pending.golden))")
            case "A":
                acceptAll.insert(pending.slug)
                continue loop
            case "r", "reject":
                try folder.reject(pending)
                rejected += 1
                console.print("rejected: deleted \(folder.path(pending.imageFile))")
            case "s", "skip", "":
                skipped += 1
                console.print("skipped")
            case "q", "quit":
                break loop
            case "?", "help":
                console.print(Self.help(pending.slug))
                continue loop
            default:
                console.print("unknown answer '\(answer)'; \(singleKey ? "press" : "type") a, r, s, A or q (? for help)")
                continue loop
            }
            index += 1
        }
        skipped += selected.count - index
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

    /// Prints what a reviewer needs to decide, and the image inline when the terminal shows images.
    private func show(_ pending: PendingGolden, number: Int, of count: Int) {
        console.print(Self.describe(pending, number: number, of: count, folder: folder, withOpenCommand: images == nil))
        if let images, let png = ReviewImage.png(for: pending, folder: folder) {
            console.writeOutputControl(images.sequence(png: png, columns: columns))
        }
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
