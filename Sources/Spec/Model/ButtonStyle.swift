/// SwiftUI button styles that ButtonCheck renders.
package enum ButtonStyle: String, CaseIterable, Sendable, Hashable {
    case glassProminent
    case glass
    case borderedProminent
    case bordered
    case plain
}
