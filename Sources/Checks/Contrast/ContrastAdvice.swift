import Foundation
import JSON
import Spec

/// A contrast finding's fix, computed: the nearest passing colour for the element's own colour and,
/// separately, for the colour behind it (`ContrastFixSearch`, through the canvas's compositing over every
/// background the finding measured), each re-checked against those backgrounds before it is offered, with
/// the spec key that holds it and the ratio it gives. The direction (lighter or darker) comes from the
/// search, and without a computed colour from the measurement: never a fixed sentence.
struct ContrastAdvice {
    /// One way to pass: a new colour for a written colour.
    struct Option {
        /// "the text", "what is behind it".
        let subject: String
        let result: ContrastFixSearch.Result
        /// Where the colour is written; nil for a colour the spec does not write (iOS's own).
        let origin: ColorOrigin?
        let edit: SpecEdit?
        /// For an added `colors` entry, the appearance (and setting) its new colour is for.
        var slot: String? = nil
    }

    var options: [Option]
    /// Why there is no colour to offer, when that is known (no one colour passes under every display setting).
    var note: String?
    /// The measured pair, for the direction when no option was found.
    let foreground: SRGBColor
    let background: SRGBColor
    let required: Double
    let foregroundSubject: String

    /// The fix sentence: every option, preferred (closest, with a key to change) first.
    var fix: String {
        guard !options.isEmpty else {
            if let note { return note }
            let darker = WCAGContrast.relativeLuminance(foreground) <= WCAGContrast.relativeLuminance(background)
            let own = darker ? "Darken" : "Lighten"
            let behind = darker ? "lighten" : "darken"
            return "\(own) \(foregroundSubject) or \(behind) what is behind it until it reaches \(ContrastFormat.ratio(required))."
        }
        let parts = options.map { option -> String in
            let verb = option.result.isLighter ? "lighten" : "darken"
            let color = Self.hex(option.result.color)
            let figures = "\(ContrastFormat.ratio(option.result.ratio)), ΔE OK \(String(format: "%.3f", option.result.deltaE))"
            guard let origin = option.origin else {
                return "\(verb) \(option.subject) to \(color) (\(figures)); it is iOS's own colour: give it one in the spec"
            }
            if let member = option.edit?.member {
                let entry = member == "colors" ? "a \"colors\" entry \"\(origin.text)\"" : "an entry \"\(member)\" to \(option.edit!.path)"
                return "\(verb) \(option.subject) to \(color) (\(figures)): it is iOS's \(origin.text); add \(entry) "
                    + "(\(origin.path)) with \(color) in \(Self.appearanceNote(option))"
            }
            let key = origin.token.map { "\($0) in \(origin.file) (\(origin.path))" } ?? origin.path
            if option.slot == "reduceTransparency" {
                return "\(verb) \(option.subject) to \(color) with Reduce Transparency (\(figures)): give \(key) a "
                    + "\"reduceTransparency\" colour \(color), keeping \(origin.text) without the setting"
            }
            return "\(verb) \(option.subject) to \(color) (\(figures)): set \(key), now \(origin.text), to \(color)"
        }
        let sentence = parts.joined(separator: "; or ")
        return sentence.prefix(1).uppercased() + sentence.dropFirst() + "."
    }

    /// The edits of the preferred option that has a key to change.
    var edits: [SpecEdit] {
        options.first { $0.edit != nil }?.edit.map { [$0] } ?? []
    }

    var details: [String: String] {
        guard let best = options.first(where: { $0.edit != nil }) ?? options.first else { return [:] }
        return [
            "fixColor": Self.hex(best.result.color), "fixRatio": ContrastFormat.ratio(best.result.ratio),
            "fixDeltaE": String(format: "%.4f", best.result.deltaE),
        ]
    }

