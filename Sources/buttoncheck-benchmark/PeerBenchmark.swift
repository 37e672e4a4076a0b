import Foundation
import JSON
import Spec

/// ButtonCheck against the tools teams use today, side by side in one run, alternating the two
/// (machines are noisy; only ratios measured together are comparable):
/// - headless Chromium screenshotting the same 72 screens as HTML (`cdp_sweep.py`, the fastest
///   mode of `../shared/bench`), against `check` and `render --out`;
/// - pixelmatch 6 in node (`pm_diff.mjs`), against `diff`, with the counts checked equal;
/// and ButtonCheck against itself: `check --goldens` with every golden unchanged, 1 → 2 jobs, and the
/// corpus at 10× the specs.
struct PeerBenchmark {
    struct Result {
        let name: String
        let ours: Double
        let oursPeakMiB: Double
        let other: Double
        let otherLabel: String
        /// other / ours: how many times faster ours is (or, for overheads, the time ratio).
        let ratio: Double
        let target: String
        let met: Bool
        var note = ""
    }

    let tool: String
    let bench: String
    let corpus: String
    let reps: Int
    let scratch: String
    let log: (String) -> Void

    var spec: String { bench + "/peer-form.json" }

    /// Why the browser peer cannot run here (nil: it can).
    static func browserMissing() -> String? {
        guard which("chromium-headless-shell") ?? which("chromium") != nil else {
            return "chromium-headless-shell is not installed (apt-get install chromium-headless-shell)"
        }
        guard (try? ChildRun.run(["python3", "-c", "import websocket"]))?.status == 0 else {
            return "python3 cannot import websocket (pip install websocket-client)"
        }
        return nil
    }

    static func nodeMissing() -> String? {
        which("node") == nil ? "node is not installed (apt-get install nodejs)" : nil
    }

