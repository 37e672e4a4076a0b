/// A SwiftUI material's thickness (`.ultraThinMaterial` … `.ultraThickMaterial`): how much of what is
/// behind a surface shows through its blur.
package enum Material: String, CaseIterable, Sendable, Hashable {
    case ultraThin, thin, regular, thick, ultraThick
}
