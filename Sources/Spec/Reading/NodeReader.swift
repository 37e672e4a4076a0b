import JSON
import Limits

/// Reads the view tree: one node object and, recursively, its children.
enum NodeReader {
    /// `depth` is the node's level of nesting: 1 for the content node.
    static func read(_ node: JSONNode, path: JSONPath, depth: Int = 1, context: ReadContext) -> Node? {
        guard depth <= Limits.maximumNesting else {
            context.error(
                "the view tree nests deeper than \(Limits.maximumNesting) levels; flatten it (a screen needs far fewer levels)",
                at: node.location, path: path)
            return nil
        }
        context.nodeCount += 1
        if context.nodeCount == Limits.maximumNodes + 1 {
            context.error(
                "the view tree has more than \(Limits.grouped(Limits.maximumNodes)) nodes; split the screen into several specs",
                at: node.location, path: path)
        }
        guard case .object(let members) = node.value else {
            context.error(
                "expected a node object such as {\"type\": \"text\", …}, found \(node.value.kindDescription)", at: node.location, path: path
            )
            return nil
        }
        guard let typeMember = members.member("type") else {
            context.error(
                "missing required key \"type\"; a node is one of \(ObjectReader.quotedList(SpecVocabulary.nodeTypes))",
                at: node.location, path: path)
            return nil
        }
        guard
            let type = ObjectReader.oneOf(
                typeMember.value, path: path.appending("type"), allowed: SpecVocabulary.nodeTypes, context: context),
            !SpecVocabulary.nodeTypesSinceVersion2.contains(type)
                || context.requireVersion2(
                    for: "\(English.withArticle(type).hasPrefix("an ") ? "an" : "a") \"\(type)\" node", at: typeMember.value.location,
                    path: path.appending("type")),
            let reader = ObjectReader(node, path: path, shape: type, context: context)
        else { return nil }

        let id = reader.string("id", nonEmpty: true).flatMap { id in
            reader.member("id").flatMap {
                ObjectReader.withoutControlCharacters(id, key: "id", what: "an id", at: $0.node, path: $0.path, context: context)
            }
        }
        let padding = reader.member("padding").flatMap { readPadding($0.node, path: $0.path, context: context) } ?? .zero
        let frame = reader.member("frame").flatMap { readFrame($0.node, path: $0.path, context: context) }
        // An inline error reads its own `visibleIn` (format 1); every other node may have one from format 2 on.
        let visibleIn = type == "inlineError" ? nil : readVisibleIn(reader, context: context)
        let background = reader.member("background").flatMap { readBackground($0.node, path: $0.path, context: context) }
        let tapArea =
            reader.takes("tapArea")
            ? reader.member("tapArea").map { readTapArea($0.node, path: $0.path, context: context) } : nil
        if reader.takes("describedBy") { readDescribedBy(reader, context: context) }
        let tabIndex = reader.takes("tabIndex") ? readTabIndex(reader, context: context) : nil
        let focusRing =
            reader.takes("focusRing")
            ? reader.member("focusRing").map { readFocusRing($0.node, path: $0.path, context: context) } : nil
        let announcements =
            reader.takes("announcements")
            ? reader.member("announcements").map { readAnnouncements($0.node, path: $0.path, of: type, context: context) } : nil
        // A tooltip (SwiftUI's .help, HTML's title) is read like every text people may see or hear, but never drawn.
        let tooltip = reader.takes("tooltip") ? reader.text("tooltip", nonEmpty: true) : nil
        let breakpoints =
            reader.takes("breakpoints")
            ? reader.member("breakpoints").map { WebLayoutReader.breakpoints($0.node, path: $0.path, of: type, context: context) } : nil
        guard tapArea != .some(nil), announcements != .some(nil), focusRing != .some(nil), breakpoints != .some(nil),
            tooltip != nil || !reader.takes("tooltip") || !reader.has("tooltip"),
            let kind = readKind(type, reader: reader, depth: depth, context: context)
        else {
            // Already reported; remember the id so references to it are not reported as dangling too.
            if let id { context.unreadableIDs.insert(id) }
            return nil
        }
        var result = Node(
            id: id, kind: kind, padding: padding, frame: frame, visibleIn: visibleIn, background: background,
            tapArea: tapArea ?? nil, announcements: (announcements ?? nil) ?? [], tabIndex: tabIndex,
            focusRing: focusRing ?? nil, tooltip: tooltip, breakpoints: (breakpoints ?? nil) ?? [],
            location: node.location, path: path.description)
        result.literals = literals(of: node)
        if SpecVocabulary.objectKeys[type]?.contains("accessibilityElement") == true, let member = reader.member("accessibilityElement") {
            result.combinesAccessibilityChildren =
                ObjectReader.oneOf(
                    member.node, path: member.path, allowed: SpecVocabulary.accessibilityChildren,
                    context: context) == "combine"
        }
        if SpecVocabulary.objectKeys[type]?.contains("accessibilityHidden") == true {
            result.isAccessibilityHidden = reader.bool("accessibilityHidden") ?? false
        }
        return result
    }

