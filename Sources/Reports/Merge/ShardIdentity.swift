/// Which part of a sharded run a report is (`check --shard I/N`): its index I, the shard count N and the
/// whole run's spec list, sorted, that the shards split round robin. `merge-reports` checks that the
/// reports it joins are every shard of one run, each once.
package struct ShardIdentity: Sendable, Hashable {
    /// 1…count.
    package let index: Int
    package let count: Int
    /// Every spec file of the run (all shards), sorted, as `check` was given them.
    package let specs: [String]

    package init(index: Int, count: Int, specs: [String]) {
        self.index = index
        self.count = count
        self.specs = specs
    }

    /// The specs of shard `index`: every `count`-th of the sorted list, from the `index`-th.
    package func specs(ofShard index: Int) -> [String] {
        specs.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    /// "1 of 2".
    package var name: String { "\(index) of \(count)" }
}
