import Foundation

/// A small design-system checkout for the GitLab and Jenkins recipes: four clean specs in specs/ and
/// their goldens in goldens/, recorded by the built tool.
enum SampleProject {
    static let titles = ["Continue", "Sign in", "Save", "Next"]

    /// The specs' paths in the project, as the reports name them.
    static let paths = titles.map { "specs/\($0.lowercased().replacingOccurrences(of: " ", with: "-")).json" }

    static func spec(_ title: String) -> String {
        """
        {"version": 1, "name": "\(title)", "viewport": {"width": 390, "height": 240, "scale": 1},
         "content": {"type": "vstack", "padding": 8, "children": [{"type": "button", "id": "b", "title": "\(title)", "role": "primary", "style": "borderedProminent", "tint": "#0050B3"}]}}
        """
    }

    /// Writes the specs into `folder` and records their goldens.
    static func make(in folder: String, tool: String) throws {
        for (title, path) in zip(titles, paths) {
            try RecipeTools.write([path: spec(title)], in: folder)
        }
        let recorded = try RecipeTools.run(
            tool, ["check", "specs", "--goldens", "goldens", "--record", "missing"], in: folder,
            environment: RecipeTools.environment(tool: tool))
        guard recorded.status == 1, recorded.output.contains("4 specs") else {
            throw RecipeError("recording the sample project's goldens: \(recorded)")
        }
    }
}
