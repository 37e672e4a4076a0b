import Foundation
import JSON
import Files
import Limits

/// Reads a whole spec document: top-level keys, colours and tokens, the tree, then cross-references.
enum SpecReader {
    static func read(_ root: JSONNode, context: ReadContext, slug: String) -> ScreenSpec? {
        guard case .object = root.value else {
            context.error(
                "a spec is a JSON object ({\"version\": 1, \"name\": …, \"viewport\": …, \"content\": …}), but this file holds \(root.value.kindDescription)",
                at: root.location, path: .root)
            return nil
        }
        if case .object(let members) = root.value, let declared = members.member("version"),
            case .number(let number) = declared.value.value, let version = Int(exactly: number),
            SpecVocabulary.versions.contains(version)
        {
            context.formatVersion = version
        }
        guard let reader = ObjectReader(root, path: .root, shape: "spec", context: context) else { return nil }

        if let version = reader.integer("version", required: true, in: 0...1000), !SpecVocabulary.versions.contains(version) {
            let member = reader.member("version")!
            context.error(
                "spec format version \(version) is not supported; this ButtonCheck reads versions \(SpecVocabulary.versions.lowerBound) to \(SpecVocabulary.versions.upperBound)",
                at: member.node.location, path: member.path)
        }
        _ = reader.string("$schema")
        let name = reader.string("name", required: true, nonEmpty: true).flatMap { name in
            reader.member("name").flatMap {
                ObjectReader.withoutControlCharacters(
                    name, key: "name", what: "a spec's name", at: $0.node, path: $0.path, context: context)
            }
        }
        let description = reader.string("description")
        let platform = reader.enumValue("platform", Platform.self) ?? .ios
        let viewport = reader.member("viewport", required: true).flatMap {
            readViewport($0.node, path: $0.path, platform: platform, context: context)
        }
        let appearances = readAppearances(reader, context: context)
        let settings = DisplaySettingsReader.read(reader, context: context)
        let languages = StringsReader.read(reader, context: context)
        context.strings = languages.strings

        if let (node, path) = reader.member("tokens") {
            if case .string(let relative) = node.value, !relative.isEmpty {
                context.namesTokensFile = true
                context.tokens = TokenStore(
                    path: context.resolvePath(relative), displayPath: displayPath(relative, context),
                    reportingTo: context, at: node.location, jsonPath: path)
            } else {
                context.error("expected the path of a DTCG tokens file (a string)", at: node.location, path: path)
            }
        }
        readCustomColors(reader, context: context)
        let fonts = readFonts(reader, context: context)
        let fallbackFonts = readFallbackFonts(reader, context: context)
        let backdrop = reader.member("backdrop").map { readBackdrop($0.node, path: $0.path, context: context) }
        let problemsBeforeContent = context.diagnostics.count
        context.platform = platform
        if let (node, path) = reader.member("content") { context.describedBy = DescribedByIndex(content: node, path: path) }
        let contentMember = reader.member("content", required: true)
        let content = contentMember.flatMap { NodeReader.read($0.node, path: $0.path, context: context) }
        // A node with problems of its own is left out of the tree, and with it the states it declares.
        let contentIsComplete = context.diagnostics.count == problemsBeforeContent
        let scenarios = content.map { ScenarioReader.read(reader, content: $0, context: context) } ?? []
        let suppressions = SuppressionReader(
            sizes: platform == .web && context.formatVersion >= 2 ? SizeCategory.webSizes : SizeCategory.dynamicTypeSizes,
            appearances: appearances, locales: languages.locales, settings: settings, context: context
        ).read(reader)
        let expect = reader.array("expect")?.compactMap { ObjectReader.enumValue($0.node, path: $0.path, RuleID.self, context: context) }

        if let content {
            ReferenceChecker.check(content, context: context)
            if contentIsComplete {
                checkVisibleIn(content, context: context)
                AriaInvalidCheck.check(content, context: context)
            }
        }
        let sizes = platform == .web && context.formatVersion >= 2 ? SizeCategory.webSizes : SizeCategory.dynamicTypeSizes
        // Checked before the tree is read again in every locale, so a spec over the limit costs one read.
        let withinLimit =
            content.map { content in
                RenderCount(
                    locales: languages.locales.count, settings: settings.count, appearances: appearances.count, sizes: sizes.count,
                    states: max(
                        ScreenSpec.states(of: content).count,
                        scenarios.isEmpty ? 0 : scenarios.count + RenderState.allCases.count)
                ).check(at: root, context: context)
            } ?? true
        var localizedContent: [RenderLocale: Node] = [:]
        if content != nil, withinLimit, let contentMember {
            for locale in languages.locales where locale != languages.sourceLanguage {
                localizedContent[locale] = readContent(contentMember.node, path: contentMember.path, in: locale, context: context)
            }
        }
        guard let name, let viewport, let content, backdrop != .some(nil), let fonts, fallbackFonts != .some(nil) else { return nil }
        var spec = ScreenSpec(
            file: context.file, slug: slug, name: name, description: description, platform: platform,
            viewport: viewport, appearances: appearances, settings: settings,
            sizes: sizes,
            sourceLanguage: languages.sourceLanguage, locales: languages.locales, localizedContent: localizedContent,
            backdrop: (backdrop ?? nil) ?? .default, fonts: fonts, fallbackFonts: fallbackFonts ?? nil,
            palette: Palette(custom: context.customColors),
            content: content, suppressions: suppressions, expect: (expect ?? []).sorted())
        spec.fileSources = context.fileSources
        spec.scenarios = scenarios
        spec.rootLocation = root.location
        if let colors = reader.member("colors"), case .object = colors.node.value { spec.colorsLocation = colors.node.location }
        return spec
    }

