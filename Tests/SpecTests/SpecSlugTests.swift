import Spec
import Testing

/// A spec's slug names its folder under --out and --goldens: it must be one safe path component
/// (issue 12, item 4: `...json` gave "..", and its outputs went to the parent folder).
@Suite struct SpecSlugTests {
    static let valid = #"{"version": 1, "name": "X", "viewport": {"device": "iPhone 16"}, "content": {"type": "spacer"}}"#

    private func lines(file: String) -> [String] {
        do {
            let spec = try SpecLoader.load(bytes: Array(Self.valid.utf8), file: file, baseDirectory: "/nonexistent-buttoncheck-dir")
            return ["slug \(spec.slug)"]
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test(arguments: [
        ("specs/...json", #""..""#),
        ("specs/..json", #"".""#),
        ("specs/.json", #""""#),
        ("specs/a\\b.json", #""a\b""#),
        ("specs/tab\u{9}name.json", #""tab\tname""#),
    ])
    func unsafeFolderNamesAreRefused(file: String, shown: String) {
        #expect(
            lines(file: file) == [
                "\(file): error: the file name gives the output folder name \(shown), which is not a safe folder name (not empty, \".\" or \"..\", no \"/\", \"\\\" or control characters); rename the file"
            ])
    }

    @Test func ordinaryNamesKeepTheirSlug() {
        #expect(lines(file: "specs/....json") == ["slug ..."])
        #expect(lines(file: "specs/sign-in.v2.json") == ["slug sign-in.v2"])
        #expect(lines(file: "specs/.hidden.json") == ["slug .hidden"])
    }
}