    /// The locations of the number literals a size fix may change (see `Node.literals`).
    static func literals(of node: JSONNode) -> [String: SourceLocation] {
        var result: [String: SourceLocation] = [:]
        let paths = [
            "lineLimit", "frame.width", "frame.maxWidth", "frame.height", "tapArea.minWidth", "tapArea.minHeight", "focusRing.offset",
            "spacing",
        ]
        for path in paths {
            var current: JSONNode? = node
            for key in path.split(separator: ".") { current = current?.member(String(key))?.value }
            if let current, case .number = current.value { result[path] = current.location }
        }
        return result
    }

    /// A control's `focusRing` (format 2, web: its `:focus-visible` outline): `color`, `width` (0.5–20 px) and
    /// `offset` (0–20 px), each defaulting to the browser stand-in's.
    private static func readFocusRing(_ node: JSONNode, path: JSONPath, context: ReadContext) -> FocusRing? {
        guard context.platform == .web else {
            context.error(
                "\"focusRing\" is the web's :focus-visible outline, for web specs (\"platform\": \"web\")", at: node.location, path: path)
            return nil
        }
        guard let reader = ObjectReader(node, path: path, shape: "focusRing", context: context) else { return nil }
        let color = reader.member("color").map { ColorReader.read($0.node, path: $0.path, context: context) }
        let width = reader.number("width", in: 0.5...20)
        let offset = reader.number("offset", in: 0...20)
        guard color != .some(nil), reader.has("width") == (width != nil), reader.has("offset") == (offset != nil) else { return nil }
        let standIn = FocusRing.browserDefault
        return FocusRing(color: (color ?? nil) ?? standIn.color, width: width ?? standIn.width, offset: offset ?? standIn.offset)
    }

    /// A control's `tabIndex` (format 2, web: HTML's tabindex), -1 to 32767.
    private static func readTabIndex(_ reader: ObjectReader, context: ReadContext) -> Int? {
        guard let (node, path) = reader.member("tabIndex") else { return nil }
        guard context.platform == .web else {
            context.error(
                "\"tabIndex\" is HTML's tabindex, for web specs (\"platform\": \"web\"); on iOS focus follows the reading order",
                at: node.location, path: path)
            return nil
        }
        return reader.integer("tabIndex", in: -1...32767)
    }

    /// A field's `describedBy` (format 2, web: HTML's aria-describedby): the ids of the inline errors and texts
    /// that describe it. Which errors it names is collected beforehand (`DescribedByIndex`) and checked
    /// where each error is read; here the list itself is checked.
    private static func readDescribedBy(_ reader: ObjectReader, context: ReadContext) {
        guard let (node, path) = reader.member("describedBy") else { return }
        guard context.platform == .web else {
            context.error(
                "\"describedBy\" is HTML's aria-describedby, for web specs (\"platform\": \"web\"); on iOS an inline error names its field with \"for\"",
                at: node.location, path: path)
            return
        }
        guard let list = reader.array("describedBy") else { return }
        if list.isEmpty {
            context.error(
                "\"describedBy\" must name at least one element (an inline error or a text); remove it otherwise",
                at: node.location, path: path)
        }
        var seen: Set<String> = []
        for (entry, entryPath) in list {
            guard case .string(let id) = entry.value, !id.isEmpty else {
                context.error(
                    "expected the id of an element (a non-empty string), found \(entry.value.kindDescription)", at: entry.location,
                    path: entryPath)
                continue
            }
            guard seen.insert(id).inserted else {
                context.error("\"describedBy\" names \"\(Excerpt.clipped(id))\" twice", at: entry.location, path: entryPath)
                continue
            }
            context.references.append(
                ReadContext.Reference(
                    id: id, kinds: ["inlineError", "text"], role: "\"describedBy\"",
                    location: entry.location, path: entryPath))
        }
    }

    /// A node's `visibleIn`: the states it shows in, at least one. Each state is remembered with where it
    /// is written, so that one no element declares is reported once the whole tree is known.
    private static func readVisibleIn(_ reader: ObjectReader, context: ReadContext) -> [RenderState]? {
        guard let (node, path) = reader.member("visibleIn"), let list = reader.array("visibleIn") else { return nil }
        if list.isEmpty {
            context.error(
                "\"visibleIn\" must list at least one state; a node shown in no state is never drawn, so remove it instead",
                at: node.location, path: path)
            return nil
        }
        var states: [RenderState] = []
        for (entry, entryPath) in list {
            guard let state = ObjectReader.enumValue(entry, path: entryPath, RenderState.self, context: context) else { continue }
            context.visibleInStates.append(.init(state: state, location: entry.location, path: entryPath))
            if !states.contains(state) { states.append(state) }
        }
        return states
    }

