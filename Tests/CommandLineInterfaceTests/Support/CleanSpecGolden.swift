/// `CheckCommandTests.clean` and a second render of it, with its golden recorded: what the golden-trust
/// and unwritable-pending suites change and check again.
enum CleanSpecGolden {
    /// `CheckCommandTests.clean` with its text in another colour (still clean): another render.
    static let darkText = CheckCommandTests.clean.replacingOccurrences(
        of: #""text": "Hello"}"#, with: ##""text": "Hello", "color": "#333333"}"##)

    /// Records DIR/clean.json's golden at large into DIR/goldens and returns the recording run.
    @available(macOS 15, *)
    static func record(_ directory: String) -> ToolRun {
        runTool(["check", directory + "/clean.json", "--size", "large", "--goldens", directory + "/goldens", "--record", "missing"])
    }
}
