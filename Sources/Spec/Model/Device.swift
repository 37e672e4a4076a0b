/// Named devices a viewport can be given as.
package enum Device: String, CaseIterable, Sendable, Hashable {
    case iPhoneSE = "iPhone SE"
    case iPhone16 = "iPhone 16"
    case iPhone16ProMax = "iPhone 16 Pro Max"

    /// The screen in points and its pixel scale.
    package var viewport: Viewport {
        switch self {
        case .iPhoneSE: Viewport(width: 375, height: 667, scale: 2, device: self)
        case .iPhone16: Viewport(width: 393, height: 852, scale: 3, device: self)
        case .iPhone16ProMax: Viewport(width: 440, height: 956, scale: 3, device: self)
        }
    }
}