    private static func children(_ reader: ObjectReader, depth: Int, context: ReadContext) -> [Node]? {
        guard let elements = reader.array("children", required: true) else { return nil }
        // Children that could not be read are left out (and reported); their siblings are kept so
        // that every other problem in the file is found too. A spec with any error is never used.
        return elements.compactMap { read($0.node, path: $0.path, depth: depth + 1, context: context) }
    }

    private static func readKind(_ type: String, reader: ObjectReader, depth: Int, context: ReadContext) -> NodeKind? {
        switch type {
        case "vstack":
            let spacing = reader.number("spacing", in: 0...1000) ?? 8
            let alignment = reader.enumValue("alignment", HorizontalAlignment.self) ?? .center
            guard let children = children(reader, depth: depth, context: context) else { return nil }
            return .vstack(VStackElement(spacing: spacing, alignment: alignment, children: children))
        case "hstack":
            let spacing = reader.number("spacing", in: 0...1000) ?? 8
            let alignment = reader.enumValue("alignment", VerticalAlignment.self) ?? .center
            let vertical = reader.bool("verticalAtAccessibilitySizes") ?? false
            guard let children = children(reader, depth: depth, context: context),
                let wrap = WebLayoutReader.rowOptions(reader, alignment: alignment, children: children, context: context)
            else { return nil }
            return .hstack(
                HStackElement(
                    spacing: spacing, alignment: alignment, verticalAtAccessibilitySizes: vertical, wrap: wrap,
                    children: children))
        case "grid":
            guard let children = children(reader, depth: depth, context: context) else { return nil }
            return WebLayoutReader.grid(reader, children: children, context: context).map(NodeKind.grid)
        case "zstack":
            let alignment = reader.enumValue("alignment", StackAlignment.self) ?? .center
            guard let children = children(reader, depth: depth, context: context) else { return nil }
            return .zstack(ZStackElement(alignment: alignment, children: children))
        case "spacer":
            return .spacer(SpacerElement(minLength: reader.number("minLength", in: 0...10000) ?? 8))
        case "text":
            return readText(reader, context: context).map(NodeKind.text)
        case "textField", "secureField", "textEditor":
            // A secure field and a text editor are text fields (and so every field rule applies to them):
            // one shows its value as dots, the other several lines.
            return readTextField(reader, context: context).map(NodeKind.textField)
        case "toggle":
            guard let label = reader.text("label", required: true, nonEmpty: true) else { return nil }
            let colors = reader.member("colors").map { ColorReader.parts($0.node, path: $0.path, shape: "toggleColors", context: context) }
            guard colors != .some(nil) else { return nil }
            let style = reader.enumValue("style", ToggleStyle.self) ?? .switch
            let scales = reader.bool("scalesWithText")
            let disabled = ControlDisabledReader.read(
                reader, shape: "toggleDisabled", colorsShape: "toggleDisabledColors", context: context)
            if style == .switch, scales != nil, let member = reader.member("scalesWithText") {
                // A switch keeps its size: UISwitch on iOS; on the web, the same fixed 51×31 px whatever the text zoom.
                let drawn =
                    context.platform == .web ? "drawn at a fixed 51×31 px at every text zoom" : "UISwitch, drawn at 51×31 pt at every size"
                context.error("\"scalesWithText\" is for checkboxes; a switch is \(drawn)", at: member.node.location, path: member.path)
                return nil
            }
            guard let disabled else { return nil }
            return .toggle(
                ToggleElement(
                    label: label, isOn: reader.bool("isOn") ?? false, style: style,
                    colors: (colors ?? nil) ?? .none, scalesWithText: scales ?? true, disabled: disabled))
        case "inlineError":
            guard let field = readErrorField(reader, context: context) else { return nil }
            let text = reader.text("text", required: true, nonEmpty: true)
            let visibleIn = reader.array("visibleIn").map { list in
                list.compactMap { ObjectReader.enumValue($0.node, path: $0.path, RenderState.self, context: context) }
            }
            let role = reader.member("role").flatMap {
                ObjectReader.oneOf($0.node, path: $0.path, allowed: SpecVocabulary.inlineErrorRoles, context: context)
            }
            let color = reader.member("color").map { ColorReader.read($0.node, path: $0.path, context: context) }
            let style = reader.enumValue("style", TextStyle.self)
            guard let text, color != .some(nil), reader.has("style") == (style != nil) else { return nil }
            return .inlineError(
                InlineErrorElement(
                    field: field, text: text, visibleIn: visibleIn ?? [.invalidSubmit], alertRole: role == "alert",
                    color: color ?? nil, style: style ?? .footnote))
        case "button":
            return ButtonReader.read(reader, context: context).map(NodeKind.button)
        case "section":
            return readSection(reader, depth: depth, context: context).map(NodeKind.section)
        case "picker":
            return readPicker(reader, context: context).map(NodeKind.picker)
        case "errorSummary":
            let title = reader.text("title", required: true, nonEmpty: true)
            let colors = reader.member("colors").map {
                ColorReader.parts($0.node, path: $0.path, shape: "errorSummaryColors", context: context)
            }
            var errors: [String] = []
            var failed = colors == .some(nil)
            if let list = reader.array("errors", required: true) {
                if list.isEmpty, let member = reader.member("errors") {
                    context.error(
                        "an error summary lists at least one error; name the inline errors it links to their fields",
                        at: member.node.location, path: member.path)
                    failed = true
                }
                for (node, path) in list {
                    guard case .string(let id) = node.value, !id.isEmpty else {
                        context.error(
                            "expected the id of an inline error (a non-empty string), found \(node.value.kindDescription)",
                            at: node.location, path: path)
                        failed = true
                        continue
                    }
                    context.references.append(
                        ReadContext.Reference(
                            id: id, kinds: ["inlineError"], role: "a link of an error summary",
                            location: node.location, path: path))
                    errors.append(id)
                }
            } else {
                failed = true
            }
            let announced = reader.bool("announced") ?? false
            guard let title, !failed else { return nil }
            return .errorSummary(ErrorSummaryElement(title: title, errors: errors, announced: announced, colors: (colors ?? nil) ?? .none))
        case "datePicker":
            let label = reader.text("label", required: true, nonEmpty: true)
            let value = reader.text("value", required: true, nonEmpty: true)
            let style = reader.enumValue("style", DatePickerStyle.self)
            let colors = reader.member("colors").map {
                ColorReader.parts($0.node, path: $0.path, shape: "datePickerColors", context: context)
            }
            guard let label, let value, colors != .some(nil), !reader.has("style") || style != nil else { return nil }
            return .datePicker(DatePickerElement(label: label, value: value, style: style ?? .compact, colors: (colors ?? nil) ?? .none))
        case "requirementList":
            return readRequirementList(reader, context: context).map(NodeKind.requirementList)
        case "toast":
            let text = reader.text("text", required: true, nonEmpty: true)
            let colors = reader.member("colors").map { ColorReader.parts($0.node, path: $0.path, shape: "toastColors", context: context) }
            guard let text, colors != .some(nil) else { return nil }
            return .toast(ToastElement(text: text, announced: reader.bool("announced") ?? false, colors: (colors ?? nil) ?? .none))
        case "stepper":
            let label = reader.text("label", required: true, nonEmpty: true)
            let colors = reader.member("colors").map { ColorReader.parts($0.node, path: $0.path, shape: "stepperColors", context: context) }
            let disabled = ControlDisabledReader.read(
                reader, shape: "stepperDisabled", colorsShape: "stepperDisabledColors", context: context)
            guard let label, colors != .some(nil), let disabled else { return nil }
            return .stepper(StepperElement(label: label, colors: (colors ?? nil) ?? .none, disabled: disabled))
        default:
            return nil
        }
    }

