/// The colour names a spec's built-in parts are drawn with: iOS semantic names from the built-in
/// table, unless the spec's `colors` redefines them. A spec that says `"colors": {"systemRed": "#C4001A"}`
/// gets its own red in inline errors and error borders too, not only where it writes `systemRed`.
package struct Palette: Sendable, Hashable {
    /// The spec's own colour names (which may reuse iOS names), resolved for both appearances.
    package let custom: [String: Color]

    package init(custom: [String: Color] = [:]) {
        self.custom = custom
    }

    /// The colour an iOS semantic name stands for in this spec: its own, when its `colors` redefine
    /// the name, else the built-in one.
    package func color(_ name: SystemColor) -> Color {
        custom[name.rawValue] ?? .system(name)
    }

    /// Only the built-in iOS table.
    package static let system = Palette()
}