    /// The view tree read again with its texts in `locale`: the same JSON, so the same nodes, with each
    /// key's text in that locale (else the source language's) and, in the pseudo-locale, every text
    /// expanded. Problems only this locale has (an empty translation) are reported, naming it; the
    /// others were reported by the first read.
    private static func readContent(_ node: JSONNode, path: JSONPath, in locale: RenderLocale, context: ReadContext) -> Node? {
        let localeContext = ReadContext(file: context.file, baseDirectory: context.baseDirectory)
        localeContext.formatVersion = context.formatVersion
        localeContext.tokens = context.tokens
        localeContext.namesTokensFile = context.namesTokensFile
        localeContext.customColors = context.customColors
        localeContext.platform = context.platform
        localeContext.describedBy = context.describedBy
        localeContext.strings = context.strings
        localeContext.unreadStringsFile = context.unreadStringsFile
        localeContext.locale = locale
        let tree = NodeReader.read(node, path: path, context: localeContext)
        let known = Set(context.diagnostics)
        for diagnostic in localeContext.diagnostics where !known.contains(diagnostic) {
            context.append(
                Diagnostic(
                    file: diagnostic.file, location: diagnostic.location, path: diagnostic.path, severity: diagnostic.severity,
                    message: "in locale \"\(locale.identifier)\": \(diagnostic.message)"))
        }
        return tree
    }

    /// A state a node's `visibleIn` lists that no element declares is never rendered, so the node would
    /// never be seen (and never checked) in it.
    private static func checkVisibleIn(_ content: Node, context: ReadContext) {
        let rendered = ScreenSpec.states(of: content)
        for entry in context.visibleInStates where !rendered.contains(entry.state) {
            let list = rendered.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            context.error(
                "\"visibleIn\" lists \"\(entry.state.rawValue)\", a state no element of this spec declares, so it is never rendered; "
                    + "declare it on a button (\"states\") or list only rendered states (\(list))",
                at: entry.location, path: entry.path)
        }
    }

    static func displayPath(_ relative: String, _ context: ReadContext) -> String {
        if relative.hasPrefix("/") { return relative }
        let directory = FilePath.deletingLastComponent(context.file)
        return directory.isEmpty ? relative : (directory as NSString).appendingPathComponent(relative)
    }