    private static func readText(_ reader: ObjectReader, context: ReadContext) -> TextElement? {
        let text = reader.text("text", required: true)
        var font = FontChoice.style(.body)
        if let style = reader.enumValue("style", TextStyle.self) { font = .style(style) }
        if let size = reader.number("size", in: 1...500) {
            if reader.has("style"), let member = reader.member("size") {
                context.error(
                    "give either \"style\" (scales with Dynamic Type) or \"size\" (fixed), not both",
                    at: member.node.location, path: member.path)
            }
            font = .fixed(size)
        }
        let weight = reader.enumValue("weight", Weight.self)
        let color = reader.member("color").map { ColorReader.read($0.node, path: $0.path, context: context) }
        let lineLimit = reader.integer("lineLimit", in: 1...1000)
        let alignment = reader.enumValue("alignment", HorizontalAlignment.self) ?? .leading
        guard let text, color != .some(nil) else { return nil }
        return TextElement(
            text: text, font: font, weight: weight, color: color.flatMap { $0 } ?? context.semanticColor(.label),
            lineLimit: lineLimit, alignment: alignment)
    }

    /// The field an inline error explains: its `for`, or (format 2, web) the one field whose `describedBy`
    /// names it; both may be given when they agree.
    private static func readErrorField(_ reader: ObjectReader, context: ReadContext) -> String? {
        var errorID: String?
        if case .string(let id)? = reader.member("id")?.node.value { errorID = id }
        let links = errorID.map { context.describedBy.fields(describedBy: $0) } ?? []
        let field = reader.reference(
            "for", required: links.isEmpty && (context.formatVersion < 2 || context.platform != .web),
            mustBe: ["textField", "toggle", "picker", "stepper", "datePicker"],
            role: "the field of an inline error")
        if let field {
            var consistent = true
            for link in links where link.field != field {
                context.error(
                    "\"describedBy\" of \"\(link.field)\" names \"\(errorID!)\", an inline error for \"\(field)\"; an error describes one field, "
                        + "so link it from \"\(field)\" only", at: link.location, path: link.path)
                consistent = false
            }
            return consistent ? field : nil
        }
        guard let first = links.first else {
            if !reader.has("for"), context.formatVersion >= 2, context.platform == .web {
                context.error(
                    "an inline error needs its field: give \"for\" (the field's id) or name the error in the field's \"describedBy\"",
                    at: reader.node.location, path: reader.path)
            }
            return nil
        }
        for link in links.dropFirst() where link.field != first.field {
            context.error(
                "\"describedBy\" of \"\(link.field)\" names \"\(errorID!)\", which \"\(first.field)\" already names; an error describes one field",
                at: link.location, path: link.path)
            return nil
        }
        return first.field
    }

