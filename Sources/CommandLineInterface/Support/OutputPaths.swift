import ButtonCheck
import Foundation

/// Where renders go: `DIR/<spec>/<appearance>/<size>-<state>.png` and `DIR/<spec>/sheet.png`.
enum OutputPaths {
    static func render(_ directory: String, spec: String, _ item: LayoutSweep.Case) -> String {
        "\(directory)/\(spec)/\(item.appearance.rawValue)/\(item.size.rawValue)-\(item.state.rawValue).png"
    }

    static func sheet(_ directory: String, spec: String) -> String {
        "\(directory)/\(spec)/sheet.png"
    }

    /// Creates the folder a file goes in.
    static func prepare(_ file: String) throws(OutputError) {
        let folder = (file as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw OutputError("cannot create the output folder \(folder): \(error.localizedDescription); choose another --out or fix its permissions")
        }
    }
}

/// An output file or folder that cannot be written.
struct OutputError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
