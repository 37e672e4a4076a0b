/// Where the screen runs: iOS announces with VoiceOver; the web uses role="alert".
package enum Platform: String, CaseIterable, Sendable, Hashable {
    case ios
    case web
}
