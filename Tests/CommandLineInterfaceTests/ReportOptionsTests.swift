import Foundation
import Testing

@Suite struct ReportOptionsTests {
    static func spec(_ name: String, color: String) -> String {
        """
        {"version": 1, "name": "\(name)", "viewport": {"width": 200, "height": 120, "scale": 1},
         "content": {"type": "vstack", "children": [{"type": "text", "id": "t", "text": "Hello", "color": "\(color)"}]}}
        """
    }

    static let files = [
        "a.json": spec("A", color: "#777777"), "b.json": spec("B", color: "#000000"), "c.json": spec("C", color: "#999999"),
    ]

    @available(macOS 15, *)
    @Test func shardsMergeIntoTheWholeRun() throws {
        try withSpecDirectory(Self.files) { directory in
            let whole = runTool(["check", directory, "--size", "large", "--format", "json"])
            #expect(whole.status == 1)
            var shards: [String] = []
            // Outside the spec folder, which `check` reads every *.json of.
            let reports = FileManager.default.temporaryDirectory.appendingPathComponent("shards-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: reports) }
            for index in 1...2 {
                let path = "\(reports)/shard-\(index).json"
                let run = runTool([
                    "check", directory, "--size", "large", "--shard", "\(index)/2", "--report", "json:\(path)", "--format", "json",
                ])
                // The second shard holds only b.json, whose black text is clean.
                #expect(run.status == (index == 1 ? 1 : 0))
                shards.append(path)
            }
            // Round robin over the sorted files: a and c in the first shard, b in the second.
            // (Each report also names the whole run's spec list, under "shard", for merge-reports to check.)
            let first = try #require(
                JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: shards[0]))) as? [String: Any])
            #expect(
                (first["specs"] as? [[String: Any]])?.compactMap { $0["file"] as? String } == [
                    directory + "/a.json", directory + "/c.json",
                ])
            let merged = runTool(["merge-reports"] + shards + ["--format", "json"])
            #expect(merged.status == 1)
            #expect(merged.output == whole.output)
            let duplicate = runTool(["merge-reports", shards[0], shards[0]])
            #expect(
                duplicate
                    == ToolRun(
                        status: 2, output: "",
                        error:
                            "error: shard 1 of 2 is given twice (\(shards[0]) and \(shards[0])): give each shard's report once\n"))
            // A report that is not one: said once, in the file:line:col: error: form.
            try "{}".write(toFile: directory + "/empty.json", atomically: true, encoding: .utf8)
            #expect(
                runTool(["merge-reports", directory + "/empty.json"])
                    == ToolRun(
                        status: 2, output: "",
                        error:
                            "\(directory)/empty.json:1:1: error: missing key \"version\" (at $)\n"))
        }
    }

    @available(macOS 15, *)
    @Test func reportsAreWrittenInEveryFormat() throws {
        try withSpecDirectory(Self.files) { directory in
            let run = runTool([
                "check", directory + "/a.json", "--size", "large",
                "--report", "junit:\(directory)/out/report.xml", "--report", "sarif:\(directory)/out/report.sarif",
                "--report", "html:\(directory)/out/report.html", "--report", "text:\(directory)/out/report.txt",
            ])
            #expect(run.status == 1)
            let junit = try String(contentsOfFile: directory + "/out/report.xml", encoding: .utf8)
            #expect(junit.hasPrefix("<?xml") && junit.contains("<testcase") && junit.contains("contrast.text"))
            let sarif =
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/out/report.sarif")))
                as? [String: Any]
            #expect(sarif?["version"] as? String == "2.1.0")
            let html = try String(contentsOfFile: directory + "/out/report.html", encoding: .utf8)
            #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains("<main"))
            #expect(try String(contentsOfFile: directory + "/out/report.txt", encoding: .utf8) == run.output)
            // Deterministic: the same run writes the same bytes.
            _ = runTool(["check", directory + "/a.json", "--size", "large", "--report", "junit:\(directory)/out/again.xml"])
            #expect(try String(contentsOfFile: directory + "/out/again.xml", encoding: .utf8) == junit)
        }
    }

    @available(macOS 15, *)
    @Test(arguments: [
        (["--shard", "3/2"], "error: invalid value '3/2' for '--shard'; expected I/N with 1 ≤ I ≤ N, e.g. 2/4"),
        (
            ["--report", "pdf:x.pdf"],
            "error: invalid value 'pdf:x.pdf' for '--report'; expected FORMAT:PATH with FORMAT one of text, json, junit, sarif, html, evidence, e.g. junit:out/report.xml"
        ),
        (["--format", "xml"], "error: invalid value 'xml' for '--format'; expected one of: text, json, junit, sarif, html, evidence"),
    ])
    func badReportOptionsAreUsageErrors(arguments: [String], message: String) throws {
        try withSpecDirectory(Self.files) { directory in
            let run = runTool(["check", directory + "/a.json"] + arguments)
            #expect(run.status == 2)
            #expect(run.error == message + "\nhint: see 'buttoncheck check --help'\n")
        }
    }
}
