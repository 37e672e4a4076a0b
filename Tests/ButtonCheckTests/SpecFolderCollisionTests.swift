import ButtonCheck
import Testing

/// Issue 26 (10): specs whose folders are told apart on Linux but are one folder on macOS (APFS and HFS+
/// ignore case and Unicode normalisation) are refused like `a/form.json` and `b/form.json`.
@Suite struct SpecFolderCollisionTests {
    private func problem(_ files: [String]) -> String? {
        do {
            try Verification.requireDistinctFolders(files)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func namesThatDifferOnlyInCaseAreRefused() {
        #expect(
            problem(["specs/Form.json", "specs/form.json"])
                == "specs/Form.json and specs/form.json would share one output and golden folder on macOS, whose file system ignores case "
                + "and Unicode normalisation ('Form' and 'form' differ only in case); rename all but one of them")
    }

    @Test func namesThatDifferOnlyInUnicodeNormalisationAreRefused() {
        let composed = "specs/caf\u{E9}.json"
        let decomposed = "specs/cafe\u{301}.json"
        #expect(
            problem([composed, decomposed])
                == "\(decomposed) and \(composed) would share one output and golden folder on macOS, whose file system ignores case "
                + "and Unicode normalisation ('cafe\u{301}' is written in two Unicode normalisation forms); rename all but one of them")
    }

    @Test func theSameFileTwiceAndDistinctNamesAreAccepted() {
        #expect(problem(["specs/form.json", "specs/form.json", "specs/forms.json", "specs/caf\u{E9}.json", "specs/cafe.json"]) == nil)
        #expect(
            problem(["a/form.json", "b/form.json"])
                == "a/form.json and b/form.json would share the output and golden folder 'form' (a spec's folder is its file name without .json); rename all but one of them"
        )
    }
}
