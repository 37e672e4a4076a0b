import JSON

/// Reads the web's layout keys (format 2): a row's `wrap` and `"alignment": "stretch"`, a `grid` node and a
/// stack's or grid's `breakpoints`. Each is CSS and refused on iOS with a located error saying so.
enum WebLayoutReader {
    /// Whether the web is the spec's platform; otherwise reports that `what` is for web specs, and why.
    private static func requireWeb(_ what: String, instead: String, at node: JSONNode, path: JSONPath, context: ReadContext) -> Bool {
        guard context.platform != .web else { return true }
        context.error("\(what), for web specs (\"platform\": \"web\"); \(instead)", at: node.location, path: path)
        return false
    }

    /// An hstack's `wrap` (nil after reporting a problem with it or with `"alignment": "stretch"`).
    static func rowOptions(_ reader: ObjectReader, alignment: VerticalAlignment, children: [Node], context: ReadContext) -> Bool? {
        var failed = false
        if alignment == .stretch, let member = reader.member("alignment") {
            failed =
                !requireWeb(
                    "\"stretch\" is a CSS flex row's align-items",
                    instead: "on iOS align a row's items \"top\", \"center\" or \"bottom\"",
                    at: member.node, path: member.path, context: context)
                || !context.requireVersion2(for: "\"alignment\": \"stretch\"", at: member.node.location, path: member.path)
        }
        let wrap = reader.bool("wrap")
        if let member = reader.member("wrap") {
            if wrap == nil
                || !requireWeb(
                    "\"wrap\" is CSS flex-wrap",
                    instead: "iOS has no wrapping stack: use \"verticalAtAccessibilitySizes\"",
                    at: member.node, path: member.path, context: context)
            {
                failed = true
            }
        }
        let wrapsSomewhere =
            wrap == true
            || reader.member("breakpoints").map { member in
                guard case .array(let entries) = member.node.value else { return false }
                return entries.contains { entry in
                    guard case .object(let keys) = entry.value else { return false }
                    return keys.contains { member in if case .bool(true) = member.value.value { member.key == "wrap" } else { false } }
                }
            } == true
        if wrapsSomewhere, let spacer = children.first(where: { if case .spacer = $0.kind { true } else { false } }) {
            context.error(
                "a spacer cannot sit in a wrapping row (CSS wraps items, and a spacer is none); remove it, or give the item that "
                    + "should take the room \"frame\": {\"maxWidth\": \"infinity\"}",
                at: spacer.location, path: JSONPath(rawDescription: spacer.path))
            failed = true
        }
        return failed ? nil : wrap ?? false
    }

    /// A grid node: `columns` (a count) or `minColumnWidth`, `spacing` and the `rowSpacing` and `columnSpacing` that override it.
    static func grid(_ reader: ObjectReader, children: [Node], context: ReadContext) -> GridElement? {
        guard
            requireWeb(
                "a \"grid\" is CSS grid", instead: "on iOS put hstacks in a vstack", at: reader.node,
                path: reader.path.appending("type"), context: context)
        else { return nil }
        guard let found = columns(reader, required: true, context: context), let columns = found else { return nil }
        let spacing = reader.number("spacing", in: 0...1000)
        let rowSpacing = reader.number("rowSpacing", in: 0...1000)
        let columnSpacing = reader.number("columnSpacing", in: 0...1000)
        guard reader.has("spacing") == (spacing != nil), reader.has("rowSpacing") == (rowSpacing != nil),
            reader.has("columnSpacing") == (columnSpacing != nil)
        else { return nil }
        return GridElement(
            columns: columns, rowSpacing: rowSpacing ?? spacing ?? 8, columnSpacing: columnSpacing ?? spacing ?? 8,
            children: children)
    }

    /// A grid's or a grid breakpoint's `columns` (1–12) or `minColumnWidth` (1–10000 CSS px), exactly one of them
    /// (nil after reporting; for a breakpoint, `.some(nil)` when it sets neither).
    private static func columns(_ reader: ObjectReader, required: Bool, context: ReadContext) -> GridColumns?? {
        switch (reader.member("columns"), reader.member("minColumnWidth")) {
        case (nil, nil):
            guard required else { return .some(nil) }
            context.error(
                "a grid needs \"columns\" (how many) or \"minColumnWidth\" (as many columns at least that wide as fit, "
                    + "CSS repeat(auto-fit, minmax(…, 1fr))), such as \"columns\": 2", at: reader.node.location, path: reader.path)
            return nil
        case (_?, let member?):
            context.error("give either \"columns\" or \"minColumnWidth\", not both", at: member.node.location, path: member.path)
            return nil
        case (_?, nil):
            return reader.integer("columns", in: 1...12).map { .some(.count($0)) }
        case (nil, _?):
            return reader.number("minColumnWidth", in: 1...10000).map { .some(.minimumWidth($0)) }
        }
    }