    static func which(_ name: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// Runs `body` and fails unless the command exited with one of `allowed`.
    private func measured(_ arguments: [String], allowed: Set<Int32> = [0, 1], environment: [String: String] = [:]) throws -> ChildRun {
        let run = try ChildRun.run(arguments, environment: environment)
        guard allowed.contains(run.status) else {
            throw BenchmarkError("`\(arguments.joined(separator: " "))` exited with \(run.status)")
        }
        return run
    }

    func runBrowser() throws -> [Result] {
        let html = scratch + "/peer-html"
        let peerPNG = scratch + "/peer-png"
        let ourPNG = scratch + "/ours-png"
        _ = try measured(["python3", bench + "/make_html.py", html], allowed: [0])
        let chromium = Self.which("chromium-headless-shell") ?? Self.which("chromium")!
        let peer = [
            "python3", bench + "/cdp_sweep.py", html, peerPNG, "--browsers", "\(ProcessInfo.processInfo.activeProcessorCount)",
            "--tabs", "3", "--chromium", chromium, "--fast-png",
        ]
        var check: [ChildRun] = []
        var render: [ChildRun] = []
        var browser: [ChildRun] = []
        for rep in 0..<reps {
            log("browser peer, round \(rep + 1) of \(reps)")
            check.append(try measured([tool, "check", spec]))
            try? FileManager.default.removeItem(atPath: peerPNG)
            browser.append(try measured(peer, allowed: [0]))
            try? FileManager.default.removeItem(atPath: ourPNG)
            render.append(try measured([tool, "render", spec, "--out", ourPNG], allowed: [0]))
        }
        let pngs = (try? FileManager.default.contentsOfDirectory(atPath: peerPNG))?.count ?? 0
        let peerSeconds = median(browser.map(\.seconds))
        return [
            Result(
                name: "check peer-form.json (72 screens)", ours: median(check.map(\.seconds)), oursPeakMiB: check.map(\.peakMiB).max()!,
                other: peerSeconds, otherLabel: "headless Chromium, \(pngs) screenshots", ratio: peerSeconds / median(check.map(\.seconds)),
                target: "≥ 30× faster, ≤ 150 MiB",
                met: peerSeconds / median(check.map(\.seconds)) >= 30 && check.map(\.peakMiB).max()! <= 150),
            Result(
                name: "render peer-form.json --out (72 PNGs)", ours: median(render.map(\.seconds)),
                oursPeakMiB: render.map(\.peakMiB).max()!,
                other: peerSeconds, otherLabel: "headless Chromium, \(pngs) screenshots",
                ratio: peerSeconds / median(render.map(\.seconds)),
                target: "≥ 10× faster, ≤ 150 MiB",
                met: peerSeconds / median(render.map(\.seconds)) >= 10 && render.map(\.peakMiB).max()! <= 150),
        ]
    }

    /// `diff` against pixelmatch on two pairs of 1179×2556 renders of the peer spec: one that differs in
    /// the button's state at AX5 (about 32k pixels), and one with many differing pixels (about 153k): the
    /// spec at `large` against a variant whose button is tinted orange instead of blue, written next to
    /// the renders (made here, never committed).
    func runDiff() throws -> [Result] {
        let images = scratch + "/diff-inputs"
        try? FileManager.default.removeItem(atPath: images)
        try FileManager.default.createDirectory(atPath: images, withIntermediateDirectories: true)
        _ = try measured(
            [
                tool, "render", spec, "--out", images, "--size", "AX5", "--size", "large", "--appearance", "light",
                "--state", "idle", "--state", "loading",
            ], allowed: [0])
        let text = try String(contentsOfFile: spec, encoding: .utf8)
        guard text.contains("\"tint\": \"systemBlue\"") else { throw BenchmarkError("\(spec) has no \"tint\": \"systemBlue\" to vary") }
        let variant = images + "/peer-form-orange.json"
        try text.replacingOccurrences(of: "\"tint\": \"systemBlue\"", with: "\"tint\": \"systemOrange\"")
            .write(toFile: variant, atomically: true, encoding: .utf8)
        _ = try measured(
            [tool, "render", variant, "--out", images, "--size", "large", "--appearance", "light", "--state", "idle"], allowed: [0])
        let pairs = [
            (
                "diff of two 1179×2556 renders (the button's state)",
                "\(images)/peer-form/light/AX5-idle.png", "\(images)/peer-form/light/AX5-loading.png"
            ),
            (
                "diff of two 1179×2556 renders (many pixels: the button's tint)",
                "\(images)/peer-form/light/large-idle.png", "\(images)/peer-form-orange/light/large-idle.png"
            ),
        ]
        return try pairs.map { name, a, b in try diff(name: name, a, b) }
    }

    private func diff(name: String, _ a: String, _ b: String) throws -> Result {
        let ourCommand = [tool, "diff", a, b, "--json"]
        let peerCommand = ["node", bench + "/pm_diff.mjs", bench + "/pixelmatch-6.0.0.mjs", a, b]
        let ourCount = try Self.mismatched(try Self.output(ourCommand))
        let peerCount = try Self.mismatched(try Self.output(peerCommand))
        var ours: [ChildRun] = []
        var peer: [ChildRun] = []
        for rep in 0..<reps {
            log("pixelmatch peer, \(name), round \(rep + 1) of \(reps)")
            ours.append(try measured(ourCommand))
            peer.append(try measured(peerCommand))
        }
        let ratio = median(peer.map(\.seconds)) / median(ours.map(\.seconds))
        var result = Result(
            name: name, ours: median(ours.map(\.seconds)), oursPeakMiB: ours.map(\.peakMiB).max()!,
            other: median(peer.map(\.seconds)), otherLabel: "pixelmatch 6 (node)", ratio: ratio,
            target: "≥ 3× faster, identical counts", met: ratio >= 3 && ourCount == peerCount)
        result.note = "mismatched pixels: ours \(ourCount), pixelmatch \(peerCount)"
        return result
    }

    /// How many times each side of a comparison of ButtonCheck against itself runs: three times `reps`.
    /// These runs take a tenth of a second, and their ratios sit near their targets, so the medians
    /// need more runs than the browser's to be steady on a shared machine.
    var selfReps: Int { 3 * reps }
    /// The corpus at ten times its specs takes most of a minute a run: half of `reps`.
    var corpusReps: Int { max(1, reps / 2) }

    /// ButtonCheck against itself: what goldens add, what a second core gives, and linearity.
    func runSelf() throws -> [Result] {
        var results: [Result] = []
        let goldens = scratch + "/goldens"
        try? FileManager.default.removeItem(atPath: goldens)
        // The scene cache of these runs, in the scratch folder: recording fills it, as a developer's
        // first run does; --verify-pixels leaves it out.
        let cache = ["BUTTONCHECK_CACHE_DIR": scratch + "/scene-cache"]
        try? FileManager.default.removeItem(atPath: scratch + "/scene-cache")
        _ = try measured([tool, "check", spec, "--goldens", goldens, "--record", "all"], environment: cache)
        var plain: [ChildRun] = []
        var verified: [ChildRun] = []
        var full: [ChildRun] = []
        for rep in 0..<selfReps {
            log("goldens overhead, round \(rep + 1) of \(selfReps)")
            plain.append(try measured([tool, "check", spec]))
            verified.append(try measured([tool, "check", spec, "--goldens", goldens, "--record", "never"], environment: cache))
            full.append(
                try measured([tool, "check", spec, "--goldens", goldens, "--record", "never", "--verify-pixels"], environment: cache))
        }
        let overhead = median(verified.map(\.seconds)) / median(plain.map(\.seconds))
        var goldenRow = Result(
            name: "check --goldens (72 unchanged @3x goldens)", ours: median(verified.map(\.seconds)),
            oursPeakMiB: verified.map(\.peakMiB).max()!, other: median(plain.map(\.seconds)), otherLabel: "check alone",
            ratio: overhead, target: "≤ 1.10× check alone", met: overhead <= 1.10)
        goldenRow.note = String(
            format: "with --verify-pixels (every render's pixels and every golden file hashed, no scene cache): %.2f× check alone",
            median(full.map(\.seconds)) / median(plain.map(\.seconds)))
        results.append(goldenRow)

        // The machine's own ceiling for two cores: two single-job renders at once, each in its own
        // process (nothing shared but the hardware), against one alone.
        var one: [ChildRun] = []
        var two: [ChildRun] = []
        var pair: [Double] = []
        let renderOut = scratch + "/jobs-out"
        let otherOut = scratch + "/jobs-out-2"
        let oneJob = [tool, "render", spec, "--out", renderOut, "--jobs", "1"]
        for rep in 0..<selfReps {
            log("1 → 2 jobs, round \(rep + 1) of \(selfReps)")
            try? FileManager.default.removeItem(atPath: renderOut)
            one.append(try measured(oneJob, allowed: [0]))
            try? FileManager.default.removeItem(atPath: renderOut)
            two.append(try measured([tool, "render", spec, "--out", renderOut, "--jobs", "2"], allowed: [0]))
            try? FileManager.default.removeItem(atPath: renderOut)
            try? FileManager.default.removeItem(atPath: otherOut)
            let together = try ChildRun.runTogether([oneJob, [tool, "render", spec, "--out", otherOut, "--jobs", "1"]])
            guard together.allSatisfy({ $0.status == 0 }) else {
                throw BenchmarkError("`\(oneJob.joined(separator: " "))` twice at once failed")
            }
            pair.append(together.map(\.seconds).max()!)
        }
        let speedup = median(one.map(\.seconds)) / median(two.map(\.seconds))
        var jobs = Result(
            name: "render --jobs 2 against --jobs 1", ours: median(two.map(\.seconds)), oursPeakMiB: two.map(\.peakMiB).max()!,
            other: median(one.map(\.seconds)), otherLabel: "--jobs 1", ratio: speedup, target: "≥ 1.8×", met: speedup >= 1.8)
        jobs.note = String(
            format: "two --jobs 1 processes at once: %.2f× the work of one in the time (this machine's ceiling for two cores)",
            2 * median(one.map(\.seconds)) / median(pair))
        results.append(jobs)

        let single = scratch + "/corpus-1"
        let tenfold = scratch + "/corpus-10"
        try Self.copyCorpus(corpus, to: single, copies: 1)
        try Self.copyCorpus(corpus, to: tenfold, copies: 10)
        var small: [ChildRun] = []
        var large: [ChildRun] = []
        for rep in 0..<corpusReps {
            log("corpus ×1 against ×10, round \(rep + 1)")
            small.append(try measured([tool, "check", single]))
            large.append(try measured([tool, "check", tenfold]))
        }
        let growth = median(large.map(\.seconds)) / median(small.map(\.seconds))
        var linear = Result(
            name: "check of the corpus at 10× the specs", ours: median(large.map(\.seconds)), oursPeakMiB: large.map(\.peakMiB).max()!,
            other: median(small.map(\.seconds)), otherLabel: "the corpus once", ratio: growth,
            target: "≤ 10.5× the time", met: growth <= 10.5)
        linear.note = String(format: "peak %.0f MiB at 1×, %.0f MiB at 10×", small.map(\.peakMiB).max()!, large.map(\.peakMiB).max()!)
        results.append(linear)
        return results
    }

    /// Copies every spec of a corpus folder (with its token files and images) `copies` times into one
    /// folder, each copy under its own file name, relative paths kept.
    static func copyCorpus(_ corpus: String, to folder: String, copies: Int) throws {
        let manager = FileManager.default
        try? manager.removeItem(atPath: folder)
        try manager.copyItem(atPath: corpus, toPath: folder)
        let specs = try manager.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") && !$0.contains(".tokens.") }
        for name in specs where copies > 1 {
            for copy in 2...copies {
                try manager.copyItem(atPath: "\(folder)/\(name)", toPath: "\(folder)/\(name.dropLast(5))-copy\(copy).json")
            }
        }
    }

    static func output(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0].hasPrefix("/") ? arguments[0] : which(arguments[0]) ?? arguments[0])
        process.arguments = Array(arguments.dropFirst())
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    static func mismatched(_ json: String) throws -> Int {
        guard case .object(let members) = try JSONParser.parse(Array(json.utf8)).value,
            case .number(let value)? = members.member("mismatched")?.value.value, let count = Int(exactly: value)
        else {
            throw BenchmarkError("no \"mismatched\" count in \(json.prefix(200))")
        }
        return count
    }
}
