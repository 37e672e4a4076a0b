/// `--shard I/N`: the I-th of N deterministic parts of the sorted spec list (round robin), so CI
/// machines split the work and their JSON reports merge into the whole run.
struct Shard: Equatable {
    let index: Int
    let count: Int

    init(_ text: String, command: String) throws(UsageError) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            throw UsageError("invalid value '\(text)' for '--shard'; expected I/N with 1 ≤ I ≤ N, e.g. 2/4", command: command)
        }
        self.index = index
        self.count = count
    }

    func select<T>(_ items: [T]) -> [T] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