    private static func readViewport(_ node: JSONNode, path: JSONPath, platform: Platform, context: ReadContext) -> Viewport? {
        guard let reader = ObjectReader(node, path: path, shape: "viewport", context: context) else { return nil }
        let scale = reader.integer("scale", in: Limits.scale)
        if let device = reader.enumValue("device", Device.self) {
            if reader.has("width") || reader.has("height") {
                context.error("give either \"device\" or \"width\" and \"height\", not both", at: node.location, path: path)
                return nil
            }
            let viewport = device.viewport
            return Viewport(width: viewport.width, height: viewport.height, scale: scale ?? viewport.scale, device: device)
        }
        if reader.has("device") { return nil }
        let width = viewportSide(reader, "width", in: viewportWidths(platform), platform: platform, context: context)
        let height = viewportSide(reader, "height", in: Limits.viewportHeight, platform: platform, context: context)
        guard let width, let height else { return nil }
        let viewport = Viewport(width: width, height: height, scale: scale ?? 3)
        return fitsOneCanvas(viewport, reader: reader, node: node, path: path, unit: platform.lengthUnit, context: context) ? viewport : nil
    }

    /// A viewport width or height in points (CSS px on the web), within the limit every render fits in memory with.
    private static func viewportSide(
        _ reader: ObjectReader, _ key: String, in range: ClosedRange<Double>, platform: Platform, context: ReadContext
    ) -> Double? {
        guard let member = reader.member(key, required: true) else { return nil }
        guard case .number(let value) = member.node.value, value > range.upperBound else {
            return ObjectReader.number(member.node, path: member.path, in: range, context: context)
        }
        let unit = platform.lengthUnit
        let widest = viewportWidths(platform).upperBound
        context.error(
            "a viewport \(key) of \(ObjectReader.format(value)) \(unit) is over the limit of \(ObjectReader.format(range.upperBound)) \(unit); "
                + "\(platform == .web ? "web viewports" : "viewports") may be up to \(ObjectReader.format(widest)) × \(ObjectReader.format(Limits.viewportHeight.upperBound)) \(unit)",
            at: member.node.location, path: member.path)
        return nil
    }

    /// The widths a viewport may have: a web page as wide as a desktop window, an iOS screen as wide as an iPad.
    private static func viewportWidths(_ platform: Platform) -> ClosedRange<Double> {
        platform == .web ? Limits.webViewportWidth : Limits.viewportWidth
    }

    /// Whether the viewport at its scale fits one canvas (`Limits.maximumViewportPixels`); a wide web page at
    /// scale 3 does not, and is told the largest scale that fits. (Every iOS viewport fits, at any scale.)
    private static func fitsOneCanvas(
        _ viewport: Viewport, reader: ObjectReader, node: JSONNode, path: JSONPath, unit: LengthUnit,
        context: ReadContext
    ) -> Bool {
        func pixels(_ scale: Int) -> (width: Int, height: Int) {
            (Int((viewport.width * Double(scale)).rounded()), Int((viewport.height * Double(scale)).rounded()))
        }
        let drawn = pixels(viewport.scale)
        guard drawn.width * drawn.height > Limits.maximumViewportPixels else { return true }
        let fitting = Limits.scale.reversed().first { pixels($0).width * pixels($0).height <= Limits.maximumViewportPixels } ?? 1
        let scaleMember = reader.member("scale")
        let bytes = Limits.describe(bytes: Limits.maximumViewportPixels * Limits.bytesPerPixel)
        context.error(
            "a viewport of \(ObjectReader.format(viewport.width)) × \(ObjectReader.format(viewport.height)) \(unit) at "
                + "\(scaleMember == nil ? "the default scale " : "scale ")\(viewport.scale) is \(Limits.grouped(drawn.width)) × \(Limits.grouped(drawn.height)) pixels, "
                + "over the limit of \(Limits.grouped(Limits.maximumViewportPixels)) pixels (\(bytes)) for one render; "
                + "set \"scale\": \(fitting)\(fitting > 1 ? " or less" : "")",
            at: scaleMember?.node.location ?? node.location, path: scaleMember?.path ?? path)
        return false
    }

