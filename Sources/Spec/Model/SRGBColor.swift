/// An sRGB colour with straight alpha; every component in 0…1.
package struct SRGBColor: Sendable, Hashable, CustomStringConvertible {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double

    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// From 8-bit channels and a 0…1 alpha, as colour tables publish them.
    package init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha: Double = 1) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255, alpha: alpha)
    }

    /// `#RRGGBB` or `#RRGGBBAA` when not opaque.
    package var description: String {
        func hex(_ component: Double) -> String {
            let value = Int((min(max(component, 0), 1) * 255).rounded())
            let text = String(value, radix: 16, uppercase: true)
            return value < 16 ? "0" + text : text
        }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha < 1 ? hex(alpha) : "")
    }
}
