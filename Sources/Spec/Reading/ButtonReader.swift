import JSON
/// Reads a button: its look, accessibility and the states it declares.
enum ButtonReader {
    static func read(_ reader: ObjectReader, context: ReadContext) -> ButtonElement? {
        let title = reader.text("title", required: true, nonEmpty: true)
        let tint = reader.member("tint").map { ColorReader.read($0.node, path: $0.path, context: context) }
        let accessibility = reader.member("accessibility").map { member -> AccessibilityInfo? in
            guard let object = ObjectReader(member.node, path: member.path, shape: "accessibility", context: context) else { return nil }
            return AccessibilityInfo(label: object.text("label"), value: object.text("value"), hint: object.text("hint"))
        }
        let colors = reader.member("colors").map { overrides($0.node, path: $0.path, context: context) }

        var disabled: DisabledState?
        var loading: LoadingState?
        var invalidSubmit: InvalidSubmitState?
        var statesFailed = false
        if let (node, path) = reader.member("states") {
            if let states = ObjectReader(node, path: path, shape: "states", context: context) {
                if let member = states.member("disabled") {
                    disabled = readDisabled(member.node, path: member.path, context: context)
                    statesFailed = statesFailed || disabled == nil
                }
                if let member = states.member("loading") {
                    loading = readLoading(member.node, path: member.path, context: context)
                    statesFailed = statesFailed || loading == nil
                }
                if let member = states.member("invalidSubmit") {
                    invalidSubmit = readInvalidSubmit(member.node, path: member.path, context: context)
                    statesFailed = statesFailed || invalidSubmit == nil
                }
            } else {
                statesFailed = true
            }
        }
        let role = reader.enumValue("role", ButtonRole.self)
        let style = reader.enumValue("style", ButtonStyle.self)
        let controlSize = reader.enumValue("controlSize", ControlSize.self)
        let shape = reader.enumValue("shape", ButtonShape.self)
        let titleStyle = reader.enumValue("titleStyle", TextStyle.self)
        let titleWeight = reader.enumValue("titleWeight", Weight.self)
        let lineLimit = reader.integer("lineLimit", in: 1...1000)
        let scaleFactor = reader.number("minimumScaleFactor", in: 0.01...1)
        let truncationMode = reader.enumValue("truncationMode", TruncationMode.self)
        var titleFailed = false
        // Without a line limit a title wraps and never needs to shrink or be cut short.
        for key in ["minimumScaleFactor", "truncationMode"] where lineLimit == nil && !reader.has("lineLimit") {
            guard let member = reader.member(key) else { continue }
            context.error(
                "\"\(key)\" needs a \"lineLimit\": without one the title wraps onto as many lines as it needs, so it never shrinks or truncates",
                at: member.node.location, path: member.path)
            titleFailed = true
        }
        guard let title, !titleFailed, tint != .some(nil), accessibility != .some(nil), colors != .some(nil), !statesFailed,
            reader.has("role") == (role != nil), reader.has("style") == (style != nil),
            reader.has("controlSize") == (controlSize != nil), reader.has("shape") == (shape != nil),
            reader.has("titleStyle") == (titleStyle != nil), reader.has("titleWeight") == (titleWeight != nil),
            reader.has("lineLimit") == (lineLimit != nil), reader.has("minimumScaleFactor") == (scaleFactor != nil),
            reader.has("truncationMode") == (truncationMode != nil)
        else { return nil }
        return ButtonElement(
            title: title, role: role ?? .secondary, style: style ?? .bordered, tint: tint ?? nil,
            controlSize: controlSize ?? .regular, shape: shape ?? .automatic, titleStyle: titleStyle ?? .body,
            titleWeight: titleWeight, lineLimit: lineLimit, minimumScaleFactor: scaleFactor ?? 1, truncationMode: truncationMode ?? .tail,
            accessibility: (accessibility ?? nil) ?? .none, colors: (colors ?? nil) ?? .none,
            disabled: disabled, loading: loading, invalidSubmit: invalidSubmit)
    }

    private static func overrides(_ node: JSONNode, path: JSONPath, context: ReadContext) -> ColorOverrides? {
        guard let object = ObjectReader(node, path: path, shape: "colorOverrides", context: context) else { return nil }
        let fill = object.member("fill").map { ColorReader.read($0.node, path: $0.path, context: context) }
        let title = object.member("title").map { ColorReader.read($0.node, path: $0.path, context: context) }
        guard fill != .some(nil), title != .some(nil) else { return nil }
        return ColorOverrides(fill: fill ?? nil, title: title ?? nil)
    }

    private static func readDisabled(_ node: JSONNode, path: JSONPath, context: ReadContext) -> DisabledState? {
        guard let object = ObjectReader(node, path: path, shape: "disabled", context: context) else { return nil }
        let cause = object.enumValue("cause", DisabledCause.self, required: true)
        let reason = object.reference("reason", mustBe: ["text", "inlineError"], role: "the disabled reason")
        let value = object.text("accessibilityValue")
        let colors = object.member("colors").map { overrides($0.node, path: $0.path, context: context) }
        guard let cause, colors != .some(nil) else { return nil }
        return DisabledState(cause: cause, reason: reason, accessibilityValue: value, colors: (colors ?? nil) ?? .none)
    }

    private static func readLoading(_ node: JSONNode, path: JSONPath, context: ReadContext) -> LoadingState? {
        guard let object = ObjectReader(node, path: path, shape: "loading", context: context) else { return nil }
        let indicator = object.enumValue("indicator", LoadingIndicator.self, required: true)
        // The loading colours: a button's fill and title, and the spinner's (format 2).
        var spinner: Color??
        let colors = object.member("colors").map { member -> ColorOverrides? in
            guard let colors = ObjectReader(member.node, path: member.path, shape: "loadingColors", context: context) else { return nil }
            let fill = colors.member("fill").map { ColorReader.read($0.node, path: $0.path, context: context) }
            let title = colors.member("title").map { ColorReader.read($0.node, path: $0.path, context: context) }
            spinner = colors.member("spinner").map { ColorReader.read($0.node, path: $0.path, context: context) }
            guard fill != .some(nil), title != .some(nil) else { return nil }
            return ColorOverrides(fill: fill ?? nil, title: title ?? nil)
        }
        guard let indicator, colors != .some(nil), spinner != .some(nil) else { return nil }
        return LoadingState(indicator: indicator, colors: (colors ?? nil) ?? .none, spinner: spinner ?? nil)
    }

    private static func readInvalidSubmit(_ node: JSONNode, path: JSONPath, context: ReadContext) -> InvalidSubmitState? {
        guard let object = ObjectReader(node, path: path, shape: "invalidSubmit", context: context) else { return nil }
        guard let list = object.array("errors", required: true) else { return nil }
        var errors: [String] = []
        for (node, path) in list {
            guard case .string(let id) = node.value, !id.isEmpty else {
                context.error(
                    "expected the id of an inline error (a non-empty string), found \(node.value.kindDescription)", at: node.location,
                    path: path)
                return nil
            }
            context.references.append(
                ReadContext.Reference(
                    id: id, kinds: ["inlineError"], role: "an error shown on invalid submit",
                    location: node.location, path: path))
            errors.append(id)
        }
        let focus = object.reference("focus", mustBe: [], role: "the focus target")
        return InvalidSubmitState(errors: errors, focus: focus, announcement: object.text("announcement"))
    }
}
