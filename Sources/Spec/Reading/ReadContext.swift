import Foundation
import JSON

/// What reading one spec file shares: where it is, what was found wrong, and the colour sources.
final class ReadContext {
    let file: String
    let baseDirectory: String
    private(set) var diagnostics: [Diagnostic] = []
    var tokens: TokenStore?
    /// The spec names a tokens file (which may have failed to load, already reported).
    var namesTokensFile = false
    /// An id written somewhere that must name an element of one of `kinds` (empty: any kind).
    struct Reference {
        let id: String
        let kinds: [String]
        let role: String
        let location: SourceLocation
        let path: JSONPath
    }

    var references: [Reference] = []
    /// A state a node's `visibleIn` lists, checked against the states the spec renders once the tree is read.
    struct VisibleInState {
        let state: RenderState
        let location: SourceLocation
        let path: JSONPath
    }

    var visibleInStates: [VisibleInState] = []
    /// Ids of nodes that had errors of their own and were left out of the tree.
    var unreadableIDs: Set<String> = []
    /// Nodes of the view tree read so far (bounded by `Limits.maximumNodes`).
    var nodeCount = 0
    /// The format version the spec declares (the newest when it declares none or a wrong one, so
    /// that its other problems are still reported against the full vocabulary).
    var formatVersion = SpecVocabulary.version
    /// The spec's platform (read before the view tree).
    var platform: Platform = .ios
    /// Which fields' `describedBy` name which elements (read before the view tree).
    var describedBy = DescribedByIndex()
    /// The spec's own colour names (they may override iOS semantic names).
    var customColors: [String: Color] = [:]
    /// The spec's `"strings"` (read before the view tree; nil when it has none).
    var strings: LocalizedStrings?
    /// A strings file `"strings"` names could not be read (reported against the file): a key without a
    /// text is then not reported again, key by key.
    var unreadStringsFile = false
    /// Where each font file and the backdrop image are named, by resolved path.
    var fileSources: [String: SpecFileSource] = [:]
    /// The locale texts are read in: nil for the source language (the read that reports problems),
    /// else a locale the view tree is read again in (see `SpecReader`).
    var locale: RenderLocale?

    /// The text of a key (`{"key": …}`) in the locale being read, falling back to the source
    /// language; a key without a source-language text is reported here.
    func localizedText(forKey key: String, at location: SourceLocation, path: JSONPath) -> String? {
        if let text = strings?.text(forKey: key, in: locale) { return text }
        if unreadStringsFile { return nil }
        guard let strings else {
            error(
                "text key \"\(Excerpt.clipped(key))\" names no text: the spec has no \"strings\"; add \"strings\": {\"en\": {\"\(Excerpt.clipped(key))\": \"…\"}} at the top of the spec",
                at: location, path: path)
            return nil
        }
        let source = strings.sourceLanguage.identifier
        let known = strings.tables[strings.sourceLanguage].map { $0.keys.sorted() } ?? []
        let elsewhere = strings.tables.keys.sorted().filter { strings.tables[$0]?[key] != nil }.map(\.identifier)
        let also =
            elsewhere.isEmpty
            ? "" : " (only \(elsewhere.map { "\"\($0)\"" }.joined(separator: ", ")) \(elsewhere.count == 1 ? "has" : "have") it)"
        error(
            "text key \"\(Excerpt.clipped(key))\" has no text in the source language \"\(source)\"\(also)\(Suggestion.phrase(for: key, in: known)); "
                + "add it to the \"\(source)\" strings (every locale falls back to them) or fix the key",
            at: location, path: path)
        return nil
    }

    /// An iOS semantic colour as this spec defines it (its `colors` may redefine the name).
    func semanticColor(_ name: SystemColor) -> Color {
        customColors[name.rawValue] ?? .system(name)
    }

    init(file: String, baseDirectory: String) {
        self.file = file
        self.baseDirectory = baseDirectory
    }

    /// Reports `what` (e.g. `"visibleIn" on a button`) when the spec's format version predates it.
    /// Returns whether it may be used.
    @discardableResult
    func requireVersion2(for what: String, at location: SourceLocation, path: JSONPath) -> Bool {
        guard formatVersion < 2 else { return true }
        error("\(what) needs spec format version 2; set \"version\": 2 at the top of the spec", at: location, path: path)
        return false
    }

    func error(_ message: String, at location: SourceLocation, path: JSONPath) {
        diagnostics.append(Diagnostic(file: file, location: location, path: path.description, message: message))
    }

    func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// A path from the spec resolved against the spec's folder.
    func resolvePath(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return URL(fileURLWithPath: baseDirectory).appendingPathComponent(path).standardizedFileURL.path
    }
}
