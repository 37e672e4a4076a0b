import JSON

/// One dimension a spec's sweep varies (size, state, appearance, display setting, locale): the
/// workspace's control for it and the key that steps through it.
package struct PreviewAxis: Sendable, Hashable {
    package struct Value: Sendable, Hashable {
        /// As in the page's URL hash and in each case's `values`.
        package let value: String
        package let label: String
    }

    /// `size`, `state`, `appearance`, `setting` or `locale`.
    package let id: String
    package let label: String
    /// The key that shows the next value (with Shift: the previous one).
    package let key: String
    /// In sweep order; a value only when a render has it.
    package let values: [Value]

    package var json: JSONOutput {
        .object([
            "id": .string(id), "label": .string(label), "key": .string(key),
            "values": .array(values.map { .object(["value": .string($0.value), "label": .string($0.label)]) }),
        ])
    }
}
