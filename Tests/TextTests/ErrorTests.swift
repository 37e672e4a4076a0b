import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Testing
import Text

@Suite struct ErrorTests {
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("TextTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func missingFontFile() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Missing-Regular.otf").path
        let error = #expect(throws: TextError.self) {
            _ = try TextEngine(fonts: FontSet(files: [.regular: path]))
        }
        #expect(error == .fontFileNotFound(path: path))
        #expect(
            error?.description
                == "font file not found: \(path) — install the Debian package fonts-inter (apt-get install fonts-inter) or name another font file in the spec's \"fonts\""
        )
    }

    @Test func missingInterDirectory() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Files open in weight order, so the thinnest missing one is reported.
        let error = #expect(throws: TextError.self) {
            _ = try TextEngine(fonts: .inter(directory: dir.path))
        }
        #expect(error == .fontFileNotFound(path: dir.path + "/Inter-Thin.otf"))
    }

    @Test func textFileIsNotAFont() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("notes.otf").path
        try "this is not a font\n".write(toFile: path, atomically: true, encoding: .utf8)
        let error = #expect(throws: TextError.self) {
            _ = try TextEngine(fonts: FontSet(files: [.regular: path]))
        }
        #expect(error?.description == "cannot load font file \(path): FreeType error 0x02 (unknown file format)")
    }

    @Test func emptyFileAndDirectory() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let empty = dir.appendingPathComponent("empty.ttf").path
        _ = FileManager.default.createFile(atPath: empty, contents: Data())
        #expect(throws: TextError.fontFileUnreadable(path: empty, reason: "FreeType error 0x02 (unknown file format)")) {
            _ = try TextEngine(fonts: FontSet(files: [.regular: empty]))
        }
        #expect(throws: TextError.fontFileUnreadable(path: dir.path, reason: "it is a directory")) {
            _ = try TextEngine(fonts: FontSet(files: [.bold: dir.path]))
        }
    }

    @Test func emptyFontSet() {
        let error = #expect(throws: TextError.self) { _ = try TextEngine(fonts: FontSet(files: [:])) }
        #expect(error == .noFonts)
        #expect(error?.description == "no font files given: name at least one font file in the spec's \"fonts\"")
    }

    /// A fallback face is opened only when a text needs it: a damaged fallback (an OpenType header and
    /// nothing after it) does not stop Latin text, and fails with its path the first time Arabic needs it.
    @Test func damagedFallbackFailsWhenFirstNeeded() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let damaged = dir.appendingPathComponent("Damaged-Regular.ttf").path
        _ = FileManager.default.createFile(atPath: damaged, contents: Data([0x00, 0x01, 0x00, 0x00, 0x00, 0x0C]))
        let engine = try TextEngine(stack: FontStack(primary: .inter(), fallbacks: [FontSet(files: [.regular: damaged])]))
        let latin = try engine.shape("Continue", weight: .regular, size: 17)
        #expect(latin.glyphs.count == 8 && latin.glyphs.allSatisfy { $0.font == 0 })
        #expect(throws: TextError.fontFileUnreadable(path: damaged, reason: "FreeType error 0x02 (unknown file format)")) {
            _ = try engine.shape("ادفع", weight: .regular, size: 17)
        }
    }

    /// A font path that is no regular file is refused when the engine is made, before anything is read:
    /// a FIFO would block the run forever waiting for a writer, a device would never end.
    @Test func fifoAndDeviceAreRefusedWithoutReading() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("Pipe-Regular.ttf").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let error = #expect(throws: TextError.self) {
            _ = try TextEngine(stack: FontStack(primary: .inter(), fallbacks: [FontSet(files: [.regular: fifo])]))
        }
        #expect(error?.description == "cannot load font file \(fifo): it is a FIFO (named pipe), not a regular file")
        #expect(throws: TextError.fontFileUnreadable(path: "/dev/zero", reason: "it is a character device, not a regular file")) {
            _ = try TextEngine(fonts: FontSet(files: [.regular: "/dev/zero"]))
        }
    }

    @Test func everyDescriptionIsOneLine() {
        let errors: [TextError] = [
            .fontFileNotFound(path: "/x.otf"), .fontFileUnreadable(path: "/x.otf", reason: "r"), .noFonts,
            .invalidArgument("m"), .freeType(path: "/x.otf", operation: "o", reason: "r"),
            .harfBuzz(path: "/x.otf", reason: "r"),
        ]
        for error in errors {
            #expect(!error.description.isEmpty && !error.description.contains("\n"))
        }
    }
}
