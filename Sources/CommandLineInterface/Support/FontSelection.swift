import Spec
import Text

/// The fonts a spec is drawn with: its own files where it names them, Inter otherwise.
enum FontSelection {
    static func fonts(for screen: ScreenSpec) -> FontSet {
        guard !screen.fonts.isEmpty else { return .inter() }
        var files: [FontWeight: String] = [:]
        for (weight, path) in screen.fonts {
            if let fontWeight = FontWeight(rawValue: weight.rawValue) { files[fontWeight] = path }
        }
        return FontSet(files: files)
    }
}
