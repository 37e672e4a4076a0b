import Foundation
import Goldens
import JSON
import Spec
import Testing

/// A manifest is read without trusting it: every bad value is a located problem, never a trap,
/// an allocation or a silent default.
@Suite struct GoldenManifestTests {
    static let environment = #""environments": {"e": {"tool": "0.1.0", "freetype": "2.12.1", "harfbuzz": "6.0.0", "fonts": {}}}"#
    static let pixels = String(repeating: "0", count: 32)

    /// The problems a manifest text gives, as printed.
    private func problems(_ text: String) -> [String] {
        do {
            _ = try GoldenManifest.decode(Array(text.utf8), source: "m.json")
            return []
        } catch {
            guard case .invalidManifest(let path, let problems) = error else { return ["unexpected \(error)"] }
            #expect(path == "m.json")
            return problems.map(\.description)
        }
    }

    private func entry(_ fields: String) -> String {
        #"{"version": 1, "#.appending(Self.environment) + #", "goldens": {"s/light/large-idle.png": {"# + fields + "}}}"
    }

    @Test(arguments: [
        (#"{"version": 1, "scale": 1e9}"#, #"m.json:1:25: error: "scale" must be 1, 2 or 3, found 1000000000 (at $.scale)"#),
        (
            #"{"version": 1, "scale": 9223372036854775807}"#,
            #"m.json:1:25: error: "scale" is out of range: 9.223372036854776e+18 is more than 999,999,999,999,999 (at $.scale)"#
        ),
        (#"{"version": 1, "scale": 100}"#, #"m.json:1:25: error: "scale" must be 1, 2 or 3, found 100 (at $.scale)"#),
        (#"{"version": 1, "scale": 0}"#, #"m.json:1:25: error: "scale" must be 1, 2 or 3, found 0 (at $.scale)"#),
        (#"{"version": 1, "scale": -1}"#, #"m.json:1:25: error: "scale" must be 1, 2 or 3, found -1 (at $.scale)"#),
        (#"{"version": 1, "scale": 4}"#, #"m.json:1:25: error: "scale" must be 1, 2 or 3, found 4 (at $.scale)"#),
        (#"{"version": 1, "scale": 2.5}"#, #"m.json:1:25: error: "scale" must be a whole number, found 2.5 (at $.scale)"#),
        (#"{"version": 1, "scale": "2"}"#, #"m.json:1:25: error: "scale" must be a whole number, found a string (at $.scale)"#),
        (
            #"{"version": 2}"#,
            #"m.json:1:13: error: "version" must be 1, found 2; this manifest was written by another version of buttoncheck (at $.version)"#
        ),
        (#"{"scale": 1}"#, #"m.json:1:1: error: missing "version": 1 (at $)"#),
        (#"[1, 2]"#, #"m.json:1:1: error: the manifest must be an object, found an array (at $)"#),
        (
            #"{"version": 1,"#,
            #"m.json:1:15: error: unexpected end of file; expected a member name in double quotes (is the file truncated?) (at $)"#
        ),
        (
            #"{"version": 1, "golden": {}}"#,
            #"m.json:1:16: error: unknown key "golden" (did you mean "goldens"?); a manifest has "version", "scale", "environments" and "goldens" (at $.golden)"#
        ),
        (#"{"version": 1, "goldens": []}"#, #"m.json:1:27: error: "goldens" must be an object, found an array (at $.goldens)"#),
        (
            #"{"version": 1, "environments": {"e": {"tool": 1, "freetype": "", "harfbuzz": "", "fonts": {}}}}"#,
            #"m.json:1:47: error: "tool" must be a string, found a number (at $.environments.e.tool)"#
        ),
    ])
    func topLevelValuesAreChecked(text: String, expected: String) {
        #expect(problems(text) == [expected])
    }

    @Test func everyFieldOfAnEntryIsChecked() {
        let prefix = "m.json:1:"
        func one(_ fields: String) -> [String] {
            problems(entry(fields)).map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }
        }
        let path = "$.goldens['s/light/large-idle.png']"
        #expect(
            one(#""pixels": "\#(Self.pixels)", "width": 1e9, "height": 2, "environment": "e", "hash": "xxh3-128""#)
                == [#"208: error: "width" must be from 1 to 16384 pixels, found 1000000000 (at \#(path).width)"#])
        #expect(
            one(#""pixels": "\#(Self.pixels)", "width": 10000, "height": 10000, "environment": "e", "hash": "xxh3-128""#)
                == [#"152: error: 10000x10000 is more than 16777216 pixels, larger than any golden can be (at \#(path))"#])
        #expect(
            one(#""pixels": "\#(Self.pixels)", "width": 2, "height": "2", "environment": "e", "hash": "xxh3-128""#)
                == [#"221: error: "height" must be a whole number, found a string (at \#(path).height)"#])
        #expect(
            one(#""pixels": "\#(Self.pixels)", "width": 2, "height": 2, "environment": "e", "hash": "md5""#)
                == [#"252: error: unknown hash kind "md5"; allowed: "xxh3-128-rows", "xxh3-128" (at \#(path).hash)"#])
        #expect(
            one(#""pixels": "\#(Self.pixels)", "width": 2, "height": 2, "environment": "e", "hash": "xxh3-128-rows""#)
                == [])
        #expect(
            one(#""pixels": "XYZ", "width": 2, "height": 2, "environment": "e", "hash": "xxh3-128""#)
                == [#"163: error: "pixels" must be 32 lower-case hex digits (a xxh3-128 digest), found "XYZ" (at \#(path).pixels)"#])
        #expect(
            one(#""pixels": "\#(Self.pixels)", "width": 2, "height": 2, "environment": "f", "hash": "xxh3-128""#)
                == [#"239: error: environment "f" is not in "environments" (at \#(path).environment)"#])
        #expect(
            one(#""pixels": "\#(Self.pixels)", "width": 2"#)
                == [#"152: error: a golden's entry lacks "height", "environment" (at \#(path))"#])
        #expect(
            one(#""pixels": "\#(Self.pixels)", "width": 2, "height": 2, "environment": "e", "hash": "xxh3-128", "size": 3"#)
                == [
                    #"264: error: unknown key "size" in a golden's entry; it has "hash", "pixels", "file", "width", "height" and "environment" (at \#(path).size)"#
                ])
    }

    /// A manifest written before XXH3 (SHA-256 digests: no "hash" key, or "hash": "sha256") is not read:
    /// one error, at its first such entry, says to record the goldens again.
    @Test func aSHA256ManifestSaysToRecordEveryGoldenAgain() {
        let path = "$.goldens['s/light/large-idle.png']"
        let error =
            "m.json:1:152: error: this golden was recorded with SHA-256, which this buttoncheck no longer reads (nor any golden of "
            + "this manifest); record every golden again with --record all (at \(path))"
        let sha256 = String(repeating: "a", count: 64)
        #expect(problems(entry(#""pixels": "\#(sha256)", "width": 2, "height": 2, "environment": "e""#)) == [error])
        #expect(problems(entry(#""pixels": "\#(sha256)", "width": 2, "height": 2, "environment": "e", "hash": "sha256""#)) == [error])
        let old = #""pixels": "\#(sha256)", "width": 2, "height": 2, "environment": "e""#
        #expect(problems(entry(old + #"}, "s/dark/large-idle.png": {"# + old)) == [error])
    }

    @Test func aGoldenPathMustStayInsideTheFolder() {
        let text = #"{"version": 1, "#.appending(Self.environment) + #", "goldens": {"../../etc/x.png": {}}}"#
        #expect(
            problems(text) == [
                #"m.json:1:126: error: "../../etc/x.png" is not a golden's path inside the folder (<spec>/<appearance>/<size>-<state>.png) (at $.goldens['../../etc/x.png'])"#
            ])
    }

    @Test func everyProblemIsReportedAndTheErrorSaysWhatToDo() {
        #expect(
            problems(#"{"version": 1, "scale": 7, "goldens": 3}"#) == [
                #"m.json:1:25: error: "scale" must be 1, 2 or 3, found 7 (at $.scale)"#,
                #"m.json:1:39: error: "goldens" must be an object, found a number (at $.goldens)"#,
            ])
        let error = GoldenError.invalidManifest(
            path: "m.json",
            problems: [Diagnostic(file: "m.json", location: SourceLocation(line: 1, column: 25), path: "$.scale", message: "x")])
        #expect(
            error.lines == [
                "m.json:1:25: error: x (at $.scale)",
                "error: m.json: invalid golden manifest; fix the values above or restore the file from version control (or delete it and record every golden again with --record all)",
            ])
    }
}