    private static func readAppearances(_ reader: ObjectReader, context: ReadContext) -> [Appearance] {
        guard let list = reader.array("appearances") else { return [.light] }
        if list.isEmpty, let member = reader.member("appearances") {
            context.error("\"appearances\" must list at least one of \"light\", \"dark\"", at: member.node.location, path: member.path)
        }
        var result: [Appearance] = []
        for (node, path) in list {
            if let appearance = ObjectReader.enumValue(node, path: path, Appearance.self, context: context), !result.contains(appearance) {
                result.append(appearance)
            }
        }
        return result.isEmpty ? [.light] : Appearance.allCases.filter(result.contains)
    }

    private static func readCustomColors(_ reader: ObjectReader, context: ReadContext) {
        guard let (node, path) = reader.member("colors") else { return }
        guard case .object(let members) = node.value else {
            context.error("expected an object of colour names, found \(node.value.kindDescription)", at: node.location, path: path)
            return
        }
        for member in members {
            if let color = ColorReader.read(member.value, path: path.appending(member.key), context: context) {
                context.customColors[member.key] = Color(
                    light: color.light, dark: color.dark, increasedContrastLight: color.increasedContrastLight,
                    increasedContrastDark: color.increasedContrastDark, source: member.key
                )
                .reducingTransparency(light: color.reducedTransparencyLight, dark: color.reducedTransparencyDark)
                .written(at: color.origins)
            }
        }
    }

    private static func readFonts(_ reader: ObjectReader, context: ReadContext) -> [Weight: String]? {
        guard let (node, path) = reader.member("fonts") else { return [:] }
        return readFontFiles(node, path: path, context: context, remedy: "remove it to use Inter")
    }

    /// Format 2's `"fallbackFonts"`: the fonts after `"fonts"` in the spec's font stack, each a weights
    /// object like `"fonts"`. `.some(nil)`: a problem was reported; `nil`: absent (the default stack).
    private static func readFallbackFonts(_ reader: ObjectReader, context: ReadContext) -> [[Weight: String]]?? {
        guard let list = reader.array("fallbackFonts") else { return reader.has("fallbackFonts") ? .some(nil) : nil }
        var stack: [[Weight: String]] = []
        var failed = false
        for (node, path) in list {
            guard let fonts = readFontFiles(node, path: path, context: context, remedy: "remove it from \"fallbackFonts\"") else {
                failed = true
                continue
            }
            if fonts.isEmpty, case .object(let members) = node.value, members.isEmpty {
                context.error(
                    "a fallback font names at least one font file, such as {\"regular\": \"NotoSansArabic-Regular.ttf\"}",
                    at: node.location, path: path)
                failed = true
            }
            stack.append(fonts)
        }
        return failed ? .some(nil) : .some(stack)
    }

    /// A weights object (`"fonts"`, or an entry of `"fallbackFonts"`): weight → the font file's absolute path.
    private static func readFontFiles(_ node: JSONNode, path: JSONPath, context: ReadContext, remedy: String) -> [Weight: String]? {
        guard let object = ObjectReader(node, path: path, shape: "fonts", context: context) else { return nil }
        var fonts: [Weight: String] = [:]
        var failed = false
        for weight in Weight.allCases {
            guard let relative = object.string(weight.rawValue, nonEmpty: true), let member = object.member(weight.rawValue) else {
                continue
            }
            let resolved = context.resolvePath(relative)
            do throws(FileError) {
                try FileIO.checkRegularFile(resolved)
            } catch {
                let shown = displayPath(relative, context)
                let message =
                    switch error {
                    case .fileNotFound: "font file \(shown) does not exist; fix the path (relative to the spec) or \(remedy)"
                    case .isDirectory: "font file \(shown) is a folder, not a file; name the font file in it"
                    case .notRegularFile(_, let kind):
                        "font file \(shown) is \(kind), not a regular file; name a font file (.ttf, .otf or .ttc)"
                    default: "font file \(shown) cannot be used: \(error.reason); fix the path (relative to the spec) or \(remedy)"
                    }
                context.error(message, at: member.node.location, path: member.path)
                failed = true
            }
            fonts[weight] = resolved
            context.fileSources[resolved] =
                context.fileSources[resolved]
                ?? SpecFileSource(
                    role: .font, shown: displayPath(relative, context), location: member.node.location, path: member.path.description)
        }
        return failed ? nil : fonts
    }