    private static func readTextField(_ reader: ObjectReader, context: ReadContext) -> TextFieldElement? {
        var validation: FieldValidation?
        var validationFailed = false
        if let (node, path) = reader.member("validation") {
            if let object = ObjectReader(node, path: path, shape: "validation", context: context),
                let rule = object.enumValue("rule", ValidationRule.self, required: true)
            {
                let count = object.integer("count", in: 1...64)
                let minimum = object.integer("min", in: 0...64)
                let maximum = object.integer("max", in: 1...64)
                let pattern = object.string("pattern", nonEmpty: true)
                if (rule == .digitCount || rule == .length) && !object.has("count") && !object.has("min") && !object.has("max") {
                    context.error(
                        "the \"\(rule.rawValue)\" rule needs a \"count\", or \"min\" and/or \"max\"", at: node.location, path: path)
                    validationFailed = true
                }
                if let minimum, let maximum, minimum > maximum, let member = object.member("min") {
                    context.error("\"min\" (\(minimum)) is larger than \"max\" (\(maximum))", at: member.node.location, path: member.path)
                    validationFailed = true
                }
                if rule == .pattern && pattern == nil && !object.has("pattern") {
                    context.error("the \"pattern\" rule needs a \"pattern\"", at: node.location, path: path)
                    validationFailed = true
                }
                if let pattern, let member = object.member("pattern"), !RegularExpressionCheck.compiles(pattern) {
                    context.error(
                        "the pattern \(pattern) is not a valid regular expression (NSRegularExpression syntax, for example ^[0-9 ]{13,23}$)",
                        at: member.node.location, path: member.path)
                    validationFailed = true
                }
                validation = FieldValidation(rule: rule, count: count, min: minimum, max: maximum, pattern: pattern)
            } else {
                validationFailed = true
            }
        }
        let colors = reader.member("colors").map { ColorReader.parts($0.node, path: $0.path, shape: "fieldColors", context: context) }
        if colors == .some(nil) { validationFailed = true }
        let disabled = ControlDisabledReader.read(reader, shape: "fieldDisabled", colorsShape: "fieldDisabledColors", context: context)
        if disabled == nil { validationFailed = true }
        var minLines: Int?
        var maxLines: Int?
        if reader.shape == "textEditor" {
            minLines = reader.integer("minLines", in: 1...100)
            maxLines = reader.integer("maxLines", in: 1...100)
            if (reader.has("minLines") && minLines == nil) || (reader.has("maxLines") && maxLines == nil) { validationFailed = true }
            if let maxLines, maxLines < (minLines ?? TextFieldElement.defaultEditorMinLines), let member = reader.member("maxLines") {
                context.error(
                    "\"maxLines\" (\(maxLines)) is less than \"minLines\" (\(minLines ?? TextFieldElement.defaultEditorMinLines)\(minLines == nil ? ", the default" : ""))",
                    at: member.node.location, path: member.path)
                validationFailed = true
            }
        }
        let field = TextFieldElement(
            label: reader.text("label"), placeholder: reader.text("placeholder"), value: reader.text("value", pseudo: false),
            required: reader.bool("required") ?? false, requiredIndicator: reader.text("requiredIndicator", nonEmpty: true),
            requirementText: reader.reference("requirementText", mustBe: ["text"], role: "the requirement text"),
            contentType: reader.enumValue("contentType", ContentType.self) ?? .text,
            validation: validation, secure: reader.shape == "secureField" || (reader.shape == "textField" && reader.bool("secure") == true),
            colors: (colors ?? nil) ?? .none, disabled: disabled ?? nil,
            minLines: reader.shape == "textEditor" ? minLines ?? TextFieldElement.defaultEditorMinLines : 1,
            maxLines: reader.shape == "textEditor" ? maxLines : 1,
            clearsOnInvalidSubmit: reader.bool("clearsOnInvalidSubmit") ?? false,
            web: readWebAttributes(reader, context: context) ?? .none)
        if webFailed(reader, context: context) { return nil }
        if field.label == nil && field.placeholder == nil && !reader.has("label") && !reader.has("placeholder") {
            let what = reader.shape == "textEditor" ? "a text editor" : reader.shape == "secureField" ? "a secure field" : "a text field"
            context.error(
                "\(what) needs a \"label\" or a \"placeholder\" so people know what to enter",
                at: reader.node.location, path: reader.path)
            return nil
        }
        return validationFailed ? nil : field
    }

