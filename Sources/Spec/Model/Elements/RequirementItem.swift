/// One row of a requirement list: its text, and the states it is met in.
package struct RequirementItem: Sendable, Hashable {
    package let text: String
    /// The states whose render shows it met (`"met": true` lists every state).
    package let metIn: [RenderState]

    package init(text: String, metIn: [RenderState]) {
        self.text = text
        self.metIn = metIn
    }

    package func isMet(in state: RenderState) -> Bool { metIn.contains(state) }
}
