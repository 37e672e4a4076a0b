/// Where one element of a render lies, in image pixels, for naming what a golden change touched.
/// `ChangeSummary` takes a render's areas in paint order (an element before the elements inside it
/// and before the elements drawn after it).
package struct ChangeArea: Sendable, Equatable {
    /// The element's name in reports: its id, or its JSONPath when it has none.
    package let name: String
    package let x: Int
    package let y: Int
    package let width: Int
    package let height: Int

    package init(name: String, x: Int, y: Int, width: Int, height: Int) {
        self.name = name
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    package func contains(x: Int, y: Int) -> Bool {
        x >= self.x && x < self.x + width && y >= self.y && y < self.y + height
    }
}
