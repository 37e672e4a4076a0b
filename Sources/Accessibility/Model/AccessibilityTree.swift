import Layout
import Spec
import Text

/// What a screen reader finds on one render of a spec (size, state or scenario, locale, direction): its
/// elements in navigation order, as a swipe right visits them (`elements[0]` first). Built once per case by
/// `AccessibilityTreeBuilder` from the laid-out tree; the rules, the `voiceover` command and the transcript
/// goldens all read this one model.
package struct AccessibilityTree: Sendable, Equatable {
    /// The render it describes.
    package let renderCase: RenderCase
    package let platform: Platform
    /// The language its words are spoken in (the case's locale, or the spec's source language).
    package let language: RenderLocale
    package let layoutDirection: TextDirection
    /// Navigation order: top to bottom, and within a row leading to trailing.
    package let elements: [AccessibilityElement]

    package init(
        renderCase: RenderCase, platform: Platform, language: RenderLocale, layoutDirection: TextDirection,
        elements: [AccessibilityElement]
    ) {
        self.renderCase = renderCase
        self.platform = platform
        self.language = language
        self.layoutDirection = layoutDirection
        self.elements = elements
    }

    /// The element with an id (see `AccessibilityElement.id`).
    package func element(_ id: String) -> AccessibilityElement? {
        elements.first { $0.id == id }
    }

    /// Its position in navigation order (0 first).
    package func index(of id: String) -> Int? {
        elements.firstIndex { $0.id == id }
    }

    /// The elements that speak for one spec element (one, or its parts: a section's header and footer…).
    package func elements(of owner: ElementReference) -> [AccessibilityElement] {
        elements.filter { $0.owner == owner }
    }

    /// How many swipes take focus from one element to another (either direction); nil when either is not
    /// visited. 1: they are next to each other.
    package func swipes(from: String, to: String) -> Int? {
        guard let start = index(of: from), let end = index(of: to) else { return nil }
        return abs(end - start)
    }

    /// The fewest swipes from an element to any element of a spec element (nil when none is visited).
    package func swipes(from id: String, toOwner owner: ElementReference) -> Int? {
        guard let start = index(of: id) else { return nil }
        return elements.indices.filter { elements[$0].owner == owner }.map { abs($0 - start) }.min()
    }

    /// The ids in navigation order.
    package var order: [String] { elements.map(\.id) }
}
