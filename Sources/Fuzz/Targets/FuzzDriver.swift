import Files
import Foundation

/// The `main` of every fuzz executable. Built with `-sanitize=fuzzer` and `-DFUZZING` (scripts/fuzz) it hands
/// the process to libFuzzer, which takes libFuzzer's options and corpus folders; in a plain build it is a
/// replayer: `fuzz-json FILE…` runs each file (or each file in a folder) once through the target and prints
/// its outcome.
package enum FuzzDriver {
    /// What libFuzzer calls for each input (`LLVMFuzzerTestOneInput`); always 0, as libFuzzer asks.
    package static func testOneInput(_ target: FuzzTarget, _ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        _ = target.run(input)
        return 0
    }

    /// Runs the executable of `target`; `testOneInput` is its `LLVMFuzzerTestOneInput` (a C function).
    package static func main(_ target: FuzzTarget, testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
        #if FUZZING
            var argc = CommandLine.argc
            var argv = CommandLine.unsafeArgv
            exit(llvmFuzzerRunDriver(&argc, &argv, testOneInput))
        #else
            exit(replay(target, arguments: Array(CommandLine.arguments.dropFirst())))
        #endif
    }

    /// Replays files and folders of inputs; 0 when every one ran (whatever its outcome), 2 for a bad argument.
    static func replay(_ target: FuzzTarget, arguments: [String]) -> CInt {
        guard !arguments.isEmpty, !arguments.contains(where: { $0.hasPrefix("-") }) else {
            let usage = """
                usage: \(target.executable) FILE|FOLDER…
                Runs each input once through the \(target.rawValue) fuzz target and prints its outcome ("ok" or the error).
                Built by scripts/fuzz (with -sanitize=fuzzer), this executable is a libFuzzer binary instead.

                """
            FileHandle.standardError.write(Data(usage.utf8))
            return arguments == ["--help"] || arguments == ["-h"] ? 0 : 2
        }
        for argument in arguments {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) else {
                FileHandle.standardError.write(Data("\(target.executable): \(argument): no such file or folder\n".utf8))
                return 2
            }
            let files = isFolder.boolValue ? FileIO.filesBelow(argument).sorted().map { argument + "/" + $0 } : [argument]
            for file in files {
                let input: [UInt8]
                do {
                    input = try FileIO.readAll(file, limit: 64 << 20)
                } catch {
                    FileHandle.standardError.write(Data("\(target.executable): \(file): \(error)\n".utf8))
                    return 2
                }
                print("\(file): \(target.run(input))")
            }
        }
        return 0
    }
}
