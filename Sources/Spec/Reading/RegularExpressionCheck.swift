import Foundation

/// Whether a validation pattern compiles, so a broken one is a spec error and not a surprise later.
enum RegularExpressionCheck {
    static func compiles(_ pattern: String) -> Bool {
        do {
            _ = try NSRegularExpression(pattern: pattern)
            return true
        } catch {
            // The reader reports the pattern, located; Foundation's message adds nothing on Linux.
            return false
        }
    }
}
