import JSON

/// A validated, resolved spec: one screen or component, ready to be laid out.
package struct ScreenSpec: Sendable, Hashable {
    /// The spec file's path as given, and the name used for output paths (file name without `.json`).
    package let file: String
    package let slug: String
    package let name: String
    package let description: String?
    package let platform: Platform
    package let viewport: Viewport
    package let appearances: [Appearance]
    /// The display-setting combinations rendered, in the spec's order; `[.none]` by default.
    package let settings: [DisplaySettings]
    /// The sizes swept: the 12 Dynamic Type sizes, or for a web spec of format 2 the text zoom steps
    /// and the reflow width (`SizeCategory.webSizes`).
    package let sizes: [SizeCategory]
    /// The language the texts are written in and keys fall back to (`"sourceLanguage"`, a String
    /// Catalog's, or `en`); its renders keep the names a spec without locales has.
    package let sourceLanguage: RenderLocale
    /// The locales rendered, in the spec's order; `[sourceLanguage]` by default.
    package let locales: [RenderLocale]
    /// The view tree in each rendered locale other than the source language (`content` is the
    /// source language's): the same nodes, with texts in that locale.
    package let localizedContent: [RenderLocale: Node]
    package let backdrop: Backdrop
    /// Weight → font file (absolute paths). Empty: the default font (Inter).
    package let fonts: [Weight: String]
    /// Format 2's `"fallbackFonts"`: the font stack after `fonts`, each entry weight → font file
    /// (absolute paths); `[]` for none. `nil`: the default stack (Noto Sans Arabic, Hebrew, CJK and
    /// symbols, those installed).
    package let fallbackFonts: [[Weight: String]]?
    /// The spec's colour names; built-in parts take their semantic colours from it.
    package let palette: Palette
    package private(set) var content: Node
    package let suppressions: [Suppression]
    /// The rule ids the checker must find in this spec (the corpus is a regression suite).
    package let expect: [RuleID]
    /// Where the spec names each font file and its backdrop image, by resolved path (`SpecFileSource`).
    package var fileSources: [String: SpecFileSource] = [:]
    /// Format 3's named scenarios, in the order written (each resolved along its chain of bases); empty for none.
    package var scenarios: [Scenario] = []
    /// Where the spec's top-level object, and its `colors` object if it has one, start: a fix that gives an
    /// iOS colour name a value of the spec's own adds its entry there.
    package var rootLocation: SourceLocation?
    package var colorsLocation: SourceLocation?

    package init(
        file: String, slug: String, name: String, description: String? = nil, platform: Platform = .ios,
        viewport: Viewport, appearances: [Appearance] = [.light], settings: [DisplaySettings] = [.none],
        sizes: [SizeCategory] = SizeCategory.dynamicTypeSizes,
        sourceLanguage: RenderLocale = RenderLocale(identifier: "en")!, locales: [RenderLocale]? = nil,
        localizedContent: [RenderLocale: Node] = [:],
        backdrop: Backdrop = .default,
        fonts: [Weight: String] = [:], fallbackFonts: [[Weight: String]]? = nil, palette: Palette = .system, content: Node,
        suppressions: [Suppression] = [], expect: [RuleID] = []
    ) {
        self.file = file
        self.slug = slug
        self.name = name
        self.description = description
        self.platform = platform
        self.viewport = viewport
        self.appearances = appearances
        self.settings = settings
        self.sizes = sizes
        self.sourceLanguage = sourceLanguage
        self.locales = locales ?? [sourceLanguage]
        self.localizedContent = localizedContent
        self.backdrop = backdrop
        self.fonts = fonts
        self.fallbackFonts = fallbackFonts
        self.palette = palette
        self.content = content
        self.suppressions = suppressions
        self.expect = expect
    }

    /// The states rendered: idle, then each state some element declares, in RenderState order.
    package var states: [RenderState] { Self.states(of: content) }

    /// The states a view tree renders: idle, then each state some element declares, in RenderState order.
    package static func states(of content: Node) -> [RenderState] {
        var declared: Set<RenderState> = [.idle]
        for node in content.allNodes {
            if node.disabledState != nil { declared.insert(.disabled) }
            if case .button(let button) = node.kind { declared.formUnion(button.declaredStates) }
            if node.focusRing != nil { declared.insert(.focused) }
        }
        return RenderState.allCases.filter(declared.contains)
    }

    /// The situations rendered, in order: without scenarios, each of `states`; with scenarios, every
    /// scenario, after the built-in state a loading button of a scenario derived from one is compared
    /// with (its base, `idle` for `loading`), which is rendered for that comparison.
    package var situations: [(state: RenderState, scenario: String?)] {
        guard !scenarios.isEmpty else { return states.map { ($0, nil) } }
        let nodes = content.allNodes
        var bases: Set<RenderState> = []
        for scenario in scenarios where nodes.contains(where: scenario.isLoading) {
            if let base = RenderState(rawValue: scenario.base) { bases.insert(base == .loading ? .idle : base) }
        }
        return RenderState.allCases.filter(bases.contains).map { ($0, nil) } + scenarios.map { (.idle, $0.name) }
    }

    /// The scenario a render case names, if any.
    package func scenario(named name: String?) -> Scenario? {
        guard let name else { return nil }
        return scenarios.first { $0.name == name }
    }

    /// A render case's locale: nil (the source language) for the source language, else the locale.
    package func caseLocale(_ locale: RenderLocale) -> RenderLocale? {
        locale == sourceLanguage ? nil : locale
    }

    /// The spec as a viewport `width` CSS px wide shows it: its nodes' breakpoints that apply there folded
    /// into their properties (see `Node.atViewportWidth`).
    package func atViewportWidth(_ width: Double) -> ScreenSpec {
        var copy = self
        copy.content = content.atViewportWidth(width)
        return copy
    }

    /// The locale a render case's texts are in (its `locale`, or the source language for nil).
    package func textLocale(_ locale: RenderLocale?) -> RenderLocale {
        locale ?? sourceLanguage
    }

    /// The spec with its view tree in `locale` (nil, or a locale it has no texts for: itself).
    package func localized(_ locale: RenderLocale?) -> ScreenSpec {
        guard let locale, let tree = localizedContent[locale] else { return self }
        var copy = self
        copy.content = tree
        return copy
    }

    /// The spec's sizes that `asked` selects (`--size`), in sweep order: each asked size the spec sweeps,
    /// and for an asked text size of the other family (a Dynamic Type size of a web spec of format 2, a
    /// text zoom step of any other) the spec's text size whose body text is nearest to it (`large` is
    /// `zoom100`, `AX5` is `zoom200`). The reflow width is selected only by name.
    package func sizes(selectedBy asked: [SizeCategory]) -> [SizeCategory] {
        let textSizes = sizes.filter { $0.viewportWidth == nil }
        func body(_ size: SizeCategory) -> Double { DynamicTypeTable.entry(.body, size).size }
        var selected = Set(asked.filter(sizes.contains))
        for size in asked where !sizes.contains(size) && size.viewportWidth == nil {
            if let nearest = textSizes.min(by: { abs(body($0) - body(size)) < abs(body($1) - body(size)) }) { selected.insert(nearest) }
        }
        return sizes.filter(selected.contains)
    }

    /// The node with an id, if any.
    package func node(withID id: String) -> Node? {
        content.allNodes.first { $0.id == id }
    }
}
