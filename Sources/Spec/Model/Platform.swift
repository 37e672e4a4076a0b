/// Where the screen runs: iOS announces with VoiceOver; the web uses role="alert".
package enum Platform: String, CaseIterable, Sendable, Hashable {
    case ios
    case web
}

extension Platform {
    /// The unit the spec's lengths are in and its messages speak: points on iOS, CSS px on the web.
    package var lengthUnit: LengthUnit {
        switch self {
        case .ios: .point
        case .web: .cssPixel
        }
    }

    /// What the description a screen reader speaks with a control is called: its accessibility value on iOS,
    /// its accessible description on the web (the spec's `accessibilityValue`; aria-describedby on a page).
    package var accessibleDescription: String {
        switch self {
        case .ios: "accessibility value"
        case .web: "accessible description"
        }
    }

    /// What makes text larger on the platform, as messages name it: iOS's Dynamic Type, a browser's text zoom.
    package var textScaling: String {
        switch self {
        case .ios: "Dynamic Type"
        case .web: "browser text zoom"
        }
    }
}
