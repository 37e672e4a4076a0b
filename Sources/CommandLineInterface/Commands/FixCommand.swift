import ButtonCheck
import Checks
import Files
import Foundation
import JSON
import Spec

/// `buttoncheck fix SPEC… [--rule R…] [--dry-run]`: applies the computed fixes findings carry
/// (`Finding.edits`) to the spec files, and the tokens files their colours come from, in place. Only the
/// literals change, byte for byte; each file is written atomically, and only after a re-check of the
/// fixed spec clears every finding it fixes and adds none.
struct FixCommand: Command {
    let spec = CommandSpec(
        name: "fix",
        abstract: "Apply the computed colour fixes of the findings to the spec files (and tokens files) in place.",
        positionalUsage: "SPEC…|DIR", minimumPositionals: 1, maximumPositionals: nil,
        options: [
            Self.ruleOption,
            .flag("dry-run", "Write nothing: print the changes as a unified diff."),
            .value(
                "config", "FILE",
                "Project configuration (severities, thresholds, disabled rules, \"exclude\"); "
                    + "default ./\(CheckCommand.defaultConfiguration) if present."),
            SpecArguments.excludeOption,
        ],
        discussion: """
            Checks each spec, takes the literal changes its findings offer (the nearest passing colour a
            contrast finding computed: see docs/fix.md), and re-checks the spec with them. Only when the
            re-check clears every finding they fix and adds no finding are the files written: the spec, and
            the tokens file where a colour comes from a {token}. Every byte but the changed literals is kept
            (formatting, key order); each file is replaced atomically. --dry-run prints the unified diff instead.
            Exit status: 0 when every selected finding was fixed (or there was nothing to fix); 1 when some
            finding has no fix or a re-check refused one (nothing is written for that spec); 2 for bad input.
            """)

    /// `--rule`: only the rules whose findings can carry computed fixes; another rule's name is refused
    /// as having none, anything else with a did-you-mean among those that have.
    static var ruleOption: OptionSpec {
        let fixable = RuleCatalog.fixable.map(\.rawValue)
        var option = OptionSpec.value(
            "rule", "RULE", "Fix only the findings of this rule (repeatable; default every rule that offers fixes).",
            repeatable: true, allowed: fixable)
        option.refusal = { value in
            let list = fixable.joined(separator: ", ")
            if RuleID(rawValue: value) != nil { return "\(value) findings carry no computed fix; rules with fixes: \(list)" }
            let suggestion = Suggestion.closest(to: value, in: fixable).map { " (did you mean '\($0)'?)" } ?? ""
            return "'\(value)' is not a rule with fixes\(suggestion); use one of: \(list)"
        }
        return option
    }