    /// Advice for `foreground` drawn over `backgrounds` (every measured background; the first is the worst's).
    /// `own` is the written colour the foreground is drawn in (if the spec writes it), `behind` the colours
    /// that may be the background.
    static func make(
        foreground: SRGBColor, backgrounds: [SRGBColor], required: Double, subject: String,
        own: [Color], behind: [Color], spec: ScreenSpec, appearance: Appearance, settings: DisplaySettings,
        builtIn: SystemColor? = nil
    ) -> ContrastAdvice {
        let increased = settings.contains(.increaseContrast)
        var options: [Option] = []
        func worst(_ text: SRGBColor, _ backs: [SRGBColor]) -> Double {
            backs.map { WCAGContrast.ratio(StoredPixel.composite(text, over: $0), $0) }.min() ?? 0
        }
        let reduced = settings.contains(.reduceTransparency)
        let ownWritten = ColorSources.written(
            foreground, among: own, appearance: appearance, increasedContrast: increased, reducedTransparency: reduced)
        let drawn = backgrounds.first.map { StoredPixel.composite(foreground, over: $0) }
        if let result = ContrastFixSearch.nearest(to: foreground, drawn: drawn, required: required, ratio: { worst($0, backgrounds) }) {
            if let written = ownWritten {
                options.append(
                    Option(
                        subject: subject, result: result, origin: written.origin,
                        edit: edit(
                            written.color, written.origin, result.color, appearance: appearance, spec: spec, increasedContrast: increased)))
            } else if let builtIn {
                // iOS's own colour, drawn from its name: the spec's `colors` gives the name a value of its own.
                let option = systemOverride(
                    builtIn, result: result, subject: subject, spec: spec, appearance: appearance,
                    increasedContrast: increased)
                options.append(option ?? Option(subject: subject, result: result, origin: nil, edit: nil))
            } else {
                options.append(Option(subject: subject, result: result, origin: nil, edit: nil))
            }
        }
        // The background is changed only where it is one written colour drawn solid (no glass, veil or gradient),
        // other than the element's own colour.
        let behind = behind.filter { color in ownWritten.map { color.origins[appearance] != $0.origin } ?? true }
        if let first = backgrounds.first, backgrounds.allSatisfy({ $0 == first }),
            let written = ColorSources.written(
                first, among: behind, appearance: appearance, increasedContrast: increased, reducedTransparency: reduced),
            let result = ContrastFixSearch.nearest(to: first, required: required, ratio: { worst(foreground, [$0]) })
        {
            // The screen's backdrop is named but not edited: every other element on the screen is drawn on it.
            let isBackdrop = written.origin.path.hasPrefix("$.backdrop")
            options.append(
                Option(
                    subject: "what is behind it", result: result, origin: written.origin,
                    edit: isBackdrop
                        ? nil
                        : edit(
                            written.color, written.origin, result.color, appearance: appearance, spec: spec, increasedContrast: increased)))
        }
        // The element's own colour first (it changes that element alone), then what is behind it; a change
        // with a key to edit before one without.
        // An iOS name given a value of the spec's own changes every part drawn with it, so a literal of the
        // element's or of what is behind it comes first.
        options.sort {
            ($0.edit == nil ? 1 : 0, $0.edit?.member == nil ? 0 : 1, $0.subject == subject ? 0 : 1, $0.result.deltaE)
                < ($1.edit == nil ? 1 : 0, $1.edit?.member == nil ? 0 : 1, $1.subject == subject ? 0 : 1, $1.result.deltaE)
        }
        return ContrastAdvice(
            options: options, note: nil, foreground: foreground, background: backgrounds.first ?? foreground, required: required,
            foregroundSubject: subject)
    }

    /// Where an added `colors` entry holds the new colour: "light", "dark", "dark with Increase Contrast".
    private static func appearanceNote(_ option: Option) -> String {
        option.slot ?? "every appearance"
    }

