import Foundation
import Testing

/// docs/limits.md lists every limit a user can hit with the message they get (issue 26, deliverable 4):
/// every constant of `Sources/Limits/Limits.swift` is named by a row of its table (a new limit without a
/// row fails here), and the messages it quotes are the ones the tool prints for inputs past each limit.
@Suite struct LimitsDocTests {
    static let page = DocsTests.repository + "/docs/limits.md"
    static let source = DocsTests.repository + "/Sources/Limits/Limits.swift"

    /// The names in the last column of the page's limits table, each with its row's first cell: a
    /// constant of `Limits` by its name (`maximumNodes`), any other cap qualified (`Excerpt.limit`).
    static func tableNames() throws -> [String: String] {
        let text = try String(contentsOfFile: page, encoding: .utf8)
        var names: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 6, let last = cells.dropLast().last else { continue }
            for (index, name) in last.split(separator: "`", omittingEmptySubsequences: false).enumerated() where index % 2 == 1 {
                names[name.hasPrefix("Limits.") ? String(name.dropFirst("Limits.".count)) : String(name)] = cells[1]
            }
        }
        return names
    }

    /// The constants `Limits` declares: `package static let NAME`.
    static func declaredLimits() throws -> [String] {
        let text = try String(contentsOfFile: source, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard words.count > 3, words[0] == "package", words[1] == "static", words[2] == "let" else { return nil }
            return String(words[3].prefix { $0.isLetter || $0.isNumber })
        }
    }

    /// The lines of the page's first `text` block: the messages each limit gives.
    static func quotedMessages() throws -> [String] {
        let text = try String(contentsOfFile: page, encoding: .utf8)
        guard let start = text.range(of: "```text\n"),
            let end = text.range(of: "\n```", range: start.upperBound..<text.endIndex)
        else { return [] }
        return text[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
    }

    /// Whether the page quotes `line`: exactly, or cut where the quote ends in "…)".
    static func quotes(_ line: String, in quoted: [String]) -> Bool {
        quoted.contains { $0 == line || ($0.hasSuffix("…)") && $0.count > 40 && line.hasPrefix(String($0.dropLast(2)))) }
    }

    @Test func everyLimitDeclaredHasARowAndEveryRowNamesADeclaredLimit() throws {
        let declared = try Self.declaredLimits()
        let rows = try Self.tableNames()
        #expect(declared.count >= 17, "read \(declared) from \(Self.source)")
        for name in declared {
            #expect(rows[name] != nil, "Limits.\(name) has no row in docs/limits.md's table (name it in the last column)")
        }
        let otherCaps: Set = [
            "JSONParser.maximumDepth", "Excerpt.limit", "LibPNGReader.excessImageDataAllowed",
            "SceneCache.maximumFileSize",
        ]
        for name in rows.keys where !declared.contains(name) && !otherCaps.contains(name) {
            Issue.record("docs/limits.md names `\(name)`, which neither Limits nor the other caps declare")
        }
    }

    /// One input past a limit: the files of a fresh folder (`$D` in a content or argument is the folder)
    /// and the tool's arguments; the first line it prints on standard error, with the folder left out,
    /// must be quoted by the page.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var files: [String: Data]
        var arguments: [String]
        var testDescription: String { name }
    }

    static func spec(
        _ viewport: String = #"{"device": "iPhone 16"}"#, version: Int = 1, top: String = "",
        content: String = #"{"type": "spacer"}"#
    ) -> String {
        #"{"version": \#(version), "name": "X",\#(top) "viewport": \#(viewport), "content": \#(content)}"#
    }

    /// A PNG of one chunk, its header: enough for a reader to refuse it for its size.
    static func header(width: UInt32, height: UInt32) -> Data {
        let size = [width, height].flatMap { value in [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        return Data(signature + TinyPNG.chunk("IHDR", size + [8, 6, 0, 0, 0]) + TinyPNG.chunk("IEND", []))
    }

    static let pixel = TinyPNG.encode(width: 1, height: 1, fill: [255, 255, 255, 255])

    static func nested(_ levels: Int) -> String {
        String(repeating: #"{"type": "vstack", "children": ["#, count: levels - 1) + #"{"type": "spacer"}"#
            + String(repeating: "]}", count: levels - 1)
    }

    static func text(_ string: String) -> Data { Data(string.utf8) }

    /// `validate` of one spec file.
    static func validate(_ name: String, _ contents: String, file: String = "spec.json") -> Case {
        Case(name: name, files: [file: text(contents)], arguments: ["validate", "$D/" + file])
    }

    /// `layout` of one spec whose content is at least `minHeight` points tall.
    static func layout(_ name: String, _ file: String, _ viewport: String, minHeight: Int) -> Case {
        let content = #"{"type": "spacer", "frame": {"minHeight": \#(minHeight)}}"#
        return Case(name: name, files: [file: text(spec(viewport, content: content))], arguments: ["layout", "$D/" + file])
    }

    static let web = #" "platform": "web","#

    static let cases: [Case] = [
        validate("viewport width", spec(#"{"width": 10000, "height": 800}"#)),
        validate("web viewport width", spec(#"{"width": 2560, "height": 800, "scale": 1}"#, version: 2, top: web), file: "web.json"),
        validate("web viewport pixels", spec(#"{"width": 1920, "height": 1080, "scale": 3}"#, version: 2, top: web), file: "web.json"),
        validate("scale", spec(#"{"width": 390, "height": 844, "scale": 4}"#)),
        validate("nesting", spec(content: nested(101))),
        validate(
            "nodes",
            spec(
                content: #"{"type": "vstack", "children": ["#
                    + Array(repeating: #"{"type": "spacer"}"#, count: 2000).joined(separator: ", ") + "]}")),
        validate("text length", spec(content: #"{"type": "button", "title": ""# + String(repeating: "a", count: 2001) + #""}"#)),
        validate("renders", renders),
        layout("content height", "specs/tall.json", #"{"width": 390, "height": 844, "scale": 3}"#, minHeight: 9000),
        layout("canvas height", "specs/tall.json", #"{"width": 390, "height": 844, "scale": 3}"#, minHeight: 6000),
        layout("canvas pixels", "specs/wide.json", #"{"width": 1024, "height": 800, "scale": 3}"#, minHeight: 2000),
        validate("quoted value", spec(top: #" "platform": ""# + String(repeating: "v", count: 5000) + #"","#)),
        Case(
            name: "image pixels", files: ["huge.png": header(width: 23000, height: 23000), "b.png": pixel],
            arguments: ["diff", "$D/huge.png", "$D/b.png"]),
        Case(
            name: "folder for an image", files: ["goldens/manifest.json": text("{}"), "b.png": pixel],
            arguments: ["diff", "$D/goldens", "$D/b.png"]),
        Case(
            name: "configuration nesting",
            files: ["buttoncheck.config.json": deep, "spec.json": text(spec())],
            arguments: ["check", "--config", "$D/buttoncheck.config.json", "$D/spec.json"]),
        Case(name: "report nesting", files: ["report.json": deep], arguments: ["merge-reports", "$D/report.json"]),
        Case(
            name: "manifest nesting", files: ["goldens/manifest.json": deep, "spec.json": text(spec())],
            arguments: ["check", "--goldens", "$D/goldens", "--record", "never", "$D/spec.json"]),
        Case(
            name: "image data after the last row", files: ["bomb.png": bomb, "b.png": pixel],
            arguments: ["diff", "$D/bomb.png", "$D/b.png"]),
    ]

    /// JSON nested 300 levels deep.
    static let deep = text(String(repeating: "[", count: 300) + String(repeating: "]", count: 300))

    /// A 1×1 PNG whose image data inflates to 64 MiB (PNGTests' fixture).
    static let bomb =
        FileManager.default.contents(
            atPath: DocsTests.repository
                + "/Tests/PNGTests/Fixtures/corrupt/excess-image-data.png") ?? Data()

    /// 11 locales, every combination of the four display settings, both appearances: 4,224 renders.
    static let renders: String = {
        let names = ["boldText", "increaseContrast", "reduceTransparency", "buttonShapes"]
        let settings = (0..<16).map { mask in
            "[" + names.indices.filter { mask & (1 << $0) != 0 }.map { "\"\(names[$0])\"" }.joined(separator: ", ") + "]"
        }
        let languages = ["de", "fr", "es", "it", "nl", "sv", "da", "fi", "pl"]
        return #"{"version": 2, "name": "X", "viewport": {"device": "iPhone 16"}, "appearances": ["light", "dark"], "settings": ["#
            + settings.joined(separator: ", ") + #"], "strings": {"# + languages.map { "\"\($0)\": {}" }.joined(separator: ", ")
            + #"}, "locales": ["# + (["en", "pseudo"] + languages).map { "\"\($0)\"" }.joined(separator: ", ")
            + #"], "content": {"type": "spacer"}}"#
    }()

    /// A fresh folder holding `files` (relative path → bytes), removed when `body` returns.
    static func withFolder<Result>(_ files: [String: Data], _ body: (String) throws -> Result) throws -> Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("LimitsDocTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (relative, contents) in files {
            let path = directory + "/" + relative
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try contents.write(to: URL(fileURLWithPath: path))
        }
        return try body(directory)
    }

    @available(macOS 15, *)
    @Test(arguments: cases) func theMessageQuotedIsTheOneTheToolPrints(_ limit: Case) throws {
        let quoted = try Self.quotedMessages()
        try Self.withFolder(limit.files) { directory in
            let run = runTool(limit.arguments.map { $0.replacingOccurrences(of: "$D", with: directory) })
            #expect(run.status == 2, "\(run)")
            let first = run.error.split(separator: "\n").first.map { $0.replacingOccurrences(of: directory + "/", with: "") } ?? ""
            #expect(Self.quotes(first, in: quoted), "docs/limits.md does not quote what the tool prints:\n\(first)")
        }
    }

    @available(macOS 15, *)
    @Test func theFileMessagesQuotedAreTheOnesTheToolPrints() throws {
        let quoted = try Self.quotedMessages()
        try Self.withFolder(["b.png": Self.pixel, "specs/.keep": Data()]) { directory in
            var lines: [String] = []
            func firstLine(_ arguments: [String]) {
                let run = runTool(arguments)
                #expect(run.status == 2, "\(run)")
                lines.append(run.error.split(separator: "\n").first.map { $0.replacingOccurrences(of: directory + "/", with: "") } ?? "")
            }
            // A sparse file past each size limit: nothing is read, so nothing is written either.
            for (name, size) in [("photo.png", 64 << 20 + 1), ("specs/big.json", 16 << 20 + 1)] {
                let path = directory + "/" + name
                #expect(FileManager.default.createFile(atPath: path, contents: nil))
                let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
                try handle.truncate(atOffset: UInt64(size))
                try handle.close()
            }
            #expect(mkfifo(directory + "/pipe.png", 0o600) == 0)
            #expect(mkfifo(directory + "/specs/pipe.json", 0o600) == 0)
            firstLine(["diff", directory + "/photo.png", directory + "/b.png"])
            firstLine(["diff", directory + "/pipe.png", directory + "/b.png"])
            firstLine(["validate", directory + "/specs/big.json"])
            firstLine(["validate", directory + "/specs/pipe.json"])
            // Only its type is looked at: nothing is read from it.
            firstLine(["diff", "/dev/zero", directory + "/b.png"])
            for line in lines {
                #expect(Self.quotes(line, in: quoted), "docs/limits.md does not quote what the tool prints:\n\(line)")
            }
        }
    }
}
