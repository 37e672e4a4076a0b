import Spec

/// A rule: a pure function from a spec and its renders to findings.
package protocol Rule: Sendable {
    var id: RuleID { get }
    func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding]
}
