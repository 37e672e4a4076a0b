import Foundation
import JSON

/// Reads a spec's `"suppressions"`: each a rule, an element, a reason, and what it pins (`measured`,
/// `colors`, `sizes`, `appearances`, `locales`, `settings`, `until`), each pin checked against what
/// the spec renders so a pin that can never match is a located error.
struct SuppressionReader {
    /// What the spec renders, for the pins to be checked against.
    let sizes: [SizeCategory]
    let appearances: [Appearance]
    let locales: [RenderLocale]
    let settings: [DisplaySettings]
    let context: ReadContext

    func read(_ reader: ObjectReader) -> [Suppression] {
        guard let list = reader.array("suppressions") else { return [] }
        var result: [Suppression] = []
        for (node, path) in list {
            guard let object = ObjectReader(node, path: path, shape: "suppression", context: context) else { continue }
            let rule = object.enumValue("rule", RuleID.self, required: true)
            let element = object.reference("element", mustBe: [], role: "the suppressed element")
            let reason = object.string("reason", required: true, nonEmpty: true)
            let problems = context.diagnostics.count
            let pin = readPin(object)
            guard let rule, let reason, context.diagnostics.count == problems else { continue }
            result.append(
                Suppression(rule: rule, element: element, reason: reason, pin: pin, location: node.location, path: path.description))
        }
        return result
    }

    private func readPin(_ object: ObjectReader) -> SuppressionPin {
        var pin = SuppressionPin()
        pin.measured = object.number("measured", in: 0...1e6)
        if let (node, path) = object.member("colors"),
            let colors = ObjectReader(
                node, path: path, shape: "suppressionColors", context: context,
                what: "an object naming the colour pair, such as {\"foreground\": \"#FFFFFF\", \"background\": \"#0A84FF\"}")
        {
            pin.foreground = color(colors, "foreground")
            pin.background = color(colors, "background")
            if pin.foreground == nil && pin.background == nil && !colors.has("foreground") && !colors.has("background") {
                context.error(
                    "\"colors\" pins no colour; name the \"foreground\" (text or shape) and \"background\" colours the suppression accepts, such as {\"foreground\": \"#FFFFFF\", \"background\": \"#0A84FF\"}",
                    at: node.location, path: path)
            }
        }
        pin.sizes = list(object, "sizes", what: "size", rendered: sizes.map(\.rawValue)) { SizeCategory(rawValue: $0) }
        pin.appearances = list(object, "appearances", what: "appearance", rendered: appearances.map(\.rawValue)) {
            Appearance(rawValue: $0)
        }
        pin.locales = list(object, "locales", what: "locale", rendered: locales.map(\.identifier)) { RenderLocale(identifier: $0) }
        if object.has("settings") {
            let member = object.member("settings")!
            let combinations = DisplaySettingsReader.read(object, context: context)
            for (offset, combination) in combinations.enumerated() where !settings.contains(combination) {
                context.error(
                    "the spec renders no combination \(combination) of display settings, so this pin never matches; "
                        + "it renders \(settings.map(\.description).joined(separator: ", "))",
                    at: member.node.location, path: member.path.appending(offset))
            }
            pin.settings = combinations
        }
        if let (node, path) = object.member("until") {
            if case .string(let text) = node.value, Self.isDate(text) {
                pin.until = text
            } else {
                context.error(
                    "\"until\" must be a day written YYYY-MM-DD, such as 2027-03-31: the last day the suppression holds",
                    at: node.location, path: path)
            }
        }
        return pin
    }

    /// A `#RRGGBB` (or `#RGB`, `#RRGGBBAA`) colour, as `#RRGGBBAA` upper case.
    private func color(_ object: ObjectReader, _ key: String) -> String? {
        guard let (node, path) = object.member(key) else { return nil }
        guard case .string(let text) = node.value, let color = ColorSyntax.hex(text) else {
            context.error(
                "expected a colour written #RRGGBB, such as \"#0A84FF\", found \(node.value.kindDescription)",
                at: node.location, path: path)
            return nil
        }
        let channels = [color.red, color.green, color.blue, color.alpha].map { Int(($0 * 255).rounded()) }
        return "#" + channels.map { String(format: "%02X", $0) }.joined()
    }

    /// A non-empty list of names the spec renders.
    private func list<T>(_ object: ObjectReader, _ key: String, what: String, rendered: [String], _ make: (String) -> T?) -> [T]? {
        guard let items = object.array(key), let member = object.member(key) else { return nil }
        if items.isEmpty {
            context.error(
                "\"\(key)\" is empty, so the suppression would accept nothing; list the \(what)s it accepts, or leave \"\(key)\" out for all",
                at: member.node.location, path: member.path)
            return nil
        }
        var values: [T] = []
        for (node, path) in items {
            guard let value = ObjectReader.oneOf(node, path: path, allowed: rendered, context: context).flatMap(make) else { continue }
            values.append(value)
        }
        return values
    }

    /// Whether `text` is a real day written `YYYY-MM-DD`.
    static func isDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), (1...12).contains(month), day >= 1
        else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return day <= days
    }
}