    /// The fix of a built-in part drawn in iOS's `name`: the spec's `colors` entry for the name changed where
    /// the spec already has one, else one added (to `colors`, or a new `colors` before `backdrop`/`content`)
    /// that draws `result` in this appearance and setting and keeps every other of iOS's values.
    static func systemOverride(
        _ name: SystemColor, result: ContrastFixSearch.Result, subject: String, spec: ScreenSpec,
        appearance: Appearance, increasedContrast: Bool
    ) -> Option? {
        if let custom = spec.palette.custom[name.rawValue] {
            let drawn = custom.resolved(for: appearance, increasedContrast: increasedContrast)
            guard let written = ColorSources.written(drawn, among: [custom], appearance: appearance, increasedContrast: increasedContrast)
            else { return nil }
            return Option(
                subject: subject, result: result, origin: written.origin,
                edit: edit(
                    written.color, written.origin, result.color, appearance: appearance, spec: spec,
                    increasedContrast: increasedContrast))
        }
        guard let location = spec.colorsLocation ?? spec.rootLocation else { return nil }
        let value = overrideValue(name, new: result.color, appearance: appearance, increasedContrast: increasedContrast, spec: spec)
        let path = "$.colors.\(name.rawValue)"
        let origin = ColorOrigin(file: spec.file, location: location, path: path, text: name.rawValue)
        let edit =
            spec.colorsLocation != nil
            ? SpecEdit(file: spec.file, location: location, path: "$.colors", replacement: value, member: name.rawValue)
            : SpecEdit(file: spec.file, location: location, path: "$", replacement: "{\"\(name.rawValue)\": \(value)}", member: "colors")
        let slot = appearance.rawValue + (increasedContrast ? " with Increase Contrast" : "")
        return Option(subject: subject, result: result, origin: origin, edit: edit, slot: slot)
    }