    private static func readBackdrop(_ node: JSONNode, path: JSONPath, context: ReadContext) -> Backdrop? {
        guard case .object(let members) = node.value else {
            context.error(
                "expected a backdrop object such as {\"type\": \"solid\", \"color\": \"systemBackground\"}, found \(node.value.kindDescription)",
                at: node.location, path: path)
            return nil
        }
        guard let typeMember = members.member("type") else {
            context.error(
                "missing required key \"type\"; a backdrop is one of \(ObjectReader.quotedList(SpecVocabulary.backdropTypes))",
                at: node.location, path: path)
            return nil
        }
        guard
            let type = ObjectReader.oneOf(
                typeMember.value, path: path.appending("type"), allowed: SpecVocabulary.backdropTypes, context: context),
            let reader = ObjectReader(node, path: path, shape: "backdrop." + type, context: context)
        else { return nil }
        switch type {
        case "solid":
            return reader.member("color", required: true).flatMap { ColorReader.read($0.node, path: $0.path, context: context) }.map(
                Backdrop.solid)
        case "linearGradient":
            guard let list = reader.array("stops", required: true) else { return nil }
            var stops: [GradientStop] = []
            var failed = false
            for (stopNode, stopPath) in list {
                guard let stop = ObjectReader(stopNode, path: stopPath, shape: "gradientStop", context: context) else {
                    failed = true
                    continue
                }
                let color = stop.member("color", required: true).flatMap { ColorReader.read($0.node, path: $0.path, context: context) }
                let location = stop.number("location", required: true, in: 0...1)
                if let color, let location { stops.append(GradientStop(color: color, location: location)) } else { failed = true }
            }
            if list.count < 2, let member = reader.member("stops") {
                context.error("a gradient needs at least two stops", at: member.node.location, path: member.path)
                failed = true
            }
            let start = reader.member("start").map { readUnitPoint($0.node, path: $0.path, context: context) }
            let end = reader.member("end").map { readUnitPoint($0.node, path: $0.path, context: context) }
            guard !failed, start != .some(nil), end != .some(nil) else { return nil }
            return .linearGradient(
                stops: stops.sorted { $0.location < $1.location },
                start: (start ?? nil) ?? UnitPoint(x: 0.5, y: 0), end: (end ?? nil) ?? UnitPoint(x: 0.5, y: 1))
        default:
            guard let relative = reader.string("path", required: true, nonEmpty: true), let member = reader.member("path") else {
                return nil
            }
            let resolved = context.resolvePath(relative)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory) else {
                context.error(
                    "backdrop image \(displayPath(relative, context)) does not exist; fix the path (it is relative to the spec)",
                    at: member.node.location, path: member.path)
                return nil
            }
            guard !isDirectory.boolValue else {
                context.error(
                    "backdrop image \(displayPath(relative, context)) is a folder, not a file; name the PNG file in it",
                    at: member.node.location, path: member.path)
                return nil
            }
            context.fileSources[resolved] = SpecFileSource(
                role: .backdrop, shown: displayPath(relative, context),
                location: member.node.location, path: member.path.description)
            return .image(path: resolved)
        }
    }

    private static func readUnitPoint(_ node: JSONNode, path: JSONPath, context: ReadContext) -> UnitPoint? {
        guard let reader = ObjectReader(node, path: path, shape: "unitPoint", context: context) else { return nil }
        guard let x = reader.number("x", required: true, in: 0...1), let y = reader.number("y", required: true, in: 0...1) else {
            return nil
        }
        return UnitPoint(x: x, y: y)
    }
}
