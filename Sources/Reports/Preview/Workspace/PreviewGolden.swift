import JSON

/// A render whose golden changed, as the workspace compares them: the golden (expected) and this
/// run's render (actual) as URLs from the page, and the diff image when one was written.
package struct PreviewGolden: Sendable, Hashable {
    package let message: String
    package let expected: String
    package let actual: String
    package let diff: String?
    package let mismatched: Int?
    package let total: Int?

    package init(message: String, expected: String, actual: String, diff: String?, mismatched: Int?, total: Int?) {
        self.message = message
        self.expected = expected
        self.actual = actual
        self.diff = diff
        self.mismatched = mismatched
        self.total = total
    }

    package var json: JSONOutput {
        .object([
            "message": .string(message), "expected": .string(expected), "actual": .string(actual), "diff": .optional(diff),
            "mismatched": mismatched.map(JSONOutput.int) ?? .null, "total": total.map(JSONOutput.int) ?? .null,
        ])
    }
}
