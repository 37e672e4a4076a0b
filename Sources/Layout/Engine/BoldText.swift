import Text

/// iOS's Bold Text setting (the `.bold` legibility weight): the system font draws every weight
/// heavier. The lightest three weights move up one step (100 → 200 → 300 → 400); regular and
/// heavier move up two steps (200 units), up to black (900). So regular text becomes semibold, as
/// UIKit returns `.SFUIText-Semibold` for regular body text when Bold Text is on, and semibold
/// button titles become heavy. (Sources: YMatterType's accessibilityBoldWeight, which matches the
/// system font, codeandtheory/YMatterType#67; material-components-ios#2905.)
enum BoldText {
    static func weight(for weight: FontWeight) -> FontWeight {
        switch weight {
        case .thin: .extraLight
        case .extraLight: .light
        case .light: .regular
        case .regular: .semibold
        case .medium: .bold
        case .semibold: .heavy
        case .bold, .heavy, .black: .black
        }
    }
}
