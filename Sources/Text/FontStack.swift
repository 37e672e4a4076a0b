// The fonts a text is drawn with: the primary set, then the fallbacks, each character taken from the
// first that has a glyph for it.

import Foundation

/// A font stack: the primary `FontSet` (a spec's `"fonts"`, or Inter) and fallback sets in order.
/// Each character is drawn with the first set whose font has a glyph for it; a character none has
/// is drawn with the primary font, as its .notdef glyph (glyph 0).
package struct FontStack: Sendable, Hashable {
    package var primary: FontSet
    package var fallbacks: [FontSet]

    package init(primary: FontSet, fallbacks: [FontSet] = []) {
        self.primary = primary
        self.fallbacks = fallbacks
    }

    /// Every set, primary first: a glyph's `font` is an index into this list.
    package var sets: [FontSet] { [primary] + fallbacks }

    /// Where Debian's `fonts-noto-core` installs its TrueType fonts.
    package static let notoDirectory = "/usr/share/fonts/truetype/noto"
    /// Where Debian's `fonts-noto-cjk` installs its OpenType collections.
    package static let notoCJKDirectory = "/usr/share/fonts/opentype/noto"

    /// The default fallbacks, those of them installed: Noto Sans Arabic, Noto Sans Hebrew, Noto Sans CJK,
    /// then the symbol faces Noto Sans Symbols and Noto Sans Symbols 2. A family is a set of the weights
    /// found (`NotoSansArabic-Regular.ttf`, `NotoSansArabic-Bold.ttf`, …); a family with no file is left out.
    package static func defaultFallbacks(notoDirectory: String = notoDirectory, notoCJKDirectory: String = notoCJKDirectory) -> [FontSet] {
        let families: [(directory: String, name: String, ext: String)] = [
            (notoDirectory, "NotoSansArabic", "ttf"),
            (notoDirectory, "NotoSansHebrew", "ttf"),
            (notoCJKDirectory, "NotoSansCJK", "ttc"),
            (notoDirectory, "NotoSansSymbols", "ttf"),
            (notoDirectory, "NotoSansSymbols2", "ttf"),
        ]
        return families.compactMap { family in
            let set = installedWeights(directory: family.directory, family: family.name, ext: family.ext)
            return set.files.isEmpty ? nil : set
        }
    }

    /// The weights of `family` present in `directory` as `<family>-<Weight>.<ext>`.
    static func installedWeights(directory: String, family: String, ext: String) -> FontSet {
        let dir = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        var files: [FontWeight: String] = [:]
        for (weight, name) in FontSet.weightFileNames {
            let path = "\(dir)/\(family)-\(name).\(ext)"
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[weight] = path
            }
        }
        return FontSet(files: files)
    }
}