    /// The keys of a web field's HTML attributes (format 2): `ariaRequired`, `ariaInvalid`, `autocomplete`, `inputmode`.
    static let webAttributeKeys = ["ariaRequired", "ariaInvalid", "autocomplete", "inputmode"]

    /// A web field's `ariaRequired`, `ariaInvalid`, `autocomplete` and `inputmode`; nil when it has none (or is not a web field,
    /// which `webFailed` reports).
    private static func readWebAttributes(_ reader: ObjectReader, context: ReadContext) -> WebFieldAttributes? {
        guard context.platform == .web, webAttributeKeys.contains(where: reader.has) else { return nil }
        let autocomplete = reader.member("autocomplete").flatMap {
            ObjectReader.oneOf($0.node, path: $0.path, allowed: SpecVocabulary.autocompleteTokens, context: context)
        }
        return WebFieldAttributes(
            ariaRequired: reader.bool("ariaRequired"), ariaInvalid: reader.bool("ariaInvalid"), autocomplete: autocomplete,
            inputMode: reader.enumValue("inputmode", InputMode.self))
    }

    /// Whether a field's HTML attributes are wrong: given on iOS (located errors saying what to use there) or with a bad value.
    private static func webFailed(_ reader: ObjectReader, context: ReadContext) -> Bool {
        var failed = false
        for key in webAttributeKeys {
            guard let (node, path) = reader.member(key) else { continue }
            if context.platform != .web {
                let instead =
                    switch key {
                    case "ariaRequired": "on iOS mark the field with \"required\" and a visible \"requiredIndicator\""
                    case "ariaInvalid": "on iOS an inline error with \"for\" names the field"
                    default: "on iOS \"contentType\" chooses the keyboard and autofill"
                    }
                context.error(
                    "\"\(key)\" is an HTML attribute, for web specs (\"platform\": \"web\"); \(instead)", at: node.location, path: path)
                failed = true
                continue
            }
            switch node.value {
            case .bool where key.hasPrefix("aria"): continue
            case .string(let value) where key == "autocomplete" && SpecVocabulary.autocompleteTokens.contains(value): continue
            case .string(let value) where key == "inputmode" && InputMode(rawValue: value) != nil: continue
            default: failed = true
            }
        }
        return failed
    }

    private static func readSection(_ reader: ObjectReader, depth: Int, context: ReadContext) -> SectionElement? {
        let header = reader.text("header", nonEmpty: true)
        let footer = reader.text("footer", nonEmpty: true)
        let colors = reader.member("colors").map { ColorReader.parts($0.node, path: $0.path, shape: "sectionColors", context: context) }
        guard let rows = children(reader, depth: depth, context: context), colors != .some(nil) else { return nil }
        if rows.isEmpty, reader.array("children")?.isEmpty == true, let member = reader.member("children") {
            context.error("a section needs at least one row in \"children\"", at: member.node.location, path: member.path)
            return nil
        }
        for row in rows {
            guard case .section = row.kind else { continue }
            context.error(
                "a section cannot hold another section; put sections one after another in a vstack",
                at: row.location, path: JSONPath(rawDescription: row.path))
            return nil
        }
        return SectionElement(header: header, footer: footer, children: rows, colors: (colors ?? nil) ?? .none)
    }

