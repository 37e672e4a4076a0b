import Files
import Testing

/// `--exclude` globs as `.gitignore` users read them: on the path relative to the folder given.
@Suite struct PathGlobTests {
    @Test(arguments: [
        ("*.json", "a.json", true), ("*.json", "sub/deeper/a.json", true), ("*.json", "a.jsonc", false),
        ("drafts", "drafts/a.json", true), ("drafts", "sub/drafts/a.json", true), ("drafts", "drafts.json", false),
        ("drafts/**", "drafts/a.json", true), ("drafts/**", "drafts/x/y/a.json", true), ("drafts/**", "sub/drafts/a.json", false),
        ("**/old/*.json", "old/a.json", true), ("**/old/*.json", "x/y/old/a.json", true), ("**/old/*.json", "old/x/a.json", false),
        ("sub/*.json", "sub/a.json", true), ("sub/*.json", "sub/x/a.json", false), ("sub", "sub/a.json", true),
        ("sub/x", "sub/x/a.json", true), ("./sub/a.json", "sub/a.json", true), ("a?.json", "ab.json", true),
        ("a?.json", "a/.json", false), ("*wip*", "checkout-wip-2.json", true), ("**", "anything/at/all.json", true),
        ("x*y*z", "xaaybbz", true), ("x*y*z", "xaaybb", false),
    ])
    func matches(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(PathGlob(pattern).matches(path) == expected)
    }
}
