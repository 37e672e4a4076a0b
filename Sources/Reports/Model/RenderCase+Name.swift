import Checks
import Spec

extension RenderCase {
    /// Reads a case name such as `light/AX5-disabled` (the inverse of `name`); nil when it is not one.
    public init?(name: String) {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let appearance = Appearance(rawValue: String(parts[0])),
              let dash = parts[1].firstIndex(of: "-"),
              let size = SizeCategory(rawValue: String(parts[1][..<dash])),
              let state = RenderState(rawValue: String(parts[1][parts[1].index(after: dash)...]))
        else { return nil }
        self.init(appearance: appearance, size: size, state: state)
    }

    /// Whether a finding concerns this render: its appearance, state and sizes match, or are left
    /// open (nil or empty) because the finding does not depend on them.
    public func isAffected(by finding: Finding) -> Bool {
        (finding.appearance == nil || finding.appearance == appearance)
            && (finding.state == nil || finding.state == state)
            && (finding.sizes.isEmpty || finding.sizes.contains(size))
    }
}
