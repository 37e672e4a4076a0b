import Spec
import Testing

/// One value names a render everywhere: its name in reports and test names, and its file under a
/// folder of renders, goldens or diffs.
@Suite struct RenderCaseTests {
    @Test func nameAndPathAreDerivedFromTheCase() {
        let item = RenderCase(appearance: .dark, size: .AX5, state: .invalidSubmit)
        #expect(item.name == "dark/AX5-invalidSubmit")
        #expect(item.path(spec: "checkout") == "checkout/dark/AX5-invalidSubmit.png")
        #expect(item.path(spec: "checkout", suffix: "diff.png") == "checkout/dark/AX5-invalidSubmit.diff.png")
    }

    @Test func aNameReadsBackAsItsCase() {
        let item = RenderCase(appearance: .light, size: .xxxLarge, state: .loading)
        #expect(RenderCase(name: item.name) == item)
        #expect(RenderCase(name: "light/huge-idle") == nil)
        #expect(RenderCase(name: "light-large-idle") == nil)
    }

    @Test func casesSortByAppearanceThenSizeThenState() {
        let cases = [RenderCase(appearance: .dark, size: .xSmall, state: .idle), RenderCase(appearance: .light, size: .AX1, state: .idle),
                     RenderCase(appearance: .light, size: .large, state: .disabled), RenderCase(appearance: .light, size: .large, state: .idle)]
        #expect(cases.sorted().map(\.name) == ["light/large-idle", "light/large-disabled", "light/AX1-idle", "dark/xSmall-idle"])
    }
}
