/// SwiftUI button styles that ButtonCheck renders.
public enum ButtonStyle: String, CaseIterable, Sendable, Hashable, Codable {
    case glassProminent
    case glass
    case borderedProminent
    case bordered
    case plain
}
