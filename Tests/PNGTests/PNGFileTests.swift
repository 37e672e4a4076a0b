import Foundation
import Limits
import Pixels
import Testing
import Files
@testable import PNG

/// `PNG.read` and the atomic `PNG.write`: clear errors naming the path, and an existing file
/// is never damaged by a failed write.
@Suite("PNG files")
struct PNGFileTests {
    let image = Support.patternImage(width: 6, height: 4, seed: 7)
    let other = Support.patternImage(width: 3, height: 3, seed: 8)

    private func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    // MARK: Reading

    @Test("read: missing file")
    func readMissing() throws {
        let directory = try Support.temporaryDirectory()
        defer { Support.remove(directory) }
        let path = directory + "/nope.png"
        #expect(throws: PNGError.file(.fileNotFound(path: path))) { try PNG.read(contentsOf: path) }
        #expect(
            PNGError.file(.fileNotFound(path: "goldens/a.png")).description
                == "goldens/a.png: no such file; check the path")
    }

    @Test("read: a directory")
    func readDirectory() throws {
        let directory = try Support.temporaryDirectory()
        defer { Support.remove(directory) }
        #expect(throws: PNGError.file(.isDirectory(path: directory))) { try PNG.read(contentsOf: directory) }
        #expect(
            PNGError.file(.isDirectory(path: "goldens")).description
                == "goldens: is a folder, not a file; give the path of a PNG file")
    }

    @Test("read: a FIFO is refused at once, without waiting for a writer (issue 12, item 9)")
    func readFIFO() throws {
        let directory = try Support.temporaryDirectory()
        defer { Support.remove(directory) }
        let path = directory + "/pipe.png"
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: PNGError.file(.notRegularFile(path: path, kind: "a FIFO (named pipe)"))) { try PNG.read(contentsOf: path) }
        #expect(
            PNGError.file(.notRegularFile(path: "in.png", kind: "a FIFO (named pipe)")).description
                == "in.png: is a FIFO (named pipe), not a regular file; give the path of a PNG file")
    }

    @Test("read: /dev/zero is refused before a byte is read (it never ends)")
    func readDevZero() throws {
        #expect(throws: PNGError.file(.notRegularFile(path: "/dev/zero", kind: "a character device"))) {
            try PNG.read(contentsOf: "/dev/zero")
        }
        #expect(
            PNGError.file(.notRegularFile(path: "/dev/zero", kind: "a character device")).description
                == "/dev/zero: is a character device, not a regular file; give the path of a PNG file")
    }

    @Test("read: a file over the byte limit is refused; one at the limit is read")
    func readOverByteLimit() throws {
        let directory = try Support.temporaryDirectory()
        defer { Support.remove(directory) }
        let path = directory + "/big.png"
        try Data(repeating: 7, count: 100_001).write(to: URL(fileURLWithPath: path))
        #expect(throws: FileError.fileTooLarge(path: path, limit: 100_000)) { try FileIO.readAll(path, limit: 100_000) }
        #expect(try FileIO.readAll(path, limit: 100_001).count == 100_001)
        #expect(
            PNGError.file(.fileTooLarge(path: "a.png", limit: 64 << 20)).description
                == "a.png: cannot read: the file is larger than 64 MiB, the limit for an image")
        // The default limit is the one in `Limits`.
        #expect(Limits.maximumImageBytes == 64 << 20)
    }

    @Test("read: permission denied", .enabled(if: !Support.isRoot, "root can read anything"))
    func readPermissionDenied() throws {
        let directory = try Support.temporaryDirectory()
        defer { Support.remove(directory) }
        let path = directory + "/locked.png"
        try PNG.write(image, to: path)
        chmod(path, 0)
        #expect(throws: PNGError.file(.permissionDenied(path: path, operation: .read))) {
            try PNG.read(contentsOf: path)
        }
    }

    @Test("read: permission denied message")
    func readPermissionMessage() {
        #expect(
            PNGError.file(.permissionDenied(path: "goldens/a.png", operation: .read)).description
                == "goldens/a.png: cannot read: permission denied; check the file's permissions")
    }

    @Test("read: a file used as a directory")
    func readThroughFile() throws {
        let directory = try Support.temporaryDirectory()
        defer { Support.remove(directory) }
        try PNG.write(image, to: directory + "/a.png")
        let path = directory + "/a.png/b.png"
        #expect(
            throws: PNGError.file(
                .fileSystem(
                    path: path, operation: .read,
                    reason: "a part of the directory path is a file, not a directory; fix the path"))
        ) {
            try PNG.read(contentsOf: path)
        }
    }

    @Test("read: a corrupt file names the path")
    func readCorrupt() throws {
        let directory = try Support.temporaryDirectory()
        defer { Support.remove(directory) }
        let path = directory + "/bad.png"
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: PNGError.notPNG(source: path)) { try PNG.read(contentsOf: path) }
        let empty = directory + "/empty.png"
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        #expect(throws: PNGError.empty(source: empty)) { try PNG.read(contentsOf: empty) }
    }

    @Test("read: a fixture from disk")
    func readFixture() throws {
        let path = Support.fixtures.appendingPathComponent("rgba-8.png").path
        #expect(try PNG.read(contentsOf: path) == PNG.decode(Support.fixture("rgba-8.png")))
    }

    // MARK: Writing

    @Test("write replaces an existing file, keeps its permission bits, leaves no temp file")
    func writeReplaces() throws {
        let directory = try Support.temporaryDirectory()
        defer { Support.remove(directory) }
        let path = directory + "/out.png"
        try PNG.write(other, to: path)
        chmod(path, 0o640)
        try PNG.write(image, to: path)
        #expect(try PNG.read(contentsOf: path) == image)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        #expect(Support.contents(ofDirectory: directory) == ["out.png"])
    }

    @Test("write: the target is a directory; nothing inside it changes")
    func writeOverDirectory() throws {
        let directory = try Support.temporaryDirectory()
        defer { Support.remove(directory) }
        let target = directory + "/golden.png"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        #expect(throws: PNGError.file(.isDirectory(path: target))) { try PNG.write(image, to: target) }
        #expect(Support.contents(ofDirectory: directory) == ["golden.png"])
        #expect(Support.contents(ofDirectory: target) == [])
    }

    @Test("write: the directory does not exist")
    func writeMissingDirectory() throws {
        let directory = try Support.temporaryDirectory()
        defer { Support.remove(directory) }
        let path = directory + "/missing/out.png"
        #expect(throws: PNGError.file(.directoryNotFound(path: path))) { try PNG.write(image, to: path) }
        #expect(
            PNGError.file(.directoryNotFound(path: "goldens/new/a.png")).description
                == "goldens/new/a.png: cannot write: directory goldens/new does not exist; create it first")
        #expect(
            PNGError.file(.directoryNotFound(path: "a.png")).description
                == "a.png: cannot write: directory . does not exist; create it first")
    }

    @Test("write: a path component is a file")
    func writeThroughFile() throws {
        let directory = try Support.temporaryDirectory()
        defer { Support.remove(directory) }
        try PNG.write(image, to: directory + "/a.png")
        let path = directory + "/a.png/b.png"
        #expect(
            throws: PNGError.file(
                .fileSystem(
                    path: path, operation: .write,
                    reason: "a part of the directory path is a file, not a directory; fix the path"))
        ) {
            try PNG.write(image, to: path)
        }
    }

    @Test(
        "write into an unwritable directory fails and leaves the old file byte-identical",
        .enabled(if: !Support.isRoot, "root can write anywhere"))
    func writeUnwritableDirectory() throws {
        let directory = try Support.temporaryDirectory()
        defer { Support.remove(directory) }
        let path = directory + "/out.png"
        try PNG.write(other, to: path)
        let before = try bytes(path)
        chmod(directory, 0o555)
        #expect(throws: PNGError.file(.permissionDenied(path: path, operation: .write))) {
            try PNG.write(image, to: path)
        }
        chmod(directory, 0o755)
        #expect(try bytes(path) == before)
        #expect(Support.contents(ofDirectory: directory) == ["out.png"])
    }

    @Test("write: permission message names the directory and what to do")
    func writePermissionMessage() {
        #expect(
            PNGError.file(.permissionDenied(path: "goldens/a.png", operation: .write)).description
                == "goldens/a.png: cannot write: permission denied in directory goldens; "
                + "make it writable or choose another location")
    }

    @Test("a failure after the temporary file was written removes it and keeps the old file")
    func failedRename() throws {
        let directory = try Support.temporaryDirectory()
        defer { Support.remove(directory) }
        let path = directory + "/out.png"
        try PNG.write(other, to: path)
        let before = try bytes(path)
        var temporaryName = ""
        #expect(
            throws: FileError.fileSystem(
                path: path, operation: .write, reason: String(cString: strerror(EXDEV)))
        ) {
            try FileIO.writeAtomically(try PNG.encode(image), to: path) { from, _ in
                temporaryName = from
                errno = EXDEV
                return -1
            }
        }
        // The temporary file sat next to the target, hidden, with pid and random parts.
        let name = URL(fileURLWithPath: temporaryName).lastPathComponent
        #expect(name.hasPrefix(".out.png.\(getpid())."))
        #expect(name.hasSuffix(".tmp"))
        #expect(
            URL(fileURLWithPath: temporaryName).deletingLastPathComponent().path
                == URL(fileURLWithPath: directory).path)
        #expect(try bytes(path) == before)
        #expect(Support.contents(ofDirectory: directory) == ["out.png"])
    }

    @Test("concurrent writes to one path leave one complete file and no temporary files")
    func concurrentWrites() async throws {
        let directory = try Support.temporaryDirectory()
        defer { Support.remove(directory) }
        let path = directory + "/race.png"
        let images = (0..<8).map { Support.patternImage(width: 5 + $0, height: 4, seed: UInt64($0)) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for image in images {
                group.addTask { try PNG.write(image, to: path) }
            }
            try await group.waitForAll()
        }
        #expect(images.contains(try PNG.read(contentsOf: path)))
        #expect(Support.contents(ofDirectory: directory) == ["race.png"])
    }

    @Test("write rejects an empty path and a path ending in /")
    func writeBadPaths() throws {
        #expect(throws: PNGError.file(.fileSystem(path: "", operation: .write, reason: "no file name given"))) {
            try PNG.write(image, to: "")
        }
        #expect(
            PNGError.file(.fileSystem(path: "", operation: .write, reason: "no file name given")).description
                == "(empty path): cannot write: no file name given")
        #expect(throws: PNGError.file(.fileNotFound(path: ""))) { try PNG.read(contentsOf: "") }
        let directory = try Support.temporaryDirectory()
        defer { Support.remove(directory) }
        #expect(throws: PNGError.file(.isDirectory(path: directory + "/new/"))) {
            try PNG.write(image, to: directory + "/new/")
        }
    }

    @Test("encoding errors come before any file is touched")
    func encodeErrorFirst() throws {
        let directory = try Support.temporaryDirectory()
        defer { Support.remove(directory) }
        let path = directory + "/out.png"
        try PNG.write(other, to: path)
        let before = try bytes(path)
        #expect(throws: PNGError.self) { try PNG.write(RGBAImage(width: 0, height: 0), to: path) }
        #expect(try bytes(path) == before)
        #expect(Support.contents(ofDirectory: directory) == ["out.png"])
    }
}
