import JSON
/// Reads a spec's `"settings"`: the display-setting combinations it is rendered under, each an array
/// of setting names (`[]` is iOS as shipped), e.g. `[[], ["boldText"]]`. Default `[[]]`.
enum DisplaySettingsReader {
    static func read(_ reader: ObjectReader, context: ReadContext) -> [DisplaySettings] {
        guard let list = reader.array("settings"), let member = reader.member("settings") else { return [.none] }
        if list.isEmpty {
            context.error(
                "\"settings\" must list at least one combination of display settings; [[]] (no setting on) is the default",
                at: member.node.location, path: member.path)
            return [.none]
        }
        var result: [DisplaySettings] = []
        var firstPaths: [DisplaySettings: JSONPath] = [:]
        for (node, path) in list {
            guard case .array(let elements) = node.value else {
                context.error(
                    "expected a combination of display settings, an array such as [\"boldText\"] ([] for none), found \(node.value.kindDescription)",
                    at: node.location, path: path)
                continue
            }
            var settings: [DisplaySetting] = []
            var failed = false
            for (offset, element) in elements.enumerated() {
                let elementPath = path.appending(offset)
                guard let setting = ObjectReader.enumValue(element, path: elementPath, DisplaySetting.self, context: context) else {
                    failed = true
                    continue
                }
                if settings.contains(setting) {
                    context.error(
                        "\"\(setting.rawValue)\" is listed twice in this combination; list each setting once",
                        at: element.location, path: elementPath)
                    failed = true
                    continue
                }
                settings.append(setting)
            }
            guard !failed else { continue }
            let combination = DisplaySettings(settings)
            if let first = firstPaths[combination] {
                context.error(
                    "this combination (\(combination)) is listed twice, first at \(first.description); list each combination once",
                    at: node.location, path: path)
                continue
            }
            firstPaths[combination] = path
            result.append(combination)
        }
        return result.isEmpty ? [.none] : result
    }
}
