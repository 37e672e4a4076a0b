import Foundation
import Testing

// `buttoncheck diff` end to end through `Tool.run`: exact output, errors and exit statuses.
// Images come from the GoldensTests fixtures (counts checked there against pixelmatch) or are
// written here by a minimal PNG encoder (this target does not link the PNG module).

/// The GoldensTests fixtures directory.
private let goldenFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("GoldensTests/Fixtures").path

private func fixture(_ name: String) -> String { goldenFixtures + "/" + name }

/// A valid 8-bit RGBA PNG, uncompressed (stored deflate blocks): enough to make test images.
enum TinyPNG {
    static func encode(width: Int, height: Int, pixel: (Int, Int) -> [UInt8]) -> Data {
        var raw: [UInt8] = []
        raw.reserveCapacity(height * (width * 4 + 1))
        for y in 0..<height {
            raw.append(0)  // filter type None
            for x in 0..<width { raw += pixel(x, y) }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, raw.count - offset)
            let last = offset + count == raw.count
            zlib += [last ? 1 : 0, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            zlib += raw[offset..<(offset + count)]
            offset += count
        } while offset < raw.count
        zlib += bigEndian(adler32(raw))

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0])
        png += chunk("IDAT", zlib)
        png += chunk("IEND", [])
        return Data(png)
    }

    /// One colour everywhere except at the listed pixels.
    static func encode(width: Int, height: Int, fill: [UInt8], except: [[Int]: [UInt8]] = [:]) -> Data {
        encode(width: width, height: height) { x, y in except[[x, y]] ?? fill }
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}

/// A fresh directory holding `files` (name → bytes), removed when `body` returns.
private func withImageDirectory<Result>(_ files: [String: Data], _ body: (String) throws -> Result) throws -> Result {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("DiffCommandTests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for (name, contents) in files {
        try contents.write(to: URL(fileURLWithPath: directory + "/" + name))
    }
    return try body(directory)
}

private let white: [UInt8] = [255, 255, 255, 255]
private let black: [UInt8] = [0, 0, 0, 255]

@Suite("diff command")
struct DiffCommandTests {
    static let help = """
        OVERVIEW: Compare two PNG images pixel by pixel (pixelmatch-compatible).

        USAGE: buttoncheck diff [--threshold T] [--include-aa] [--out DIFF.png] [--json] [--color WHEN] A.png B.png

        OPTIONS:
          --threshold T             Colour difference tolerated, from 0 to 1 (default 0.1).
          --include-aa              Count anti-aliased pixels as differences too.
          --out DIFF.png            Write the diff image: differences red, anti-aliasing yellow.
          --json                    Print the result as JSON (sorted keys).
          --color WHEN              When to colour the output; auto: on a terminal, unless NO_COLOR is set. (auto, always, never)
          -h, --help                Show help for this command.

        Both images must have the same size. Exit status: 0 when no pixel differs, 1 when some
        do, 2 on bad input (a missing or damaged file, different sizes).

        """

    @available(macOS 15, *)
    @Test("help")
    func help() {
        #expect(runTool(["diff", "--help"]) == ToolRun(status: 0, output: Self.help, error: ""))
    }

