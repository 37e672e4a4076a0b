import Foundation
import Testing
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 26, item 2: outputs written to a FIFO or a device stay in place, never renamed over; a
/// symbolic link is written through to its file.
@Suite struct SpecialOutputTests {
    static let clean = CheckCommandTests.clean

    /// A device number (Linux's encoding, for major < 4096 and minor < 256).
    static func device(_ major: UInt64, _ minor: UInt64) -> dev_t { dev_t(major << 8 | minor) }

    /// Whether this process may make device nodes (root, outside a restricted container): the device
    /// tests make their own `/dev/null` and `/dev/full` in a temporary folder, never touching the real ones.
    static let canMakeDevices: Bool = {
        let probe = NSTemporaryDirectory() + "mknod-probe-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        defer { unlink(probe) }
        return mknod(probe, S_IFCHR | 0o600, Self.device(1, 3)) == 0
    }()

    private static func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    private static func device(_ path: String) -> dev_t? {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR ? info.st_rdev : nil
    }

    /// `--report json:FIFO`, as `--report json:/dev/stdout` into a pipe: the report goes to the reader
    /// and the FIFO stays.
    @available(macOS 15, *)
    @Test func aReportToAFIFOReachesItsReaderAndTheFIFOStays() throws {
        try withSpecDirectory(["clean.json": Self.clean]) { (directory: String) throws in
            let fifo = directory + "/report.fifo"
            #expect(mkfifo(fifo, 0o600) == 0)
            // The reader is open before the run (a small report fits in the pipe's buffer).
            let reader = open(fifo, O_RDONLY | O_NONBLOCK)
            #expect(reader >= 0)
            defer { close(reader) }
            let run = runTool(["check", directory + "/clean.json", "--size", "large", "--format", "json", "--report", "json:" + fifo])
            #expect(run.status == 0, "\(run)")
            #expect(run.error.hasPrefix("wrote the json report to \(fifo)\n"), "\(run.error)")
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = read(reader, &buffer, buffer.count)
                if count <= 0 { break }
                received += buffer[0..<count]
            }
            #expect(String(decoding: received, as: UTF8.self) == run.output)
            #expect(Self.kind(fifo) == S_IFIFO)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["clean.json", "report.fifo"])
        }
    }

    /// A FIFO nobody reads is an error at once (the run would otherwise wait for a reader forever).
    @available(macOS 15, *)
    @Test func aFIFOWithoutAReaderIsAnErrorAtOnce() throws {
        try withSpecDirectory(["clean.json": Self.clean]) { (directory: String) throws in
            let fifo = directory + "/report.fifo"
            #expect(mkfifo(fifo, 0o600) == 0)
            let run = runTool(["check", directory + "/clean.json", "--size", "large", "--report", "json:" + fifo])
            #expect(run.status == 2)
            #expect(
                run.error == "error: cannot write \(fifo): no process is reading the FIFO (named pipe); start its reader first\n",
                "\(run.error)")
            #expect(Self.kind(fifo) == S_IFIFO)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["clean.json", "report.fifo"])
        }
    }

    /// A character device (a `/dev/null` and a `/dev/full` made here) is written in place: the node stays
    /// the device it was, and a device that refuses the bytes is a clear error.

    /// A character device (a `/dev/null` and a `/dev/full` made here) is written in place: the node stays
    /// the device it was, and a device that refuses the bytes is a clear error.
    @available(macOS 15, *)
    @Test(.enabled(if: canMakeDevices, "needs permission to make device nodes (mknod)"))
    func aDeviceIsWrittenInPlaceNeverReplaced() throws {
        try withSpecDirectory(["a.png": "", "clean.json": Self.clean]) { (directory: String) throws in
            let null = directory + "/null"
            let full = directory + "/full"
            #expect(mknod(null, S_IFCHR | 0o666, Self.device(1, 3)) == 0)
            #expect(mknod(full, S_IFCHR | 0o666, Self.device(1, 7)) == 0)
            let run = runTool(["check", directory + "/clean.json", "--size", "large", "--report", "junit:" + null])
            #expect(run.status == 0, "\(run)")
            #expect(Self.device(null) == Self.device(1, 3))
            let refused = runTool(["check", directory + "/clean.json", "--size", "large", "--report", "json:" + full])
            #expect(refused.status == 2)
            #expect(
                refused.error == "error: cannot write \(full): No space left on device; free some space and retry\n", "\(refused.error)")
            #expect(Self.device(full) == Self.device(1, 7))
            let image = TinyPNG.encode(width: 2, height: 2, fill: [255, 255, 255, 255], except: [[0, 0]: [0, 0, 0, 255]])
            try image.write(to: URL(fileURLWithPath: directory + "/a.png"))
            try TinyPNG.encode(width: 2, height: 2, fill: [255, 255, 255, 255]).write(to: URL(fileURLWithPath: directory + "/b.png"))
            let diff = runTool(["diff", directory + "/a.png", directory + "/b.png", "--out", full])
            #expect(diff.status == 2)
            #expect(diff.error == "error: \(full): cannot write: No space left on device; free some space and retry\n", "\(diff.error)")
            #expect(Self.device(full) == Self.device(1, 7))
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["a.png", "b.png", "clean.json", "full", "null"])
        }
    }

    /// A report to a symbolic link replaces the file it points at (atomically, next to it); the link stays.

    /// A report to a symbolic link replaces the file it points at (atomically, next to it); the link stays.
    @available(macOS 15, *)
    @Test func aReportToASymbolicLinkIsWrittenThroughIt() throws {
        try withSpecDirectory(["clean.json": Self.clean, "out/report.json": "old"]) { (directory: String) throws in
            let link = directory + "/latest.json"
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "out/report.json")
            let run = runTool(["check", directory + "/clean.json", "--size", "large", "--format", "json", "--report", "json:" + link])
            #expect(run.status == 0, "\(run)")
            #expect(Self.kind(link) == S_IFLNK)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "out/report.json")
            #expect(try String(contentsOfFile: directory + "/out/report.json", encoding: .utf8) == run.output)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/out") == ["report.json"])
        }
    }

    /// `diff a.png b.png --out a.png` replaced its own input; any path to an input is refused.
}
