import JSON
import Limits

/// How many renders a spec asks for — locales × setting combinations × appearances × sizes × states —
/// and the refusal when that is over `Limits.maximumRenders`, checked once the view tree is read (its
/// states are known) and before the tree is read again in each locale.
struct RenderCount {
    let locales: Int
    let settings: Int
    let appearances: Int
    let sizes: Int
    let states: Int

    /// The product, saturating (it is compared with the limit, never allocated).
    var total: Int {
        [locales, settings, appearances, sizes, states].reduce(1) { product, factor in
            let (result, overflow) = product.multipliedReportingOverflow(by: factor)
            return overflow ? Int.max : result
        }
    }

    /// Reports the count at the spec's root when it is over the limit; false then.
    func check(at node: JSONNode, context: ReadContext) -> Bool {
        guard total > Limits.maximumRenders else { return true }
        func factor(_ count: Int, _ noun: String, _ plural: String) -> String {
            "\(Limits.grouped(count)) \(count == 1 ? noun : plural)"
        }
        let dimensions = [
            factor(locales, "locale", "locales"), factor(settings, "setting combination", "setting combinations"),
            factor(appearances, "appearance", "appearances"), factor(sizes, "size", "sizes"), factor(states, "state", "states"),
        ].joined(separator: " × ")
        context.error(
            "this spec asks for \(Limits.grouped(total)) renders (\(dimensions)); the limit is \(Limits.grouped(Limits.maximumRenders)) renders a spec: "
                + "list fewer \"locales\", \"settings\" or \"appearances\", or split the spec into several",
            at: node.location, path: .root)
        return false
    }
}