    private static func readPicker(_ reader: ObjectReader, context: ReadContext) -> PickerElement? {
        let label = reader.text("label", required: true, nonEmpty: true)
        let style = reader.enumValue("style", PickerStyle.self)
        let colors = reader.member("colors").map { ColorReader.parts($0.node, path: $0.path, shape: "pickerColors", context: context) }
        var options: [String] = []
        var failed = colors == .some(nil) || (reader.has("style") && style == nil)
        if let list = reader.array("options", required: true) {
            for (node, path) in list {
                if case .object = node.value {
                } else if case .string = node.value {
                } else {
                    let expected = context.formatVersion < 2 ? "a string" : "a string or a text key such as {\"key\": \"sitting.dinner\"}"
                    context.error(
                        "expected an option's title (\(expected)), found \(node.value.kindDescription)", at: node.location, path: path)
                    failed = true
                    continue
                }
                guard let text = ObjectReader.text(node, path: path, name: "an option's title", context: context) else {
                    failed = true
                    continue
                }
                guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
                    context.error(
                        "an option's title must not be empty; a segment needs words people can read", at: node.location, path: path)
                    failed = true
                    continue
                }
                options.append(text)
            }
            if list.count < 2, let member = reader.member("options") {
                context.error(
                    "a picker needs at least two options to choose from; use a toggle for one", at: member.node.location, path: member.path)
                failed = true
            }
        } else {
            failed = true
        }
        let selection = reader.integer("selection", in: 0...1000) ?? 0
        if selection >= options.count, !options.isEmpty, let member = reader.member("selection") {
            context.error(
                "\"selection\" is \(selection), but the picker has \(options.count) options, numbered from 0 to \(options.count - 1)",
                at: member.node.location, path: member.path)
            failed = true
        }
        let disabled = ControlDisabledReader.read(reader, shape: "pickerDisabled", colorsShape: "pickerDisabledColors", context: context)
        guard let label, !failed, let disabled else { return nil }
        return PickerElement(
            label: label, options: options, selection: selection, style: style ?? .segmented, colors: (colors ?? nil) ?? .none,
            disabled: disabled)
    }

    /// A requirement list: the field it is `for`, at least one item (`text` and `met`: true, false, or the
    /// states it is met in), its `indicator` and `colors`.
    private static func readRequirementList(_ reader: ObjectReader, context: ReadContext) -> RequirementListElement? {
        let field = reader.reference("for", required: true, mustBe: ["textField"], role: "the field of a requirement list")
        let indicator = reader.enumValue("indicator", RequirementIndicator.self)
        let colors = reader.member("colors").map {
            ColorReader.parts($0.node, path: $0.path, shape: "requirementListColors", context: context)
        }
        var failed = colors == .some(nil) || (reader.has("indicator") && indicator == nil)
        var items: [RequirementItem] = []
        if let list = reader.array("items", required: true) {
            if list.isEmpty, let member = reader.member("items") {
                context.error("a requirement list needs at least one item in \"items\"", at: member.node.location, path: member.path)
                failed = true
            }
            for (entry, entryPath) in list {
                guard let item = ObjectReader(entry, path: entryPath, shape: "requirementItem", context: context) else {
                    failed = true
                    continue
                }
                let text = item.text("text", required: true, nonEmpty: true)
                var metIn: [RenderState]?
                if let (node, path) = item.member("met", required: true) {
                    switch node.value {
                    case .bool(let met):
                        metIn = met ? RenderState.allCases : []
                    case .array(let states):
                        metIn = states.enumerated().compactMap {
                            ObjectReader.enumValue($0.element, path: path.appending($0.offset), RenderState.self, context: context)
                        }
                        if metIn?.count != states.count { metIn = nil }
                    default:
                        context.error(
                            "expected true, false or the states it is met in (such as [\"invalidSubmit\"]), found \(node.value.kindDescription)",
                            at: node.location, path: path)
                    }
                }
                guard let text, let metIn else {
                    failed = true
                    continue
                }
                items.append(RequirementItem(text: text, metIn: metIn))
            }
        } else {
            failed = true
        }
        guard let field, !failed else { return nil }
        return RequirementListElement(field: field, items: items, indicator: indicator ?? .symbols, colors: (colors ?? nil) ?? .none)
    }

    static func readBackground(_ node: JSONNode, path: JSONPath, context: ReadContext) -> NodeBackground? {
        guard let reader = ObjectReader(node, path: path, shape: "background", context: context) else { return nil }
        let color = reader.member("color").map { ColorReader.read($0.node, path: $0.path, context: context) }
        let material = reader.enumValue("material", Material.self)
        let cornerRadius = reader.number("cornerRadius", in: 0...1000)
        let stroke = reader.member("stroke").map { ColorReader.read($0.node, path: $0.path, context: context) }
        let strokeWidth = reader.number("strokeWidth", in: 0.1...100)
        var failed =
            color == .some(nil) || stroke == .some(nil) || (reader.has("material") && material == nil)
            || (reader.has("cornerRadius") && cornerRadius == nil) || (reader.has("strokeWidth") && strokeWidth == nil)
        if reader.has("color"), let member = reader.member("material") {
            context.error(
                "give either \"color\" or \"material\" as a background's fill, not both", at: member.node.location, path: member.path)
            failed = true
        } else if !reader.has("color") && !reader.has("material") {
            context.error(
                "a background needs a \"color\" or a \"material\" (\"ultraThin\" … \"ultraThick\") to fill it", at: node.location,
                path: path)
            failed = true
        }
        if !reader.has("stroke"), let member = reader.member("strokeWidth") {
            context.error("\"strokeWidth\" needs a \"stroke\" colour to draw", at: member.node.location, path: member.path)
            failed = true
        }
        guard !failed else { return nil }
        let fill: NodeBackground.Fill = if let material { .material(material) } else { .color((color ?? nil)!) }
        return NodeBackground(fill: fill, cornerRadius: cornerRadius ?? 0, stroke: stroke ?? nil, strokeWidth: strokeWidth)
    }

    static func readPadding(_ node: JSONNode, path: JSONPath, context: ReadContext) -> EdgeInsets? {
        if case .number = node.value {
            return ObjectReader.number(node, path: path, in: 0...1000, context: context).map(EdgeInsets.init(all:))
        }
        guard
            let reader = ObjectReader(
                node, path: path, shape: "padding", context: context,
                what: "a number or an object of edges")
        else { return nil }
        let horizontal = reader.number("horizontal", in: 0...1000)
        let vertical = reader.number("vertical", in: 0...1000)
        return EdgeInsets(
            top: reader.number("top", in: 0...1000) ?? vertical ?? 0,
            leading: reader.number("leading", in: 0...1000) ?? horizontal ?? 0,
            bottom: reader.number("bottom", in: 0...1000) ?? vertical ?? 0,
            trailing: reader.number("trailing", in: 0...1000) ?? horizontal ?? 0)
    }

    /// A control's `announcements`: objects of `on` (the transition), `text` (what VoiceOver says) and
    /// `politeness`. `afterTypingStops` is for the fields people type into (`type` is the control's node type).
    static func readAnnouncements(_ node: JSONNode, path: JSONPath, of type: String, context: ReadContext) -> [Announcement]? {
        guard case .array(let entries) = node.value else {
            context.error(
                "expected an array of announcements such as [{\"on\": \"invalidSubmit\", \"text\": \"Enter an email address.\"}], found \(node.value.kindDescription)",
                at: node.location, path: path)
            return nil
        }
        var announcements: [Announcement] = []
        var failed = false
        for (index, entry) in entries.enumerated() {
            let entryPath = path.appending(index)
            guard let reader = ObjectReader(entry, path: entryPath, shape: "announcement", context: context) else {
                failed = true
                continue
            }
            let trigger = reader.enumValue("on", AnnouncementTrigger.self, required: true)
            let text = reader.text("text", required: true, nonEmpty: true)
            let politeness = reader.enumValue("politeness", Politeness.self)
            if trigger == .afterTypingStops, !["textField", "secureField", "textEditor"].contains(type), let on = reader.member("on") {
                context.error(
                    "\"afterTypingStops\" follows a pause in typing, so it is for fields people type into, not \(English.withArticle(type)); "
                        + "use \"input\" for a change of its value", at: on.node.location, path: on.path)
                failed = true
                continue
            }
            guard let trigger, let text, reader.has("politeness") == (politeness != nil) else {
                failed = true
                continue
            }
            announcements.append(
                Announcement(
                    trigger: trigger, text: text, politeness: politeness, location: entry.location,
                    path: entryPath.description))
        }
        return failed ? nil : announcements
    }

    /// A control's `tapArea`: `padding` (a number or edges) and/or a `minWidth` and `minHeight`.
    static func readTapArea(_ node: JSONNode, path: JSONPath, context: ReadContext) -> TapArea? {
        guard let reader = ObjectReader(node, path: path, shape: "tapArea", context: context) else { return nil }
        guard reader.has("padding") || reader.has("minWidth") || reader.has("minHeight") else {
            context.error(
                "a tap area needs \"padding\" or a \"minWidth\" and \"minHeight\", such as {\"minWidth\": 44, \"minHeight\": 44}",
                at: node.location, path: path)
            return nil
        }
        let padding = reader.member("padding").map { readPadding($0.node, path: $0.path, context: context) }
        let minWidth = reader.number("minWidth", in: 0...1000)
        let minHeight = reader.number("minHeight", in: 0...1000)
        guard padding != .some(nil), reader.has("minWidth") == (minWidth != nil), reader.has("minHeight") == (minHeight != nil) else {
            return nil
        }
        return TapArea(padding: (padding ?? nil) ?? .zero, minWidth: minWidth, minHeight: minHeight)
    }

    static func readFrame(_ node: JSONNode, path: JSONPath, context: ReadContext) -> Frame? {
        guard let reader = ObjectReader(node, path: path, shape: "frame", context: context) else { return nil }
        func dimension(_ key: String) -> Dimension? {
            guard let (node, path) = reader.member(key) else { return nil }
            if case .string(let text) = node.value {
                if text == "infinity" { return .infinity }
                context.error(
                    "expected a number of points or \"infinity\", found \"\(Excerpt.clipped(text))\"", at: node.location, path: path)
                return nil
            }
            return ObjectReader.number(node, path: path, in: 0...100_000, context: context).map(Dimension.points)
        }
        let frame = Frame(
            width: reader.number("width", in: 0...100_000), height: reader.number("height", in: 0...100_000),
            minWidth: reader.number("minWidth", in: 0...100_000), maxWidth: dimension("maxWidth"),
            minHeight: reader.number("minHeight", in: 0...100_000), maxHeight: dimension("maxHeight"),
            alignment: reader.enumValue("alignment", StackAlignment.self) ?? .center)
        return frame
    }
}
