import JSON

/// Reads format 3's `scenarios`: each a named situation derived from a built-in state or an earlier
/// scenario, checked against the view tree (every id names a control of a type that takes the setting,
/// every state set is one the control declares), and resolved along its chain of bases.
enum ScenarioReader {
    static func read(_ reader: ObjectReader, content: Node, context: ReadContext) -> [Scenario] {
        guard let member = reader.member("scenarios") else { return [] }
        guard context.formatVersion >= 3 else {
            context.error(
                "\"scenarios\" needs spec format version 3; set \"version\": 3 at the top of the spec",
                at: member.node.location, path: member.path)
            return []
        }
        guard let list = reader.array("scenarios") else { return [] }
        let nodes = content.allNodes
        var byID: [String: Node] = [:]
        for node in nodes { if let id = node.id, byID[id] == nil { byID[id] = node } }
        let errorFields = Set(
            nodes.compactMap { node -> String? in
                if case .inlineError(let error) = node.kind { return error.field }
                return nil
            })
        var scenarios: [Scenario] = []
        for (node, path) in list {
            if let scenario = readScenario(
                node, path: path, earlier: scenarios, byID: byID, errorFields: errorFields,
                context: context)
            {
                if scenarios.contains(where: { $0.name == scenario.name }) {
                    context.error(
                        "a scenario named \"\(scenario.name)\" is already listed; give each scenario its own name",
                        at: node.location, path: path.appending("name"))
                } else {
                    scenarios.append(scenario)
                }
            }
        }
        return scenarios
    }

    private static func readScenario(
        _ node: JSONNode, path: JSONPath, earlier: [Scenario], byID: [String: Node],
        errorFields: Set<String>, context: ReadContext
    ) -> Scenario? {
        guard let reader = ObjectReader(node, path: path, shape: "scenario", context: context, what: "a scenario object") else {
            return nil
        }
        _ = reader.string("description")
        var problems = false
        let name = reader.string("name", required: true)
        if let name, let member = reader.member("name") {
            if Scenario.reservedNames.contains(name) {
                context.error(
                    "\"\(name)\" is a built-in state; name the scenario something else "
                        + "(a built-in state is used by its name in \"from\")", at: member.node.location, path: member.path)
                problems = true
            } else if !Scenario.isWellFormed(name) {
                context.error(
                    "scenario name \"\(Excerpt.clipped(name))\" is not lowercase words joined by hyphens "
                        + "(such as \"terms-unchecked\"); it names the scenario's renders",
                    at: member.node.location, path: member.path)
                problems = true
            }
        }
        // The base: a built-in state or a scenario listed before this one.
        var state = RenderState.idle
        var inherited: Scenario?
        let base = reader.string("from") ?? RenderState.idle.rawValue
        if let member = reader.member("from"), case .string = member.node.value {
            if let builtIn = RenderState(rawValue: base) {
                state = builtIn
            } else if let scenario = earlier.first(where: { $0.name == base }) {
                state = scenario.state
                inherited = scenario
            } else {
                let candidates = RenderState.allCases.map(\.rawValue) + earlier.map(\.name)
                context.error(
                    "\"from\" names \"\(Excerpt.clipped(base))\", which is neither a built-in state nor a scenario "
                        + "listed before this one\(Suggestion.phrase(for: base, in: candidates)); "
                        + "allowed: \(ObjectReader.quotedList(candidates))",
                    at: member.node.location, path: member.path)
                problems = true
            }
        }
        var controls = inherited?.controls ?? [:]
        if let member = reader.member("controls") {
            if case .object(let entries) = member.node.value {
                for entry in entries {
                    let entryPath = member.path.appending(entry.key)
                    guard let control = byID[entry.key] else {
                        let known = byID.filter { !ScenarioControl.settings(for: $0.value.kind.type).isEmpty }.keys.sorted()
                        context.error(
                            "\"controls\" names \"\(Excerpt.clipped(entry.key))\", but no control has that id"
                                + "\(Suggestion.phrase(for: entry.key, in: known)); controls: \(ObjectReader.quotedList(known))",
                            at: entry.keyLocation, path: entryPath)
                        problems = true
                        continue
                    }
                    guard
                        let settings = readControl(
                            entry.value, path: entryPath, control: control, errorFields: errorFields,
                            context: context)
                    else {
                        problems = true
                        continue
                    }
                    controls[entry.key] = settings.over(controls[entry.key] ?? ScenarioControl())
                }
            } else {
                context.error(
                    "expected an object of control ids to settings ({\"continue\": {\"disabled\": true}}), "
                        + "found \(member.node.value.kindDescription)", at: member.node.location, path: member.path)
                problems = true
            }
        }
        var shown = inherited?.shown ?? []
        var hidden = inherited?.hidden ?? []
        for (key, showing) in [("visible", true), ("hidden", false)] {
            for (entry, entryPath) in reader.array(key) ?? [] {
                guard case .string(let id) = entry.value else {
                    context.error(
                        "expected the id of a node (a string), found \(entry.value.kindDescription)",
                        at: entry.location, path: entryPath)
                    problems = true
                    continue
                }
                guard byID[id] != nil else {
                    let suggestion = Suggestion.phrase(for: id, in: byID.keys.sorted())
                    context.error(
                        "\"\(key)\" names \"\(Excerpt.clipped(id))\", but no node has that id\(suggestion)",
                        at: entry.location, path: entryPath)
                    problems = true
                    continue
                }
                if showing {
                    shown.insert(id)
                    hidden.remove(id)
                } else {
                    hidden.insert(id)
                    shown.remove(id)
                }
            }
        }
        guard let name, !problems else { return nil }
        return Scenario(
            name: name, base: base, state: state, controls: controls, shown: shown, hidden: hidden,
            location: node.location, path: path.description)
    }

