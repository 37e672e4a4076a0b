import Spec

/// The diagnostic lines the reader gives for a spec read from `json` as `file` (an empty array when it
/// loads), each as the exact `file:line:col: error: message (at $.path)` line editors and CI read.
func diagnosticLines(_ json: String, file: String = "spec.json", baseDirectory: String = "/nonexistent-buttoncheck-dir") -> [String] {
    do {
        _ = try SpecLoader.load(bytes: Array(json.utf8), file: file, baseDirectory: baseDirectory)
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}
