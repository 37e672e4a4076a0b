/// A control's hit region apart from its drawn frame (SwiftUI's `contentShape` on a padded or
/// minimum-size frame): the frame grown by `padding`, then, centred, to at least `minWidth` ×
/// `minHeight` points.
package struct TapArea: Sendable, Hashable {
    package let padding: EdgeInsets
    package let minWidth: Double?
    package let minHeight: Double?

    package init(padding: EdgeInsets = .zero, minWidth: Double? = nil, minHeight: Double? = nil) {
        self.padding = padding
        self.minWidth = minWidth
        self.minHeight = minHeight
    }
}
