import Foundation
import FuzzTargets
import Testing

/// Every input kept under `Crashers/<target>/` (what scripts/fuzz found, and hand-made hostile inputs) replayed
/// in process through the same entry point as the libFuzzer executables: it must not crash, and must give the
/// outcome its `.expected` file names ("ok" or the error message).
@Suite struct CrasherReplayTests {
    @Test(arguments: KeptInput.all)
    func aKeptInputGivesItsExpectedOutcome(_ kept: KeptInput) throws {
        let expected = try #require(kept.expected(), "\(kept.testDescription) has no .expected file; write the outcome there")
        let outcome = kept.target.run(try kept.input())
        #expect(outcome.description == expected)
    }

    @Test(arguments: FuzzTarget.allCases)
    func everyTargetKeepsAtLeastOneHostileInput(_ target: FuzzTarget) {
        #expect(KeptInput.all.contains { $0.target == target }, "Crashers/\(target.rawValue)/ has no input to replay")
    }

    @Test func everyCrashersFolderIsATarget() {
        #expect(KeptInput.folders == FuzzTarget.allCases.map(\.rawValue).sorted())
    }

    @Test func everyExpectedFileBelongsToAnInput() throws {
        for target in FuzzTarget.allCases {
            let names = try FileManager.default.contentsOfDirectory(atPath: "\(KeptInput.folder)/\(target.rawValue)")
            for name in names where name.hasSuffix(".expected") {
                #expect(names.contains(String(name.dropLast(".expected".count))), "\(target.rawValue)/\(name) has no input")
            }
        }
    }
}
