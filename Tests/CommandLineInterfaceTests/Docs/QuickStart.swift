import Foundation

/// The README's quick start as a script: the files its ```` ```json … file=NAME ```` blocks say to save,
/// and the command lines of its ```` ```sh ```` blocks in order, each with the exit status the README gives
/// it (a trailing `# exits N …` comment; 0 without one).
struct QuickStart {
    struct Step: CustomStringConvertible {
        let line: Int
        let command: String
        let expectedStatus: Int32
        var description: String { "README.md:\(line): \(command)" }
    }

    /// The heading of the README section that is run.
    static let heading = "Quick start"

    /// File name → contents, written before the first step.
    var files: [(name: String, text: String)] = []
    var steps: [Step] = []

    init(_ readme: MarkdownPage) {
        for block in readme.blocks where block.section == Self.heading {
            if block.language == "json", let name = block.words.first(where: { $0.hasPrefix("file=") }) {
                files.append((String(name.dropFirst("file=".count)), block.text))
            } else if block.language == "sh" {
                var pending = ""
                var start = 0
                for (offset, raw) in block.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let line = raw.trimmingCharacters(in: .whitespaces)
                    if pending.isEmpty { start = block.line + 1 + offset }
                    if line.isEmpty || (pending.isEmpty && line.hasPrefix("#")) { continue }
                    if line.hasSuffix("\\") {
                        pending += line.dropLast().trimmingCharacters(in: .whitespaces) + " "
                        continue
                    }
                    steps.append(Self.step(pending + line, line: start))
                    pending = ""
                }
            }
        }
    }

    static func step(_ text: String, line: Int) -> Step {
        var command = text
        var status: Int32 = 0
        if let comment = text.range(of: " # ") {
            command = String(text[..<comment.lowerBound]).trimmingCharacters(in: .whitespaces)
            let note = text[comment.upperBound...]
            if let match = note.range(of: #"exits [0-9]+"#, options: .regularExpression) {
                status = Int32(note[match].dropFirst("exits ".count)) ?? 0
            }
        }
        return Step(line: line, command: command, expectedStatus: status)
    }

    /// Runs `command` with `/bin/sh -c` in `directory`, the built tool's folder first on the PATH and
    /// CI unset (a newcomer's shell); returns its exit status and what it wrote.
    static func run(_ command: String, in directory: String, toolFolder: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command + " 2>&1"]
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = toolFolder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["CI"] = nil
        environment["BUTTONCHECK_RECORD"] = nil
        environment["BUTTONCHECK_CACHE_DIR"] = "off"
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
