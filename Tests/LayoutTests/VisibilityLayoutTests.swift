import Layout
import Spec
import Testing

/// Format 2's `visibleIn` on any node: a node is laid out only in the states it lists, takes no room
/// in the others, and hides its whole subtree.
@Suite struct VisibilityLayoutTests {
    static let content = """
        {"type": "vstack", "id": "root", "spacing": 10, "alignment": "leading", "children": [
          {"type": "text", "id": "saving", "text": "Saving", "visibleIn": ["loading"]},
          {"type": "vstack", "id": "group", "spacing": 0, "visibleIn": ["idle"], "children": [
            {"type": "text", "id": "inner", "text": "Hi"}]},
          {"type": "button", "id": "save", "title": "Save", "states": {"loading": {"indicator": "overlay"}}}]}
        """

    @Test func aNodeShowsOnlyInTheStatesItLists() throws {
        let spec = try screen(Self.content)
        let idle = try layout(spec, state: .idle)
        #expect(idle.frame("saving") == nil)
        #expect(idle.frame("inner") == Rect(x: 0, y: 0, width: 17, height: 22))
        // The button follows the group directly: the hidden text takes no room and no spacing.
        #expect(idle.frame("save")?.y == 32)

        let loading = try layout(spec, state: .loading)
        #expect(loading.frame("saving") == Rect(x: 0, y: 0, width: 51, height: 22))
        // The group is hidden in loading, and its child with it.
        #expect(loading.frame("group") == nil)
        #expect(loading.frame("inner") == nil)
        #expect(loading.frame("save")?.y == 32)
    }

    @Test func theSpecModelAgreesWithTheLayout() throws {
        let spec = try screen(Self.content)
        #expect(spec.states == [.idle, .loading])
        #expect(spec.content.allNodes(shownIn: .idle).compactMap(\.id) == ["root", "group", "inner", "save"])
        #expect(spec.content.allNodes(shownIn: .loading).compactMap(\.id) == ["root", "saving", "save"])
    }
}