    /// A stack's or grid's `breakpoints`: at least one, each with `minWidth` and/or `maxWidth` and at least one property.
    static func breakpoints(_ node: JSONNode, path: JSONPath, of type: String, context: ReadContext) -> [Breakpoint]? {
        guard
            requireWeb(
                "\"breakpoints\" are CSS media queries on the viewport's width",
                instead: "an iOS screen is laid out at its one width (use \"verticalAtAccessibilitySizes\" for large text)",
                at: node, path: path, context: context)
        else { return nil }
        guard case .array(let entries) = node.value else {
            context.error(
                "expected an array of breakpoints such as [{\"maxWidth\": 480, \"spacing\": 8}], "
                    + "found \(node.value.kindDescription)", at: node.location, path: path)
            return nil
        }
        if entries.isEmpty {
            context.error("\"breakpoints\" must list at least one breakpoint; remove it otherwise", at: node.location, path: path)
            return nil
        }
        var result: [Breakpoint] = []
        var failed = false
        for (index, entry) in entries.enumerated() {
            if let breakpoint = breakpoint(entry, path: path.appending(index), of: type, context: context) {
                result.append(breakpoint)
            } else {
                failed = true
            }
        }
        return failed ? nil : result
    }

    private static func breakpoint(_ node: JSONNode, path: JSONPath, of type: String, context: ReadContext) -> Breakpoint? {
        guard let reader = ObjectReader(node, path: path, shape: "\(type)Breakpoint", context: context) else { return nil }
        let keys = SpecVocabulary.objectKeys["\(type)Breakpoint"] ?? []
        let minWidth = reader.number("minWidth", in: 0...100_000)
        let maxWidth = reader.number("maxWidth", in: 0...100_000)
        let spacing = reader.number("spacing", in: 0...1000)
        let padding = reader.member("padding").map { NodeReader.readPadding($0.node, path: $0.path, context: context) }
        let axis = keys.contains("axis") ? reader.enumValue("axis", StackAxis.self) : nil
        let wrap = keys.contains("wrap") ? reader.bool("wrap") : nil
        let columns = keys.contains("columns") ? columns(reader, required: false, context: context) : .some(nil)
        var failed = padding == .some(nil) || columns == nil
        for key in ["minWidth", "maxWidth", "spacing", "axis", "wrap"] where keys.contains(key) && reader.has(key) {
            let read: Any? =
                switch key {
                case "minWidth": minWidth
                case "maxWidth": maxWidth
                case "spacing": spacing
                case "axis": axis
                default: wrap
                }
            if read == nil { failed = true }
        }
        if minWidth == nil, maxWidth == nil, !reader.has("minWidth"), !reader.has("maxWidth") {
            context.error(
                "a breakpoint needs \"minWidth\" or \"maxWidth\" (CSS px, inclusive as (min-width: …) and (max-width: …)), "
                    + "such as {\"maxWidth\": 480, \"spacing\": 8}", at: node.location, path: path)
            failed = true
        }
        if let minWidth, let maxWidth, minWidth > maxWidth, let member = reader.member("maxWidth") {
            context.error(
                "\"maxWidth\" \(ObjectReader.format(maxWidth)) is less than \"minWidth\" \(ObjectReader.format(minWidth)), "
                    + "so the breakpoint never applies", at: member.node.location, path: member.path)
            failed = true
        }
        let properties = keys.filter { $0 != "minWidth" && $0 != "maxWidth" }
        // An unknown key is reported as such (it may be a misspelt property); otherwise a breakpoint must set something.
        let unknownKeys = if case .object(let members) = node.value { members.contains { !keys.contains($0.key) } } else { false }
        if !failed, !unknownKeys, !properties.contains(where: reader.has) {
            context.error(
                "a breakpoint must set at least one of \(ObjectReader.quotedList(properties)); it changes nothing otherwise",
                at: node.location, path: path)
            failed = true
        }
        guard !failed else { return nil }
        return Breakpoint(
            minWidth: minWidth, maxWidth: maxWidth, spacing: spacing, padding: padding ?? nil, axis: axis, wrap: wrap,
            columns: columns ?? nil)
    }
}
