import FuzzTargets
import Testing

/// How one fuzz input becomes a spec and its files, or several reports.
@Suite struct FuzzInputPartsTests {
    @Test func anInputWithoutHeadersIsOnePart() {
        let parts = FuzzInputParts(Array("{\"version\": 2}\n".utf8))
        #expect(parts.first == Array("{\"version\": 2}\n".utf8))
        #expect(parts.files.isEmpty)
    }

    @Test func headerLinesStartTheNamedParts() {
        let parts = FuzzInputParts(Array("{}\n==> Terms.xcstrings <==\n{\"a\": 1}\n==> brand.tokens.json <==\n[]".utf8))
        #expect(parts.first == Array("{}".utf8))
        #expect(parts.files.map(\.name) == ["Terms.xcstrings", "brand.tokens.json"])
        #expect(parts.files.map(\.bytes) == [Array("{\"a\": 1}".utf8), Array("[]".utf8)])
    }

    @Test func aHeaderOnTheFirstLineLeavesTheFirstPartEmpty() {
        let parts = FuzzInputParts(Array("==> a <==\nx\n==> b <==\n".utf8))
        #expect(parts.first == [])
        #expect(parts.files.map(\.name) == ["a", "b"])
        #expect(parts.files.map(\.bytes) == [Array("x".utf8), []])
    }

    @Test func aBrokenHeaderIsContent() {
        let text = "{}\n==> <==\n==>a <==\nx ==> b <==\n"
        let parts = FuzzInputParts(Array(text.utf8))
        #expect(parts.first == Array(text.utf8))
        #expect(parts.files.isEmpty)
    }

    @Test func joinIsTheInverseOfSplitting() {
        let files: [(name: String, bytes: [UInt8])] = [("Terms.xcstrings", Array("{}".utf8)), ("r.json", Array("\n[1]\n".utf8))]
        let parts = FuzzInputParts(FuzzInputParts.join(Array("{\"version\": 2}".utf8), files))
        #expect(parts.first == Array("{\"version\": 2}".utf8))
        #expect(parts.files.map(\.name) == ["Terms.xcstrings", "r.json"])
        #expect(parts.files.map(\.bytes) == [Array("{}".utf8), Array("\n[1]\n".utf8)])
    }
}
