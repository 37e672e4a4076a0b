import Files
import Foundation
import Testing
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 26, item 2: every output was a temporary file renamed over its target, also when the target was
/// a device, a FIFO or a symbolic link (as root, `diff … --out /dev/full` replaced the system's /dev/full).
/// FIFOs and character devices are written in place, a symbolic link is written through to its file
/// (atomically, next to that file), and anything else that is not a regular file is refused.
@Suite struct SpecialTargetTests {
    /// A device number (Linux's encoding, for major < 4096 and minor < 256).
    static func device(_ major: UInt64, _ minor: UInt64) -> dev_t { dev_t(major << 8 | minor) }

    /// Whether this process may make device nodes; the device tests make theirs in a temporary folder
    /// (the real /dev/null and /dev/full are never written).
    static let canMakeDevices: Bool = {
        let probe = NSTemporaryDirectory() + "mknod-probe-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        defer { unlink(probe) }
        return mknod(probe, S_IFCHR | 0o600, Self.device(1, 3)) == 0
    }()

    private static func status(_ path: String) -> stat? {
        var info = stat()
        return lstat(path, &info) == 0 ? info : nil
    }

    private func names(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test func aFIFOIsWrittenInPlaceWhenSomeoneReadsIt() throws {
        let folder = try FileIOTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/out.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        try FileIO.writeAtomically(Array("report".utf8), to: fifo)
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(reader, &buffer, buffer.count)
        #expect(count == 6 && Array(buffer.prefix(6)) == Array("report".utf8))
        #expect(Self.status(fifo).map { $0.st_mode & S_IFMT } == S_IFIFO)
        #expect(try names(folder) == ["out.fifo"])
    }

    @Test func aFIFOWithoutAReaderIsRefusedAtOnce() throws {
        let folder = try FileIOTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/out.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(
            throws: FileError.fileSystem(
                path: fifo, operation: .write, reason: "no process is reading the FIFO (named pipe); start its reader first")
        ) {
            try FileIO.writeAtomically([1], to: fifo)
        }
        #expect(Self.status(fifo).map { $0.st_mode & S_IFMT } == S_IFIFO)
        #expect(try names(folder) == ["out.fifo"])
    }

    @Test(.enabled(if: canMakeDevices, "needs permission to make device nodes (mknod)"))
    func aCharacterDeviceIsWrittenInPlaceAndABlockDeviceRefused() throws {
        let folder = try FileIOTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let null = folder + "/null"
        let full = folder + "/full"
        let disk = folder + "/disk"
        #expect(mknod(null, S_IFCHR | 0o666, Self.device(1, 3)) == 0)
        #expect(mknod(full, S_IFCHR | 0o666, Self.device(1, 7)) == 0)
        #expect(mknod(disk, S_IFBLK | 0o600, Self.device(7, 200)) == 0)
        try FileIO.writeAtomically(Array("report".utf8), to: null)
        #expect(Self.status(null).map { ($0.st_mode & S_IFMT, $0.st_rdev) } ?? (0, 0) == (S_IFCHR, Self.device(1, 3)))
        #expect(throws: FileError.fileSystem(path: full, operation: .write, reason: "No space left on device; free some space and retry")) {
            try FileIO.writeAtomically([1], to: full)
        }
        #expect(Self.status(full).map { ($0.st_mode & S_IFMT, $0.st_rdev) } ?? (0, 0) == (S_IFCHR, Self.device(1, 7)))
        #expect(throws: FileError.notRegularFile(path: disk, kind: "a block device")) { try FileIO.writeAtomically([1], to: disk) }
        #expect(Self.status(disk).map { $0.st_mode & S_IFMT } == S_IFBLK)
        #expect(try names(folder) == ["disk", "full", "null"])
    }

    /// Through a link (also one whose file does not exist yet) the file it names is replaced atomically,
    /// next to it; the link stays as it was.
    @Test func aSymbolicLinkIsWrittenThrough() throws {
        let folder = try FileIOTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        try FileIO.writeAtomically(Array("old".utf8), to: folder + "/real/report.json")
        #expect(symlink("real/report.json", folder + "/latest.json") == 0)
        #expect(symlink("latest.json", folder + "/chain.json") == 0)
        #expect(symlink("real/new.json", folder + "/dangling.json") == 0)
        try FileIO.writeAtomically(Array("new".utf8), to: folder + "/chain.json")
        try FileIO.writeAtomically(Array("first".utf8), to: folder + "/dangling.json")
        #expect(try FileIO.readAll(folder + "/real/report.json", limit: 10) == Array("new".utf8))
        #expect(try FileIO.readAll(folder + "/real/new.json", limit: 10) == Array("first".utf8))
        for (link, target) in [("latest.json", "real/report.json"), ("chain.json", "latest.json"), ("dangling.json", "real/new.json")] {
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + link) == target)
        }
        #expect(try names(folder) == ["chain.json", "dangling.json", "latest.json", "real"])
        #expect(try names(folder + "/real") == ["new.json", "report.json"])
    }

    /// `--report json:/dev/stdout > out.txt`: /dev/stdout is a link to /proc/self/fd/1, which reaches the
    /// regular file the shell opened. It was renamed over, so what the run had printed before (the text
    /// report) was lost and what it printed after went to a file no longer in the folder. It is written
    /// through the process's own descriptor, after what is there, and the file stays the same file.
    @Test func aFileBehindTheProcesssOwnDescriptorIsWrittenThroughIt() throws {
        let folder = try FileIOTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/out.txt"
        let fd = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        try #require(fd >= 0)
        defer { close(fd) }
        #expect(write(fd, "text report\n", 12) == 12)
        let before = try #require(Self.status(file))
        for path in ["/proc/self/fd/\(fd)", "/dev/fd/\(fd)"] {
            #expect(try FileIO.writeTarget(for: path) == .descriptor(fd))
        }
        try FileIO.writeAtomically(Array("{}\n".utf8), to: "/dev/fd/\(fd)")
        #expect(write(fd, "done\n", 5) == 5)
        #expect(try FileIO.readAll(file, limit: 100) == Array("text report\n{}\ndone\n".utf8))
        let after = try #require(Self.status(file))
        #expect(after.st_ino == before.st_ino)
        #expect(try names(folder) == ["out.txt"])
    }
}
