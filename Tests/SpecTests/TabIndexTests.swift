import Spec
import Testing

/// `tabIndex` (format 2, web: HTML's tabindex) on focusable controls: what `focus.order` reads.
@Suite struct TabIndexTests {
    @Test func tabIndexIsForWebSpecsOfFormat2AndInRange() {
        let button = #"{"type": "button", "id": "go", "title": "Go", "tabIndex": 40000}"#
        #expect(DescribedByTests.lines(DescribedByTests.json([button])) == [
            #"d.json:2:59: error: 40000 is out of range; expected a whole number from -1 to 32767 (at $.content.children[0].tabIndex)"#,
        ])
        #expect(DescribedByTests.lines(DescribedByTests.json([button.replacingOccurrences(of: "40000", with: "1")], platform: "ios")) == [
            #"d.json:2:59: error: "tabIndex" is HTML's tabindex, for web specs ("platform": "web"); on iOS focus follows the reading order (at $.content.children[0].tabIndex)"#,
        ])
        #expect(DescribedByTests.lines(DescribedByTests.json([button.replacingOccurrences(of: "40000", with: "1")], version: 1)) == [
            #"d.json:2:47: error: "tabIndex" in a button needs spec format version 2; set "version": 2 at the top of the spec (at $.content.children[0].tabIndex)"#,
        ])
    }
}
