import Foundation

/// Whether a validation pattern compiles, so a broken one is a spec error and not a surprise later.
enum RegularExpressionCheck {
    static func compiles(_ pattern: String) -> Bool {
        (try? NSRegularExpression(pattern: pattern)) != nil
    }
}
