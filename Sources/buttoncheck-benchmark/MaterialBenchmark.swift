#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import Raster
import Spec

/// Blur, the cliff the other stages do not see (issue 27): a material-heavy large-viewport screen,
/// `scripts/benchmark/material-cards.json` (a 1024×1366 pt iPad at @3x, twelve `thick`-material cards each
/// holding a `glass` button, over a gradient).
/// - `blurThroughput`: the canvas's blur alone on one core, in megapixels of blurred shape per second
///   of the thread's CPU time (wall time on a shared machine measures the other processes too; the canvas
///   is painted before the clock starts), on that
///   screen's shapes (twelve cards at σ 24 px, twelve buttons at σ 18 px, over a 3072×4098 gradient).
/// - `runMaterial`: `render` of the screen (one case) against headless Chromium screenshotting its HTML
///   peer, `scripts/benchmark/material-cards.html` (CSS `backdrop-filter: blur()`), alternating, medians.
enum MaterialBenchmark {
    static let spec = "scripts/benchmark/material-cards.json"
    static let html = "scripts/benchmark/material-cards.html"

    struct Throughput {
        /// Blurred pixels (the shapes' areas) per round, in millions.
        let megapixels: Double
        /// The median round's seconds of this thread's CPU time.
        let seconds: Double
        var megapixelsPerSecond: Double { megapixels / seconds }
    }

    /// The cards' and buttons' shapes of the screen in pixels, with their σ.
    static func shapes() -> [(shape: Shape, sigma: Double)] {
        let scale = 3.0
        let padding = 24.0
        let gap = 16.0
        let cardWidth = (1024 - 2 * padding - 2 * gap) / 3
        let cardHeight = (1366 - 2 * padding - 3 * gap) / 4
        var shapes: [(Shape, Double)] = []
        for row in 0..<4 {
            for column in 0..<3 {
                let x = padding + Double(column) * (cardWidth + gap)
                let y = padding + Double(row) * (cardHeight + gap)
                let card = Shape.roundedRect(
                    x: x * scale, y: y * scale, width: cardWidth * scale, height: cardHeight * scale, radius: 20 * scale)
                shapes.append((card, 8 * scale))
            }
        }
        for row in 0..<4 {
            for column in 0..<3 {
                let x = padding + 20 + Double(column) * (cardWidth + gap)
                let y = padding + Double(row) * (cardHeight + gap) + cardHeight - 20 - 50
                let button = Shape.roundedRect(
                    x: x * scale, y: y * scale, width: (cardWidth - 40) * scale, height: 50 * scale, radius: 25 * scale)
                shapes.append((button, 6 * scale))
            }
        }
        return shapes
    }

    /// The blurs of the screen, `rounds` times on a fresh gradient canvas each, timed alone.
    static func blurThroughput(rounds: Int) -> Throughput {
        let width = 3072
        let height = 4098
        let shapes = shapes()
        let megapixels = shapes.reduce(0.0) { total, item in
            guard case .roundedRect(_, _, let width, let height, _) = item.shape else { return total }
            return total + width * height / 1e6
        }
        let stops: [(color: SRGBColor, location: Double)] = [
            (SRGBColor(red: 0.118, green: 0.235, blue: 0.447), 0), (SRGBColor(red: 0.165, green: 0.322, blue: 0.596), 0.4),
            (SRGBColor(red: 0.949, green: 0.6, blue: 0.29), 0.75), (SRGBColor(red: 0.949, green: 0.788, blue: 0.298), 1),
        ]
        var times: [Double] = []
        for _ in 0..<max(1, rounds) {
            // A fresh canvas painted before the clock starts: a copy of one would be made (50 MB copied,
            // its pages faulted in) by the first blur, inside the time.
            var canvas = Canvas(width: width, height: height)
            canvas.fillLinearGradient(stops: stops, startX: 0, startY: 0, endX: Double(width), endY: Double(height))
            let start = threadSeconds()
            for item in shapes { canvas.blur(under: item.shape, sigma: item.sigma) }
            times.append(threadSeconds() - start)
        }
        return Throughput(megapixels: megapixels, seconds: median(times))
    }

    /// The CPU time this thread has used, in seconds.
    static func threadSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Whether the side-by-side can run here (nil: it can), with the peer's files found.
    static func peerMissing(bench: String) -> String? {
        guard FileManager.default.fileExists(atPath: spec), FileManager.default.fileExists(atPath: html) else {
            return "\(spec) and \(html) are not here (run the benchmark from the repository's root)"
        }
        guard FileManager.default.fileExists(atPath: bench + "/cdp_sweep.py") else { return "no cdp_sweep.py in \(bench)" }
        return PeerBenchmark.browserMissing()
    }

    /// `render` of the screen at one size, state and appearance against the browser's screenshot of the
    /// HTML peer, alternating, medians of `reps`.
    static func runMaterial(tool: String, bench: String, reps: Int, scratch: String, log: (String) -> Void) throws -> PeerBenchmark.Result {
        let htmlFolder = scratch + "/material-html"
        let peerPNG = scratch + "/material-peer-png"
        let ourPNG = scratch + "/material-png"
        try FileManager.default.createDirectory(atPath: htmlFolder, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(atPath: htmlFolder + "/material-cards.html")
        try FileManager.default.copyItem(atPath: html, toPath: htmlFolder + "/material-cards.html")
        let chromium = PeerBenchmark.which("chromium-headless-shell") ?? PeerBenchmark.which("chromium")!
        let peer = ["python3", "scripts/benchmark/material_peer.py", bench, htmlFolder, peerPNG, "--chromium", chromium, "--fast-png"]
        let ours = [tool, "render", spec, "--out", ourPNG, "--size", "large", "--state", "idle", "--appearance", "light"]
        var ourRuns: [ChildRun] = []
        var peerRuns: [ChildRun] = []
        for rep in 0..<reps {
            log("material screen against the browser, round \(rep + 1) of \(reps)")
            try? FileManager.default.removeItem(atPath: ourPNG)
            let our = try ChildRun.run(ours)
            guard our.status == 0 else { throw BenchmarkError("`\(ours.joined(separator: " "))` exited with \(our.status)") }
            ourRuns.append(our)
            try? FileManager.default.removeItem(atPath: peerPNG)
            let theirs = try ChildRun.run(peer)
            guard theirs.status == 0 else { throw BenchmarkError("`\(peer.joined(separator: " "))` exited with \(theirs.status)") }
            peerRuns.append(theirs)
        }
        let ourSeconds = median(ourRuns.map(\.seconds))
        let peerSeconds = median(peerRuns.map(\.seconds))
        return PeerBenchmark.Result(
            name: "render material-cards.json (1 screen, 3072×4098, 24 blurs)", ours: ourSeconds,
            oursPeakMiB: ourRuns.map(\.peakMiB).max()!, other: peerSeconds,
            otherLabel: "headless Chromium, backdrop-filter: blur()", ratio: peerSeconds / ourSeconds,
            target: "faster than the browser", met: peerSeconds > ourSeconds)
    }
}
