import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes (standard output for results, standard error for diagnostics and
/// progress) and the environment variables it reads. Tests pass closures that collect the text.
public struct Console: Sendable {
    let writeOutput: @Sendable (String) -> Void
    let writeError: @Sendable (String) -> Void
    /// The environment variables commands read (`CI`, `BUTTONCHECK_CACHE_DIR`, …).
    public let environment: [String: String]

    public init(output: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        writeOutput = output
        writeError = error
        self.environment = environment
    }

    /// The process's standard output and standard error.
    public static let standard = Console(
        output: { text in writeAll(text, to: 1) },
        error: { text in writeAll(text, to: 2) })

    private static func writeAll(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            bytes = bytes.dropFirst(written)
        }
    }

    func print(_ line: String) { writeOutput(line + "\n") }
    func printError(_ line: String) { writeError(line + "\n") }
}
