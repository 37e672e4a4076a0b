import ButtonCheck
import Checks
import Files
import Goldens
import JSON
import PNG
import Pixels
import Spec

/// `buttoncheck diff A.png B.png [--threshold T] [--include-aa] [--out DIFF.png] [--json]`:
/// counts the pixels that differ, as pixelmatch does.
struct DiffCommand: Command {
    let spec = CommandSpec(
        name: "diff",
        abstract: "Compare two PNG images pixel by pixel (pixelmatch-compatible).",
        positionalUsage: "A.png B.png", minimumPositionals: 2, maximumPositionals: 2,
        options: [
            .value("threshold", "T", "Colour difference tolerated, from 0 to 1 (default 0.1)."),
            .flag("include-aa", "Count anti-aliased pixels as differences too."),
            .value("out", "DIFF.png", "Write the diff image: differences red, anti-aliasing yellow."),
            .flag("json", "Print the result as JSON (sorted keys)."),
        ],
        discussion: """
            Both images must have the same size. Exit status: 0 when no pixel differs, 1 when some
            do, 2 on bad input (a missing or damaged file, different sizes).
            """)

    func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        let threshold = try parseThreshold(arguments.value("threshold"))
        let includeAA = arguments.has("include-aa")
        let (firstPath, secondPath) = (arguments.positionals[0], arguments.positionals[1])
        // The two files are decoded side by side; a problem with A is reported before one with B.
        let paths = [firstPath, secondPath]
        // The diff image must not replace an input (by any path to it: the same file is the same device and inode).
        if let output = arguments.value("out"), let input = paths.first(where: { FilePath.sameFile($0, output) }) {
            throw UsageError(
                "--out '\(output)' is the input '\(input)': the diff image would replace it; choose another path for --out",
                command: spec.name)
        }
        let decoded = Parallel.map(count: 2, jobs: 2) { index in Result { () throws(PNGError) in try PNG.read(contentsOf: paths[index]) } }
        let first = try decoded[0].get()
        let second = try decoded[1].get()
        let output = arguments.value("out")

        let result: PixelMatchResult
        do {
            result = try PixelMatch.compare(
                first, second, options: PixelMatchOptions(threshold: threshold, includeAA: includeAA),
                diffImage: output != nil)
        } catch {
            throw error.naming(firstPath, secondPath)
        }
        if let output, let diff = result.diff {
            try PNG.write(diff, to: output)
        }

        let shownThreshold = Self.format(threshold)
        if arguments.has("json") {
            console.writeOutput(
                JSONOutput.object([
                    "includeAA": .bool(includeAA), "mismatched": .int(result.mismatched),
                    "threshold": .number(threshold), "total": .int(result.total),
                ]).line)
        } else if result.mismatched == 0 {
            console.printStyled("\(console.style.pass("images match")) (0 of \(result.total) pixels differ at threshold \(shownThreshold))")
        } else {
            let share = Self.percentage(result.mismatched, of: result.total)
            console.printStyled(
                "\(console.style.fail("\(result.mismatched) of \(result.total) pixels differ")) (\(share)) at threshold \(shownThreshold)")
        }
        return result.mismatched == 0 ? .success : .findings
    }

    private func parseThreshold(_ text: String?) throws(UsageError) -> Double {
        guard let text else { return PixelMatchOptions().threshold }
        guard let value = Double(text), value >= 0, value <= 1 else {
            throw UsageError("invalid value '\(text)' for '--threshold'; expected a number from 0 to 1", command: spec.name)
        }
        return value
    }

    /// A threshold as the user would write it: `0`, `1`, `0.1`, `0.05`.
    static func format(_ value: Double) -> String {
        NumberFormat.shortest(value)
    }

    /// `part / whole` as a percentage with two decimals, never rounded to 0.00% or 100.00% when
    /// it is not exactly that.
    static func percentage(_ part: Int, of whole: Int) -> String {
        guard whole > 0 else { return "0.00%" }
        let hundredths = (part * 20_000 + whole) / (2 * whole)  // part / whole × 10000, rounded half up
        if hundredths == 0, part > 0 { return "<0.01%" }
        if hundredths == 10_000, part < whole { return ">99.99%" }
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)%"
    }
}
