/// A control's hit region apart from its drawn frame (SwiftUI's `contentShape` on a padded or
/// minimum-size frame): the frame grown by `padding`, then, centred, to at least `minWidth` ×
/// `minHeight` points.
public struct TapArea: Sendable, Hashable {
    public let padding: EdgeInsets
    public let minWidth: Double?
    public let minHeight: Double?

    public init(padding: EdgeInsets = .zero, minWidth: Double? = nil, minHeight: Double? = nil) {
        self.padding = padding
        self.minWidth = minWidth
        self.minHeight = minHeight
    }
}