    @available(macOS 15, *)
    @Test("different images: the count and share, exit 1")
    func different() {
        let (a, b) = (fixture("text-shift-a.png"), fixture("text-shift-b.png"))
        #expect(runTool(["diff", a, b]) == ToolRun(status: 1, output: "94 of 1536 pixels differ (6.12%) at threshold 0.1\n", error: ""))
        #expect(
            runTool(["diff", a, b, "--threshold", "0"])
                == ToolRun(
                    status: 1, output: "116 of 1536 pixels differ (7.55%) at threshold 0\n", error: ""))
        #expect(
            runTool(["diff", "--include-aa", "--threshold=0.3", a, b])
                == ToolRun(
                    status: 1, output: "108 of 1536 pixels differ (7.03%) at threshold 0.3\n", error: ""))
    }

    @available(macOS 15, *)
    @Test("inputs that are not regular files, or declare huge sizes, exit 2 at once (issue 12, item 9)")
    func unboundedInputs() throws {
        let a = fixture("circle-subpixel-a.png")
        #expect(
            runTool(["diff", "/dev/zero", a])
                == ToolRun(
                    status: 2, output: "",
                    error: "error: /dev/zero: is a character device, not a regular file; give the path of a PNG file\n"))
        try withSpecDirectory(["huge.png": ""]) { directory in
            let pipe = directory + "/pipe.png"
            #expect(mkfifo(pipe, 0o600) == 0)
            #expect(
                runTool(["diff", a, pipe])
                    == ToolRun(
                        status: 2, output: "",
                        error: "error: \(pipe): is a FIFO (named pipe), not a regular file; give the path of a PNG file\n"))
            #expect(
                runTool(["diff", directory, a])
                    == ToolRun(
                        status: 2, output: "", error: "error: \(directory): is a folder, not a file; give the path of a PNG file\n"))
            // 59 bytes declaring 23,000 x 23,000 pixels: refused before decoding.
            let header: [UInt8] =
                [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
                + TinyPNG.chunk("IHDR", [0, 0, 0x59, 0xD8, 0, 0, 0x59, 0xD8, 8, 6, 0, 0, 0])
                + TinyPNG.chunk("IDAT", [0x78, 0x01]) + TinyPNG.chunk("IEND", [])
            let huge = directory + "/huge.png"
            try Data(header).write(to: URL(fileURLWithPath: huge))
            #expect(
                runTool(["diff", huge, a])
                    == ToolRun(
                        status: 2, output: "",
                        error:
                            "error: \(huge): image too large: 23000x23000 pixels; the limits are 16,777,216 pixels and 16,384 pixels per side\n"
                    ))
        }
    }

    @available(macOS 15, *)
    @Test("matching images: exit 0")
    func matching() {
        let a = fixture("circle-subpixel-a.png")
        #expect(
            runTool(["diff", a, a]) == ToolRun(status: 0, output: "images match (0 of 2304 pixels differ at threshold 0.1)\n", error: ""))
        // Different bytes, but only anti-aliasing differs.
        #expect(
            runTool(["diff", a, fixture("circle-subpixel-b.png"), "--threshold", "0"])
                == ToolRun(
                    status: 0, output: "images match (0 of 2304 pixels differ at threshold 0)\n", error: ""))
        #expect(
            runTool(["diff", a, fixture("circle-subpixel-b.png"), "--threshold", "0", "--include-aa"])
                == ToolRun(
                    status: 1, output: "95 of 2304 pixels differ (4.12%) at threshold 0\n", error: ""))
    }

    @available(macOS 15, *)
    @Test("--json: sorted keys, one line")
    func json() {
        let (a, b) = (fixture("thin-lines-a.png"), fixture("thin-lines-b.png"))
        #expect(
            runTool(["diff", a, b, "--json"])
                == ToolRun(
                    status: 1, output: #"{"includeAA": false, "mismatched": 294, "threshold": 0.1, "total": 2304}"# + "\n", error: ""))
        #expect(
            runTool(["diff", a, b, "--json", "--include-aa", "--threshold", "0.05"])
                == ToolRun(
                    status: 1, output: #"{"includeAA": true, "mismatched": 636, "threshold": 0.05, "total": 2304}"# + "\n", error: ""))
        #expect(
            runTool(["diff", a, a, "--json", "--threshold", "1"])
                == ToolRun(
                    status: 0, output: #"{"includeAA": false, "mismatched": 0, "threshold": 1, "total": 2304}"# + "\n", error: ""))
    }

    @available(macOS 15, *)
    @Test("--out writes the diff image, the same as the reference pixelmatch draws")
    func out() throws {
        try withImageDirectory([:]) { directory in
            let output = directory + "/diff.png"
            let run = runTool(["diff", fixture("button-label-a.png"), fixture("button-label-b.png"), "--out", output])
            #expect(run == ToolRun(status: 0, output: "images match (0 of 2048 pixels differ at threshold 0.1)\n", error: ""))
            // Compared with the reference diff at threshold 0: every pixel is the same.
            #expect(
                runTool(["diff", output, fixture("button-label-diff.png"), "--threshold", "0", "--include-aa"])
                    == ToolRun(
                        status: 0, output: "images match (0 of 2048 pixels differ at threshold 0)\n", error: ""))

            let missing = directory + "/missing/diff.png"
            #expect(
                runTool(["diff", fixture("button-label-a.png"), fixture("button-label-b.png"), "--out", missing])
                    == ToolRun(
                        status: 2, output: "",
                        error: "error: \(missing): cannot write: directory \(directory)/missing does not exist; create it first\n"))
        }
    }

    @available(macOS 15, *)
    @Test("percentages never round to 0.00% or 100.00% unless exact")
    func percentages() throws {
        let files = [
            "white.png": TinyPNG.encode(width: 250, height: 200, fill: white),
            "one-black.png": TinyPNG.encode(width: 250, height: 200, fill: white, except: [[10, 20]: black]),
            "one-white.png": TinyPNG.encode(width: 250, height: 200, fill: black, except: [[10, 20]: white]),
            "black.png": TinyPNG.encode(width: 250, height: 200, fill: black),
            "quarter.png": TinyPNG.encode(width: 2, height: 2, fill: white, except: [[1, 1]: black]),
            "white-2x2.png": TinyPNG.encode(width: 2, height: 2, fill: white),
        ]
        try withImageDirectory(files) { d in
            #expect(
                runTool(["diff", "\(d)/white.png", "\(d)/one-black.png"]).output == "1 of 50000 pixels differ (<0.01%) at threshold 0.1\n")
            #expect(
                runTool(["diff", "\(d)/white.png", "\(d)/one-white.png"]).output
                    == "49999 of 50000 pixels differ (>99.99%) at threshold 0.1\n")
            #expect(
                runTool(["diff", "\(d)/white.png", "\(d)/black.png"]).output == "50000 of 50000 pixels differ (100.00%) at threshold 0.1\n")
            #expect(
                runTool(["diff", "\(d)/white-2x2.png", "\(d)/quarter.png"])
                    == ToolRun(
                        status: 1, output: "1 of 4 pixels differ (25.00%) at threshold 0.1\n", error: ""))
        }
    }

    @available(macOS 15, *)
    @Test("bad input: missing, not PNG, corrupt, different sizes; exit 2")
    func badInput() throws {
        var truncated = TinyPNG.encode(width: 4, height: 4, fill: white)
        truncated = truncated.prefix(truncated.count - 20)
        let files = [
            "white.png": TinyPNG.encode(width: 4, height: 4, fill: white),
            "wide.png": TinyPNG.encode(width: 5, height: 4, fill: white),
            "notes.txt": Data("not an image".utf8),
            "empty.png": Data(),
            "truncated.png": truncated,
        ]
        try withImageDirectory(files) { d in
            let good = "\(d)/white.png"
            #expect(
                runTool(["diff", good, "\(d)/nope.png"])
                    == ToolRun(
                        status: 2, output: "", error: "error: \(d)/nope.png: no such file; check the path\n"))
            #expect(
                runTool(["diff", "\(d)/nope.png", good])
                    == ToolRun(
                        status: 2, output: "", error: "error: \(d)/nope.png: no such file; check the path\n"))
            #expect(
                runTool(["diff", "\(d)/notes.txt", good])
                    == ToolRun(
                        status: 2, output: "", error: "error: \(d)/notes.txt: not a PNG file (bad signature)\n"))
            #expect(
                runTool(["diff", good, "\(d)/empty.png"])
                    == ToolRun(
                        status: 2, output: "", error: "error: \(d)/empty.png: empty file (0 bytes), not a PNG\n"))
            let corrupt = runTool(["diff", good, "\(d)/truncated.png"])
            #expect(corrupt.status == 2)
            #expect(corrupt.output == "")
            #expect(corrupt.error.hasPrefix("error: \(d)/truncated.png: corrupt PNG: "))
            #expect(
                runTool(["diff", good, d])
                    == ToolRun(
                        status: 2, output: "", error: "error: \(d): is a folder, not a file; give the path of a PNG file\n"))
            #expect(
                runTool(["diff", good, "\(d)/wide.png"])
                    == ToolRun(
                        status: 2, output: "",
                        error:
                            "error: images differ in size: \(good) is 4x4 but \(d)/wide.png is 5x4; only images of the same size can be compared\n"
                    ))
        }
    }

    @available(macOS 15, *)
    @Test("usage errors")
    func usage() {
        let a = fixture("text-shift-a.png")
        let hint = "hint: see 'buttoncheck diff --help'\n"
        for value in ["2", "-0.1", "abc", "nan", "inf", ""] {
            #expect(
                runTool(["diff", a, a, "--threshold", value])
                    == ToolRun(
                        status: 2, output: "",
                        error: "error: invalid value '\(value)' for '--threshold'; expected a number from 0 to 1\n" + hint))
        }
        #expect(
            runTool(["diff", a, a, "--threshold=1.5"])
                == ToolRun(
                    status: 2, output: "", error: "error: invalid value '1.5' for '--threshold'; expected a number from 0 to 1\n" + hint))
        #expect(runTool(["diff", a]) == ToolRun(status: 2, output: "", error: "error: missing A.png B.png for 'diff'\n" + hint))
        #expect(
            runTool(["diff", a, a, a]) == ToolRun(status: 2, output: "", error: "error: unexpected argument '\(a)' for 'diff'\n" + hint))
        #expect(
            runTool(["diff", a, a, "--threshold"])
                == ToolRun(
                    status: 2, output: "", error: "error: option '--threshold' needs a value (T)\n" + hint))
        #expect(
            runTool(["diff", a, a, "--include-aa=yes"])
                == ToolRun(
                    status: 2, output: "", error: "error: option '--include-aa' takes no value\n" + hint))
    }
}
