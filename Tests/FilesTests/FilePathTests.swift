import Files
import Foundation
import Testing

/// Paths split as text (issue 26, item 5: Foundation's NSString.deletingLastPathComponent traps on a
/// one-character relative path), and when two paths name one file (item 7).
@Suite struct FilePathTests {
    @Test func splitsLikeNSStringWithoutTrapping() {
        let cases: [(String, String, String)] = [
            ("g", "", "g"), ("g/", "", "g"), ("ab", "", "ab"), ("a/b/c", "a/b", "c"), ("a/b/", "a", "b"), ("a//b", "a", "b"),
            ("/a", "/", "a"), ("/", "/", "/"), ("//", "/", "/"), ("./g", ".", "g"), ("../ab", "..", "ab"), ("", "", ""),
        ]
        for (path, folder, name) in cases {
            #expect(FilePath.deletingLastComponent(path) == folder, "\(path)")
            #expect(FilePath.lastComponent(path) == name, "\(path)")
        }
        #expect(FilePath.folder(of: "g") == "." && FilePath.folder(of: "out/r.json") == "out")
    }

    @Test func theSameFileByAnyPath() throws {
        let folder = try FileIOTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileIO.writeAtomically([1], to: folder + "/a.png")
        #expect(link(folder + "/a.png", folder + "/hard.png") == 0)
        #expect(symlink("a.png", folder + "/soft.png") == 0)
        try FileIO.writeAtomically([1], to: folder + "/b.png")
        for other in ["/a.png", "/./a.png", "/hard.png", "/soft.png"] {
            #expect(FilePath.sameFile(folder + "/a.png", folder + other), "\(other)")
        }
        #expect(!FilePath.sameFile(folder + "/a.png", folder + "/b.png"))
        // Not there yet: the same path once `.`, `..` and repeated slashes are resolved.
        #expect(FilePath.sameFile(folder + "/new.json", folder + "//sub/../new.json"))
        #expect(!FilePath.sameFile(folder + "/new.json", folder + "/a.png"))
        #expect(!FilePath.sameFile("/dev/null", "/dev/null"))
    }
}
