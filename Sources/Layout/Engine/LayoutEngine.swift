import Pixels
import Spec
import Text

/// Lays out a spec: a pure function of (spec, size category, state, appearance, display settings, locale, text measurer).
/// The result is immutable and positions everything in points from the content's top leading corner.
package enum LayoutEngine {
    /// Lays out one render of a spec (see the other `layout`).
    package static func layout(
        _ spec: ScreenSpec, _ renderCase: RenderCase, measurer: any TextMeasuring,
        backdropImage: RGBAImage? = nil
    ) throws(LayoutError) -> LayoutTree {
        try layout(
            spec, size: renderCase.size, state: renderCase.state, appearance: renderCase.appearance, settings: renderCase.settings,
            locale: renderCase.locale, measurer: measurer, backdropImage: backdropImage, scenario: renderCase.scenario)
    }

    /// `backdropImage` is the decoded PNG of an image backdrop (required for one; the engine reads no files).
    /// `locale` is the render's (nil: the spec's source language): its view tree is the spec's in that locale.
    /// `layoutDirection` right to left lays the screen out mirrored, as iOS does for a right-to-left
    /// language: laid out left to right, then every frame, text line and hit region reflected in the
    /// viewport's vertical centre line (leading becomes the right edge, stacks run right to left);
    /// texts without a strong character of their own take it as their base direction. Without one, the
    /// direction is the locale's (`RenderLocale.isRightToLeft`, of the source language for nil).
    package static func layout(
        _ written: ScreenSpec, size: SizeCategory, state: RenderState, appearance: Appearance,
        settings: DisplaySettings = .none, locale: RenderLocale? = nil, layoutDirection: TextDirection? = nil,
        measurer: any TextMeasuring, backdropImage: RGBAImage? = nil, scenario scenarioName: String? = nil
    ) throws(LayoutError) -> LayoutTree {
        // The reflow case lays the page out 320 CSS px wide (WCAG 1.4.10), as tall as the spec's viewport.
        let viewport =
            size.viewportWidth.map { Viewport(width: $0, height: written.viewport.height, scale: written.viewport.scale) }
            ?? written.viewport
        // Breakpoints are media queries on the viewport's width, which text zoom does not change.
        let spec = written.localized(locale).atViewportWidth(viewport.width)
        let textLocale = spec.textLocale(locale)
        let layoutDirection = layoutDirection ?? (textLocale.isRightToLeft ? .rightToLeft : .leftToRight)
        let backdrop = try BackdropPaint.resolve(
            spec.backdrop, appearance: appearance, increasedContrast: settings.contains(.increaseContrast),
            reducedTransparency: settings.contains(.reduceTransparency), image: backdropImage, file: spec.file)
        let scenario = written.scenario(named: scenarioName)
        if let scenarioName, scenario == nil {
            throw LayoutError(
                "\(spec.file): no scenario is named \"\(scenarioName)\"\(Suggestion.phrase(for: scenarioName, in: written.scenarios.map(\.name)))"
            )
        }
        let layouter = NodeLayouter(
            spec: spec, category: size, state: state, appearance: appearance, settings: settings,
            locale: textLocale, layoutDirection: layoutDirection, measurer: measurer, scenario: scenario)
        var root: LayoutNode
        do {
            // Like a scroll view whose content is at least as tall as the screen: spacers fill the
            // screen, anything taller scrolls.
            root =
                try layouter.layout(spec.content, width: viewport.width, height: viewport.height, fillsWidth: true)
                ?? LayoutNode(
                    id: spec.content.id, role: .element(spec.content.kind.type), owner: ElementReference(index: 0), element: .container,
                    frame: Rect(x: 0, y: 0, width: viewport.width, height: 0),
                    sourcePath: spec.content.path, sourceLocation: spec.content.location)
        } catch let error as LayoutError {
            throw error
        } catch {
            throw LayoutError("\(spec.file): cannot lay out text: \(error)")
        }
        var focusRings: [LayoutNode] = []
        let focused = scenario.map { scenario in spec.content.allNodes.filter(scenario.isFocused) } ?? []
        if !focused.isEmpty || (scenario?.state ?? state) == .focused {
            let rings = FocusRings.rings(in: root, spec: spec) {
                $0.resolved(
                    for: appearance, increasedContrast: settings.contains(.increaseContrast),
                    reducedTransparency: settings.contains(.reduceTransparency))
            }
            let first = rings.shown.map { [$0] } ?? []
            if scenario == nil {
                // The built-in focused state draws the first ring in Tab order; checks read every ring.
                focusRings = rings.all
                root.children.append(contentsOf: first)
            } else {
                // A scenario draws the rings of the controls it focuses (else the built-in state's first in Tab order).
                let paths = Set(focused.map(\.path))
                focusRings = focused.isEmpty ? first : rings.all.filter { paths.contains($0.sourcePath) }
                root.children.append(contentsOf: focusRings)
            }
        }
        root = ViewportClipping.markOverflow(root, viewportWidth: viewport.width)
        if layoutDirection == .rightToLeft {
            root = root.mirrored(width: viewport.width)
            focusRings = focusRings.map { $0.mirrored(width: viewport.width) }
        }
        let contentSize = Size(width: viewport.width, height: max(viewport.height, root.frame.maxY))
        // Checked here, before anything is rendered, so that no canvas is ever allocated beyond the limits.
        if let problem = ContentLimits.problem(
            contentWidth: contentSize.width, contentHeight: contentSize.height, scale: viewport.scale,
            unit: spec.platform.lengthUnit)
        {
            throw LayoutError(
                "\(spec.file): \(appearance.rawValue)\(settings.isDefault ? "" : " · " + settings.name)\(locale.map { " · \($0)" } ?? "") · \(size.rawValue) · \(scenario?.name ?? state.rawValue): \(problem)"
            )
        }
        return LayoutTree(
            spec: spec.slug, file: spec.file,
            renderCase: RenderCase(
                appearance: appearance, settings: settings, locale: locale, size: size, state: state,
                scenario: scenario?.name),
            viewport: Rect(x: 0, y: 0, width: viewport.width, height: viewport.height), scale: viewport.scale,
            contentSize: contentSize, root: root, backdrop: backdrop, layoutDirection: layoutDirection, unit: spec.platform.lengthUnit,
            focusRings: focusRings)
    }
}
