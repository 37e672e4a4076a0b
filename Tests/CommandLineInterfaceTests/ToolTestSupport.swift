import CommandLineInterface
import Foundation
import Synchronization
import Testing

/// What one run of the tool did: its exit status and everything it wrote.
struct ToolRun: Equatable, Sendable, CustomStringConvertible {
    var status: Int32
    var output: String
    var error: String
    /// Standard output and standard error interleaved in the order they were written.
    var combined: String = ""

    /// Compares status, output and error only.
    static func == (lhs: ToolRun, rhs: ToolRun) -> Bool {
        (lhs.status, lhs.output, lhs.error) == (rhs.status, rhs.output, rhs.error)
    }

    var description: String { "exit \(status)\n--- stdout\n\(output)--- stderr\n\(error)---" }
}

/// Collects what a `Console` is given; the closures may be called from any thread.
@available(macOS 15, *)
final class CapturedConsole: Sendable {
    private let output = Mutex("")
    private let error = Mutex("")
    private let combined = Mutex("")

    /// The environment the tool sees: this process's, with the scene cache off, so every golden
    /// comparison in the tests hashes real pixels.
    static let environment = ProcessInfo.processInfo.environment.merging(["BUTTONCHECK_CACHE_DIR": "off"]) { _, new in new }

    var console: Console { console(environment: Self.environment) }

    func console(environment: [String: String]) -> Console {
        Console(
            output: { [self] text in
                output.withLock { $0 += text }
                combined.withLock { $0 += text }
            },
            error: { [self] text in
                error.withLock { $0 += text }
                combined.withLock { $0 += text }
            },
            environment: environment)
    }

    func run(status: Int32) -> ToolRun {
        ToolRun(status: status, output: output.withLock { $0 }, error: error.withLock { $0 }, combined: combined.withLock { $0 })
    }
}

/// Runs `buttoncheck` with `arguments` (the words after the program name) and captures its output.
@available(macOS 15, *)
func runTool(_ arguments: [String]) -> ToolRun {
    let captured = CapturedConsole()
    let status = Tool.run(arguments, console: captured.console)
    return captured.run(status: status)
}

/// Runs `buttoncheck` seeing exactly `environment` as its environment variables.
@available(macOS 15, *)
func runTool(_ arguments: [String], environment: [String: String]) -> ToolRun {
    let captured = CapturedConsole()
    let status = Tool.run(arguments, console: captured.console(environment: environment))
    return captured.run(status: status)
}

/// A fresh directory holding `files` (relative path → contents), removed when `body` returns.
func withSpecDirectory<Result>(_ files: [String: String], _ body: (String) throws -> Result) throws -> Result {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("CommandLineInterfaceTests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for (relative, contents) in files {
        let path = directory + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
    }
    return try body(directory)
}

/// Specs used by the command tests.
enum SampleSpec {
    static let valid =
        #"{"version": 1, "name": "X", "viewport": {"device": "iPhone 16"}, "content": {"type": "vstack", "children": [{"type": "text", "text": "Hi"}]}}"#

    /// Two problems: an unknown key with a suggestion and an unknown colour.
    static let invalid = """
        {
          "version": 1,
          "name": "Sign in",
          "viewport": {"device": "iPhone 16"},
          "content": {"type": "text", "txt": "Hi", "color": "systemBlu"}
        }
        """

    /// The diagnostics `invalid` produces when saved at `path`.
    static func invalidDiagnostics(_ path: String) -> String {
        """
        \(path):5:14: error: missing required key "text" in a text (at $.content)
        \(path):5:31: error: unknown key "txt" in a text (did you mean "text"?) (at $.content.txt)
        \(path):5:53: error: unknown colour "systemBlu" (did you mean "systemBlue"?); use #RRGGBB, an iOS colour name such as "label" or "systemBlue", a name from the spec's "colors", or a {token} (at $.content.color)

        """
    }

    /// A spec that takes its colour from a tokens file next to it.
    static let withTokens =
        #"{"version": 1, "name": "X", "viewport": {"device": "iPhone 16"}, "tokens": "brand.tokens.json", "content": {"type": "text", "text": "Hi", "color": "{color.brand}"}}"#
    static let tokens = ##"{"color": {"$type": "color", "brand": {"$value": "#0A84FF"}}}"##
}
