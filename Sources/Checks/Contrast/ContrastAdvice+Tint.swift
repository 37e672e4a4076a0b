import Spec

extension ContrastAdvice {
    /// The written tint of the button at `owner` and its fill alpha, when the button draws its fill (and, for
    /// `bordered`, its title) from it in this case: enabled, no `colors` override, and not a glass made opaque.
    static func tint(of node: Node, in item: RenderedCase, input: CheckInput) -> (color: Color, origin: ColorOrigin, alpha: Double)? {
        guard case .button(let button) = node.kind, item.state != .disabled, let tint = button.tint,
            button.colors.fill == nil, button.colors.title == nil, let alpha = TintedButton.fillAlpha(button.style),
            !(button.style == .glassProminent && item.settings.contains(.reduceTransparency))
        else { return nil }
        let increased = item.settings.contains(.increaseContrast)
        let reduced = item.settings.contains(.reduceTransparency)
        let drawn = tint.resolved(for: item.appearance, increasedContrast: increased, reducedTransparency: reduced)
        guard
            let written = ColorSources.written(
                drawn, among: [tint], appearance: item.appearance, increasedContrast: increased, reducedTransparency: reduced)
        else { return nil }
        return (written.color, written.origin, alpha)
    }

    /// Advice for a button title measured on its tinted fill: the tint searched with the fill (and a `bordered`
    /// title) recomposited from each candidate over what is under the fill.
    static func forTintedTitle(
        _ paint: MeasuredText, backgrounds: [SRGBColor], required: Double, node: Node, in item: RenderedCase, input: CheckInput
    ) -> ContrastAdvice? {
        guard case .button(let button) = node.kind, paint.role == .part(.title),
            let tint = tint(of: node, in: item, input: input), tint.alpha < 1
        else { return nil }
        let increased = item.settings.contains(.increaseContrast)
        let reduced = item.settings.contains(.reduceTransparency)
        let drawn = tint.color.resolved(for: item.appearance, increasedContrast: increased, reducedTransparency: reduced)
        let opaque = SRGBColor(red: drawn.red, green: drawn.green, blue: drawn.blue)
        let unders = backgrounds.map { TintedButton.under($0, tint: opaque, alpha: tint.alpha) }
        let titleIsTint = button.style == .bordered
        // Undoing a translucent fill magnifies the 8-bit rounding: a small margin keeps the re-check passing.
        let margin = tint.alpha < 1 && tint.alpha > 0.5 ? 0.05 : 0
        let result = ContrastFixSearch.nearest(to: opaque, required: required + margin) { candidate in
            unders.map { under -> Double in
                let back = TintedButton.fill(candidate, alpha: tint.alpha, over: under)
                let title = titleIsTint ? candidate : paint.color
                return WCAGContrast.ratio(StoredPixel.composite(title, over: back), back)
            }.min() ?? 0
        }
        guard let result else { return nil }
        let edit = edit(tint.color, tint.origin, result.color, appearance: item.appearance, spec: input.spec, increasedContrast: increased)
        return ContrastAdvice(
            options: [Option(subject: "the tint", result: result, origin: tint.origin, edit: edit)], note: nil,
            foreground: paint.color, background: backgrounds.first ?? paint.color, required: required, foregroundSubject: "the text")
    }

    /// Advice for a prominent button's fill drawn from its tint through a translucent layer (`glassProminent`),
    /// measured against `background`: the tint searched with the fill recomposited over what is under it.
    static func forTintedFill(
        owner: Int, fill: SRGBColor, background: SRGBColor, required: Double, in item: RenderedCase, input: CheckInput
    ) -> ContrastAdvice? {
        let node = input.spec.content.allNodes[owner]
        guard let tint = tint(of: node, in: item, input: input), tint.alpha < 1 else { return nil }
        let increased = item.settings.contains(.increaseContrast)
        let drawn = tint.color.resolved(
            for: item.appearance, increasedContrast: increased, reducedTransparency: item.settings.contains(.reduceTransparency))
        let opaque = SRGBColor(red: drawn.red, green: drawn.green, blue: drawn.blue)
        let under = TintedButton.under(fill, tint: opaque, alpha: tint.alpha)
        let result = ContrastFixSearch.nearest(to: opaque, required: required + 0.05) { candidate in
            WCAGContrast.ratio(TintedButton.fill(candidate, alpha: tint.alpha, over: under), background)
        }
        guard let result else { return nil }
        let edit = edit(tint.color, tint.origin, result.color, appearance: item.appearance, spec: input.spec, increasedContrast: increased)
        return ContrastAdvice(
            options: [Option(subject: "the tint", result: result, origin: tint.origin, edit: edit)], note: nil,
            foreground: fill, background: background, required: required, foregroundSubject: "the fill")
    }
}