    func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        let configuration = try CheckCommand.loadConfiguration(arguments.value("config"))
        let files = try SpecArguments.expand(
            arguments.positionals, command: spec.name, requireExisting: true,
            excluding: SpecArguments.exclusions(arguments, configuration: configuration), console: console)
        let rules = Set(arguments.values("rule").compactMap(RuleID.init(rawValue:)))
        let checker = SpecChecker(configuration: configuration)
        var status = ExitCode.success
        for file in files {
            do {
                switch try fix(file, rules: rules, checker: checker, dryRun: arguments.has("dry-run"), console: console) {
                case .success: break
                case .findings: if status == .success { status = .findings }
                case .badInput: status = .badInput
                }
            } catch {
                _ = ErrorTranslator.report(error, console: console)
                status = .badInput
            }
        }
        return status
    }

    /// Fixes one spec; the exit status it alone would have.
    private func fix(_ file: String, rules: Set<RuleID>, checker: SpecChecker, dryRun: Bool, console: Console) throws -> ExitCode {
        let loaded = try SpecLoader.load(path: file)
        let before = try checker.check(loaded).findings.filter { !$0.isSuppressed && (rules.isEmpty || rules.contains($0.rule)) }
        let fixable = before.filter { !$0.edits.isEmpty }
        let unfixable = before.filter { $0.edits.isEmpty }
        guard !fixable.isEmpty else {
            console.print("\(file): nothing to fix\(unfixable.isEmpty ? "" : " (\(Self.count(unfixable.count)) without a computed fix)")")
            return unfixable.isEmpty ? .success : .findings
        }
        // The files the edits change, with their bytes now and once patched.
        var originals: [String: [UInt8]] = [:]
        var patched: [String: [UInt8]] = [:]
        var order: [String] = []
        for edit in fixable.flatMap(\.edits) where originals[edit.file] == nil {
            originals[edit.file] = try FileIO.readAll(edit.file, limit: 16 << 20)
            order.append(edit.file)
        }
        for name in order {
            let bytes = originals[name]!
            let changes = EditMerge.merge(fixable.flatMap(\.edits).filter { $0.file == name }) { LiteralPatch.literal(at: $0, in: bytes) }
            switch LiteralPatch.apply(changes, to: bytes, file: name) {
            case .success(let result): patched[name] = result
            case .failure(let problem):
                console.printError("\(file): not fixed: \(problem.message)")
                return .findings
            }
        }
        // Re-check the fixed spec before anything is written.
        let after = try recheck(file, loaded: loaded, patched: patched, rules: rules, checker: checker)
        let fixedKeys = Set(fixable.map(Self.key))
        let beforeKeys = Set(before.map(Self.key))
        let remaining = after.filter { fixedKeys.contains(Self.key($0)) }
        let added = after.filter { !beforeKeys.contains(Self.key($0)) }
        guard remaining.isEmpty && added.isEmpty else {
            var reasons: [String] = []
            if !remaining.isEmpty { reasons.append("it would not clear " + remaining.map(Self.describe).joined(separator: ", ")) }
            if !added.isEmpty { reasons.append("it would add " + added.map(Self.describe).joined(separator: ", ")) }
            console.printError("\(file): not fixed, nothing written: re-checked with the fixes, \(reasons.joined(separator: "; and "))")
            return .findings
        }
        for name in order where patched[name] != originals[name] {
            if dryRun {
                console.writeOutput(
                    UnifiedDiff.make(
                        old: String(decoding: originals[name]!, as: UTF8.self),
                        new: String(decoding: patched[name]!, as: UTF8.self),
                        oldName: "a/\(Self.relative(name))", newName: "b/\(Self.relative(name))"))
            } else {
                try FileIO.writeAtomically(patched[name]!, to: name)
            }
        }
        let literals = order.reduce(0) { $0 + (originals[$1] == patched[$1] ? 0 : 1) }
        let summary = "\(dryRun ? "would fix" : "fixed") \(Self.count(fixable.count)) in \(literals) file\(literals == 1 ? "" : "s")"
        let left = unfixable.isEmpty ? "" : "; \(Self.count(unfixable.count)) without a computed fix"
        if dryRun { console.printError("\(file): \(summary)\(left)") } else { console.print("\(file): \(summary)\(left)") }
        return unfixable.isEmpty ? .success : .findings
    }

    /// The findings of the spec with the patched files: the spec read from its patched bytes; a patched
    /// tokens file from a temporary copy the spec's "tokens" is pointed at.
    private func recheck(
        _ file: String, loaded: ScreenSpec, patched: [String: [UInt8]], rules: Set<RuleID>,
        checker: SpecChecker
    ) throws -> [Finding] {
        var specBytes: [UInt8]
        if let bytes = patched[file] { specBytes = bytes } else { specBytes = try FileIO.readAll(file, limit: 16 << 20) }
        var temporary: String?
        defer { if let temporary { try? FileManager.default.removeItem(atPath: temporary) } }
        if let entry = patched.first(where: { $0.key != file }) {
            let (name, bytes) = (entry.key, entry.value)
            let folder = NSTemporaryDirectory() + "buttoncheck-fix-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            temporary = folder
            let copy = folder + "/" + (name as NSString).lastPathComponent
            try FileIO.writeAtomically(bytes, to: copy)
            let root = try JSONParser.parse(specBytes)
            if case .object(let members) = root.value, let tokens = members.member("tokens") {
                let literal = String(JSONOutput.string(copy).document.dropLast())
                specBytes = try LiteralPatch.apply(
                    [LiteralPatch.Change(location: tokens.value.location, replacement: literal)],
                    to: specBytes, file: file
                ).get()
            }
        }
        let base = FilePath.deletingLastComponent(file)
        let spec = try SpecLoader.load(bytes: specBytes, file: file, baseDirectory: base.isEmpty ? "." : base)
        return try checker.check(spec).findings.filter { !$0.isSuppressed && (rules.isEmpty || rules.contains($0.rule)) }
    }

    private static func key(_ finding: Finding) -> String {
        [
            finding.rule.rawValue, finding.element, finding.appearance?.rawValue ?? "", finding.state?.rawValue ?? "",
            finding.settings?.name ?? "", finding.locale?.identifier ?? "",
        ].joined(separator: "|")
    }

    private static func describe(_ finding: Finding) -> String {
        let settings = finding.settings.map { $0.isDefault ? "" : ", \($0.name)" } ?? ""
        return
            "[\(finding.rule.rawValue)] \"\(finding.element)\" (\(finding.appearance?.rawValue ?? "-"), \(finding.state?.rawValue ?? "-")\(settings))"
    }

    /// A path as a diff names it after `a/` and `b/`: without a leading `/`.
    private static func relative(_ path: String) -> String {
        path.hasPrefix("/") ? String(path.drop { $0 == "/" }) : path
    }

    private static func count(_ n: Int) -> String { "\(n) finding\(n == 1 ? "" : "s")" }
}
