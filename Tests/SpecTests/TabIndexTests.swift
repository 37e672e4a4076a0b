import Spec
import Testing

/// `tabIndex` and `focusRing` (format 2, web: HTML's tabindex and a `:focus-visible` outline) on focusable
/// controls: what `focus.order` and `focus.visible-contrast` read.
@Suite struct TabIndexTests {
    @Test func tabIndexIsForWebSpecsOfFormat2AndInRange() {
        let button = #"{"type": "button", "id": "go", "title": "Go", "tabIndex": 40000}"#
        #expect(
            DescribedByTests.lines(DescribedByTests.json([button])) == [
                #"d.json:2:59: error: 40000 is out of range; expected a whole number from -1 to 32767 (at $.content.children[0].tabIndex)"#
            ])
        #expect(
            DescribedByTests.lines(DescribedByTests.json([button.replacingOccurrences(of: "40000", with: "1")], platform: "ios")) == [
                #"d.json:2:59: error: "tabIndex" is HTML's tabindex, for web specs ("platform": "web"); on iOS focus follows the reading order (at $.content.children[0].tabIndex)"#
            ])
        #expect(
            DescribedByTests.lines(DescribedByTests.json([button.replacingOccurrences(of: "40000", with: "1")], version: 1)) == [
                #"d.json:2:47: error: "tabIndex" in a button needs spec format version 2; set "version": 2 at the top of the spec (at $.content.children[0].tabIndex)"#
            ])
    }

    @Test func focusRingIsForWebSpecsOfFormat2AndChecked() {
        let button = #"{"type": "button", "id": "go", "title": "Go", "focusRing": {"width": 30, "offset": -1, "colour": "red"}}"#
        #expect(
            DescribedByTests.lines(DescribedByTests.json([button])) == [
                #"d.json:2:70: error: 30 is out of range; expected a number from 0.5 to 20 (at $.content.children[0].focusRing.width)"#,
                #"d.json:2:84: error: -1 is out of range; expected a number from 0 to 20 (at $.content.children[0].focusRing.offset)"#,
                #"d.json:2:88: error: unknown key "colour" in focusRing (did you mean "color"?) (at $.content.children[0].focusRing.colour)"#,
            ])
        #expect(
            DescribedByTests.lines(
                DescribedByTests.json([#"{"type": "button", "id": "go", "title": "Go", "focusRing": {}}"#], platform: "ios")) == [
                    #"d.json:2:60: error: "focusRing" is the web's :focus-visible outline, for web specs ("platform": "web") (at $.content.children[0].focusRing)"#
                ])
    }
}