    /// The value of an added `colors` entry for iOS's `name`: `new` in this appearance and setting, iOS's own
    /// value in every other the spec renders (a plain string when it renders one appearance and no Increase
    /// Contrast; `increaseContrast` only when it renders that setting).
    static func overrideValue(
        _ name: SystemColor, new: SRGBColor, appearance: Appearance, increasedContrast: Bool,
        spec: ScreenSpec
    ) -> String {
        let rendersIncreased = spec.settings.contains { $0.contains(.increaseContrast) }
        func slot(_ side: Appearance, _ increased: Bool) -> String {
            let color =
                side == appearance && increased == increasedContrast
                ? new
                : increased ? name.increasedContrastColor(for: side) : name.color(for: side)
            return "\"\(hex(color))\""
        }
        if !rendersIncreased && spec.appearances == [appearance] { return slot(appearance, false) }
        var text = "{\"light\": \(slot(.light, false)), \"dark\": \(slot(.dark, false))"
        if rendersIncreased { text += ", \"increaseContrast\": {\"light\": \(slot(.light, true)), \"dark\": \(slot(.dark, true))}" }
        return text + "}"
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when translucent.
    static func hex(_ color: SRGBColor) -> String {
        let pixel = StoredPixel.pixel(color)
        let text = pixel.description
        return pixel.alpha == 255 ? String(text.dropLast(2)) : text
    }

    /// The literal change that draws `new` in `appearance`: the hex string itself where the literal is drawn
    /// in that appearance only (or the spec renders one appearance, or it is a token); else an adaptive
    /// colour that keeps what the other appearance draws.
    static func edit(
        _ color: Color, _ origin: ColorOrigin, _ new: SRGBColor, appearance: Appearance, spec: ScreenSpec,
        increasedContrast: Bool = false
    ) -> SpecEdit {
        let shared = color.origins[.light] == color.origins[.dark]
        let value = "\"\(hex(new))\""
        let replacement: String
        let other: Appearance = appearance == .light ? .dark : .light
        if increasedContrast, origin.token == nil, let name = SystemColor(rawValue: origin.text),
            color.resolved(for: appearance, increasedContrast: true) != color.resolved(for: appearance)
        {
            // An iOS name that fails only with Increase Contrast: the name as before, and its own variant for it.
            let kept = "\"\(origin.text)\""
            let increased =
                appearance == .light
                ? "{\"light\": \(value), \"dark\": \"\(hex(name.increasedContrastColor(for: .dark)))\"}"
                : "{\"light\": \"\(hex(name.increasedContrastColor(for: .light)))\", \"dark\": \(value)}"
            replacement = "{\"light\": \(kept), \"dark\": \(kept), \"increaseContrast\": \(increased)}"
        } else if origin.token != nil || !shared || !spec.appearances.contains(other) {
            replacement = value
        } else {
            let kept = "\"\(origin.text)\""
            replacement = appearance == .light ? "{\"light\": \(value), \"dark\": \(kept)}" : "{\"light\": \(kept), \"dark\": \(value)}"
        }
        return SpecEdit(file: origin.file, location: origin.location, path: origin.path, replacement: replacement)
    }
}

extension ContrastAdvice {
    /// Advice for a text that fails in `item`: one colour for all the sizes of its appearance and state
    /// (every background it is measured on, in all of them).
    static func forText(_ paint: MeasuredText, in item: RenderedCase, input: CheckInput, required: Double) -> ContrastAdvice? {
        guard let measurement = paint.contrast else { return nil }
        // The backgrounds of this display setting first; those of the others the same literal is drawn under after.
        var backgrounds: [SRGBColor] = []
        var elsewhere: [(settings: DisplaySettings, background: SRGBColor)] = []
        for other in input.cases + input.otherSettings where other.appearance == item.appearance && other.state == item.state {
            for text in other.texts where text.owner == paint.owner && text.role == paint.role && text.color == paint.color {
                if other.settings == item.settings {
                    backgrounds += text.contrast?.backgrounds ?? []
                } else {
                    elsewhere += (text.contrast?.backgrounds ?? []).map { (other.settings, $0) }
                }
            }
        }
        var seen: Set<SRGBColor> = [measurement.background]
        backgrounds = [measurement.background] + backgrounds.filter { seen.insert($0).inserted }
        let others = elsewhere.filter { seen.insert($0.background).inserted }
        let node = input.element(paint.owner)
        let builtIn = ColorSources.systemName(
            palette: input.spec.palette, appearance: item.appearance,
            increasedContrast: item.settings.contains(.increaseContrast),
            placeholder: paint.role == .part(.placeholder)
        ) {
            StoredPixel.pixel($0) == StoredPixel.pixel(paint.color)
        }
        let limit = TextContrastMeasurement.maximumBackgrounds * 2
        // A title on a fill its tint draws through a translucent layer: the tint, both sides recomposited.
        if let tinted = forTintedTitle(
            paint, backgrounds: Array(backgrounds.prefix(limit)), required: required, node: node, in: item, input: input)
        {
            return tinted
        }
        func advice(_ backs: [SRGBColor]) -> ContrastAdvice {
            make(
                foreground: paint.color, backgrounds: backs, required: required, subject: "the text", own: ColorSources.colors(of: node),
                behind: ColorSources.behind(paint.owner.index, in: input.spec, includingOwn: true), spec: input.spec,
                appearance: item.appearance, settings: item.settings, builtIn: builtIn)
        }
        let here = advice(Array(backgrounds.prefix(limit)))
        // A colour that passes under this setting must not fail where the same literal now passes (a value per
        // display setting is written only for Increase Contrast, which a spec colour holds).
        let passingElsewhere = others.filter {
            WCAGContrast.ratio(StoredPixel.composite(paint.color, over: $0.background), $0.background) >= required
        }
        guard let chosen = here.options.first(where: { $0.edit != nil }), chosen.subject == "the text", !passingElsewhere.isEmpty,
            passingElsewhere.contains(where: {
                WCAGContrast.ratio(StoredPixel.composite(chosen.result.color, over: $0.background), $0.background) < required
            })
        else { return here }
        let everywhere = advice(Array(backgrounds.prefix(limit)) + passingElsewhere.prefix(limit).map(\.background))
        if everywhere.options.contains(where: { $0.edit != nil && $0.subject == "the text" }) { return everywhere }
        // Reduce Transparency: the text keeps its colour elsewhere and gains one of its own for the setting.
        if item.settings.contains(.reduceTransparency),
            let option = reducedTransparencyOption(chosen, paint: paint, node: node, item: item, input: input)
        {
            var variant = here
            variant.options = [option]
            return variant
        }
        let setting = item.settings.isDefault ? "as shipped" : "with " + item.settings.name
        let other = passingElsewhere[0]
        let otherName = other.settings.isDefault ? "as shipped" : "with " + other.settings.name
        var blocked = here
        blocked.options = []
        blocked.note =
            "No one colour for the text passes both \(setting) (on \(measurement.background)) and \(otherName) "
            + "(on \(other.background)), and a spec colour cannot hold a value per display setting other than Increase Contrast: "
            + "\(hex(chosen.result.color)) would pass \(setting) but fail \(otherName). Give the text a background of its own "
            + "that the setting does not change (a solid colour instead of the material), then fix its colour."
        return blocked
    }
}

extension ContrastAdvice {
    /// Advice for a filled shape (or indicator) of the element at `owner` that measures `fill` over
    /// `background`: the written colour that composites to the measured fill is the one changed (none:
    /// a glass or a built-in fill, and only what is behind it is offered).
    static func forShape(
        owner: Int, fill: SRGBColor, background: SRGBColor, required: Double, subject: String,
        in item: RenderedCase, input: CheckInput
    ) -> ContrastAdvice {
        let node = input.spec.content.allNodes[owner]
        let own = ColorSources.colors(of: node)
        let increased = item.settings.contains(.increaseContrast)
        let drawn = own.lazy.map { $0.resolved(for: item.appearance, increasedContrast: increased) }
            .first { StoredPixel.composite($0, over: background) == fill }
        // A built-in part (a checkbox's stroke, the default tint): the iOS colour that composites to the fill.
        let builtIn =
            drawn != nil
            ? nil
            : ColorSources.systemName(
                palette: input.spec.palette, appearance: item.appearance,
                increasedContrast: increased
            ) {
                StoredPixel.composite($0, over: background) == fill
            }
        let system = builtIn.map { input.spec.palette.color($0).resolved(for: item.appearance, increasedContrast: increased) }
        return make(
            foreground: drawn ?? system ?? fill, backgrounds: [background], required: required, subject: subject,
            own: drawn == nil ? [] : own, behind: ColorSources.behind(owner, in: input.spec, includingOwn: false),
            spec: input.spec, appearance: item.appearance, settings: item.settings, builtIn: builtIn)
    }
}

extension ContrastAdvice {
    /// The chosen colour written as the text's Reduce Transparency variant (`"reduceTransparency"` in an adaptive
    /// colour), the colour it draws without the setting kept: for a text colour written as one literal string.
    static func reducedTransparencyOption(
        _ chosen: Option, paint: MeasuredText, node: Node, item: RenderedCase, input: CheckInput
    ) -> Option? {
        let increased = item.settings.contains(.increaseContrast)
        guard
            let written = ColorSources.written(
                paint.color, among: ColorSources.colors(of: node), appearance: item.appearance, increasedContrast: increased,
                reducedTransparency: true),
            written.origin.token == nil, written.color.origins[.light] == written.color.origins[.dark],
            !written.color.hasReducedTransparencyVariant
        else { return nil }
        let kept = "\"\(written.origin.text)\""
        let value = "\"\(hex(chosen.result.color))\""
        let other: Appearance = item.appearance == .light ? .dark : .light
        let variant: String
        if !input.spec.appearances.contains(other) {
            variant = value
        } else {
            let otherColor = "\"\(hex(written.color.resolved(for: other, increasedContrast: increased)))\""
            variant =
                item.appearance == .light
                ? "{\"light\": \(value), \"dark\": \(otherColor)}" : "{\"light\": \(otherColor), \"dark\": \(value)}"
        }
        let replacement = "{\"light\": \(kept), \"dark\": \(kept), \"reduceTransparency\": \(variant)}"
        let edit = SpecEdit(
            file: written.origin.file, location: written.origin.location, path: written.origin.path, replacement: replacement)
        var option = Option(subject: chosen.subject, result: chosen.result, origin: written.origin, edit: edit)
        option.slot = "reduceTransparency"
        return option
    }
}