    /// One control's settings, each checked against what the control's type takes and what it declares.
    private static func readControl(
        _ node: JSONNode, path: JSONPath, control: Node, errorFields: Set<String>,
        context: ReadContext
    ) -> ScenarioControl? {
        let type = control.kind.type
        let id = control.id ?? control.path
        let allowed = ScenarioControl.settings(for: type)
        guard case .object(let entries) = node.value else {
            context.error(
                "expected the settings of \"\(id)\" (an object such as {\"disabled\": true}), "
                    + "found \(node.value.kindDescription)", at: node.location, path: path)
            return nil
        }
        if allowed.isEmpty {
            context.error(
                "\"\(id)\" is \(English.withArticle(type.rawValue)), not a control; a scenario sets buttons, "
                    + "text fields, toggles, pickers, steppers and date pickers", at: node.location, path: path)
            return nil
        }
        var result = ScenarioControl()
        var problems = false
        func fail(_ message: String, _ entry: JSONMember) {
            context.error(message, at: entry.value.location, path: path.appending(entry.key))
            problems = true
        }
        func bool(_ entry: JSONMember) -> Bool? {
            guard case .bool(let value) = entry.value.value else {
                fail("expected true or false, found \(entry.value.value.kindDescription)", entry)
                return nil
            }
            return value
        }
        for entry in entries {
            guard allowed.contains(entry.key) else {
                let every = ["disabled", "loading", "focused", "error", "isOn", "text", "selection", "value"]
                let suggestion = Suggestion.phrase(for: entry.key, in: allowed)
                let what =
                    every.contains(entry.key)
                    ? "\"\(entry.key)\" does not apply to \(English.withArticle(type.rawValue))"
                    : "unknown setting \"\(Excerpt.clipped(entry.key))\""
                context.error(
                    "\(what) (\"\(id)\")\(suggestion); \(English.withArticle(type.rawValue)) "
                        + "takes \(ObjectReader.quotedList(allowed))",
                    at: entry.keyLocation, path: path.appending(Excerpt.clipped(entry.key)))
                problems = true
                continue
            }
            switch entry.key {
            case "disabled":
                guard let value = bool(entry) else { continue }
                if value, control.disabledState == nil {
                    let declaration = type == .button ? "\"states\": {\"disabled\": {…}}" : "\"disabled\": {…}"
                    fail(
                        "\"\(id)\" declares no disabled state, so it cannot be disabled here; "
                            + "declare it on the control (\(declaration)) with its reason", entry)
                }
                result.disabled = value
            case "loading":
                guard let value = bool(entry) else { continue }
                if value, case .button(let button) = control.kind, button.loading == nil {
                    fail(
                        "\"\(id)\" declares no loading state, so it cannot load here; "
                            + "declare it on the button (\"states\": {\"loading\": {\"indicator\": …}})", entry)
                }
                result.loading = value
            case "focused":
                result.focused = bool(entry)
            case "error":
                guard let value = bool(entry) else { continue }
                if value, control.id.map(errorFields.contains) != true {
                    fail("\"\(id)\" has no inline error to show; add an \"inlineError\" with \"for\": \"\(id)\"", entry)
                }
                result.error = value
            case "isOn":
                result.isOn = bool(entry)
            case "text":
                guard case .string(let text) = entry.value.value else {
                    fail("expected the field's text (a string; \"\" for empty), found \(entry.value.value.kindDescription)", entry)
                    continue
                }
                result.text = text
            case "selection":
                guard case .picker(let picker) = control.kind else { continue }
                if case .number(let number) = entry.value.value, let index = Int(exactly: number), picker.options.indices.contains(index) {
                    result.selection = index
                } else if case .string(let option) = entry.value.value, let index = picker.options.firstIndex(of: option) {
                    result.selection = index
                } else {
                    let found: String =
                        if case .string(let option) = entry.value.value {
                            "\"\(Excerpt.clipped(option))\"\(Suggestion.phrase(for: option, in: picker.options))"
                        } else { entry.value.value.kindDescription }
                    fail(
                        "expected one of the picker's options (\(ObjectReader.quotedList(picker.options))) or its index "
                            + "(0 to \(picker.options.count - 1)), found \(found)", entry)
                }
            case "value":
                guard case .string(let text) = entry.value.value else {
                    let what =
                        if case .stepper = control.kind {
                            "the label the stepper shows with its value (a string, as \"Guests: 3\")"
                        } else { "the date picker's value (a string)" }
                    fail("expected \(what), found \(entry.value.value.kindDescription)", entry)
                    continue
                }
                result.value = text
            default:
                break
            }
        }
        return problems ? nil : result
    }
}
