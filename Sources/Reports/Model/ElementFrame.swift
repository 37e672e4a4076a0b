/// Where an element is on a render, in points from the render's top left corner (the layout's frame).
package struct ElementFrame: Sendable, Hashable {
    package let x: Double
    package let y: Double
    package let width: Double
    package let height: Double

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
