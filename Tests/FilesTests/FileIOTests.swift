import Files
import Foundation
import Testing

/// The one reader and atomic writer every stage uses (PNG files, goldens, the manifest, reports).
@Suite struct FileIOTests {
    static func temporaryFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "files-tests-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func writesAtomicallyAndReadsBack() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileIO.writeAtomically(Array("first".utf8), to: folder + "/a.txt")
        try FileIO.writeAtomically(Array("second".utf8), to: folder + "/a.txt")
        #expect(try FileIO.readAll(folder + "/a.txt", limit: 6) == Array("second".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["a.txt"])
    }

    /// A path checked before another library opens it: only a regular file passes, and nothing is opened
    /// (a FIFO would block its reader).
    @Test func checkRegularFileRefusesEverythingElseWithoutOpening() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileIO.writeAtomically([1], to: folder + "/a.ttf")
        try FileIO.checkRegularFile(folder + "/a.ttf")
        #expect(mkfifo(folder + "/pipe.ttf", 0o600) == 0)
        #expect(throws: FileError.notRegularFile(path: folder + "/pipe.ttf", kind: "a FIFO (named pipe)")) {
            try FileIO.checkRegularFile(folder + "/pipe.ttf")
        }
        #expect(throws: FileError.notRegularFile(path: "/dev/null", kind: "a character device")) {
            try FileIO.checkRegularFile("/dev/null")
        }
        #expect(throws: FileError.isDirectory(path: folder)) { try FileIO.checkRegularFile(folder) }
        #expect(throws: FileError.fileNotFound(path: folder + "/none.ttf")) { try FileIO.checkRegularFile(folder + "/none.ttf") }
        #expect(throws: FileError.fileNotFound(path: "")) { try FileIO.checkRegularFile("") }
    }

    @Test func errorsNameThePathTheOperationAndWhatToDo() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: FileError.directoryNotFound(path: folder + "/missing/a.txt")) {
            try FileIO.writeAtomically([1], to: folder + "/missing/a.txt")
        }
        #expect(throws: FileError.isDirectory(path: folder)) { try FileIO.writeAtomically([1], to: folder) }
        #expect(throws: FileError.fileNotFound(path: folder + "/none")) { try FileIO.readAll(folder + "/none", limit: 10) }
        #expect(
            FileError.directoryNotFound(path: "out/new/r.json").description
                == "out/new/r.json: cannot write: directory out/new does not exist; create it first")
        #expect(FileError.directoryNotFound(path: "out/new/r.json").reason == "directory out/new does not exist; create it first")
        #expect(
            FileError.permissionDenied(path: "a.png", operation: .write).description
                == "a.png: cannot write: permission denied in directory .; make it writable or choose another location")
        #expect(
            FileError.fileSystem(path: "", operation: .read, reason: "Input/output error").description
                == "(empty path): cannot read: Input/output error")
        #expect(FileError.fileNotFound(path: "x").description == "x: no such file; check the path")
        #expect(FileError.fileTooLarge(path: "x", limit: 10).description == "x: cannot read: the file is larger than 10 bytes")
    }
}
