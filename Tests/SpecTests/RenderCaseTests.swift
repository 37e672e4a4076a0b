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

    @Test func theDefaultSettingsKeepTheirNameAndOthersAddAVariant() {
        let bold = RenderCase(appearance: .dark, settings: DisplaySettings([.boldText]), size: .AX3, state: .idle)
        #expect(bold.name == "dark+boldText/AX3-idle")
        #expect(bold.path(spec: "basket") == "basket/dark+boldText/AX3-idle.png")
        #expect(RenderCase(name: bold.name) == bold)
        #expect(RenderCase(appearance: .dark, settings: .none, size: .AX3, state: .idle).name == "dark/AX3-idle")
        #expect(RenderCase(name: "dark+/AX3-idle") == nil)
        #expect(RenderCase(name: "dark+bold/AX3-idle") == nil)
    }

    @Test func theDefaultSettingsSortFirst() {
        let bold = DisplaySettings([.boldText])
        let cases = [
            RenderCase(appearance: .light, settings: bold, size: .xSmall, state: .idle),
            RenderCase(appearance: .dark, size: .AX5, state: .idle),
        ]
        #expect(cases.sorted().map(\.name) == ["dark/AX5-idle", "light+boldText/xSmall-idle"])
    }

    @Test func casesSortByAppearanceThenSizeThenState() {
        let cases = [
            RenderCase(appearance: .dark, size: .xSmall, state: .idle), RenderCase(appearance: .light, size: .AX1, state: .idle),
            RenderCase(appearance: .light, size: .large, state: .disabled), RenderCase(appearance: .light, size: .large, state: .idle),
        ]
        #expect(cases.sorted().map(\.name) == ["light/large-idle", "light/large-disabled", "light/AX1-idle", "dark/xSmall-idle"])
    }
}
