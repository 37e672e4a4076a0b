import Dispatch
import Foundation

/// Lays a spec out at every size × state × appearance, on every core. The result is in a fixed
/// order (appearance, size, state) whatever the number of threads, so output is deterministic.
public struct LayoutSweep: Sendable {
    public struct Case: Sendable, Hashable {
        public let appearance: Appearance
        public let size: SizeCategory
        public let state: RenderState

        public init(appearance: Appearance, size: SizeCategory, state: RenderState) {
            self.appearance = appearance
            self.size = size
            self.state = state
        }
    }

    public let engine: TextEngine

    /// One text engine (fonts and caches) for every layout of the sweep.
    public init(engine: TextEngine) {
        self.engine = engine
    }

    /// Every case a spec renders: its appearances × all 12 sizes × its states.
    public static func cases(for spec: ScreenSpec, sizes: [SizeCategory] = SizeCategory.allCases) -> [Case] {
        spec.appearances.flatMap { appearance in
            sizes.flatMap { size in spec.states.map { Case(appearance: appearance, size: size, state: $0) } }
        }
    }

    /// The trees for `cases`, in the same order.
    public func layouts(of spec: ScreenSpec, cases: [Case]) throws(LayoutError) -> [LayoutTree] {
        let results = Results(count: cases.count)
        DispatchQueue.concurrentPerform(iterations: cases.count) { index in
            let item = cases[index]
            do {
                let tree = try LayoutEngine.layout(spec, size: item.size, state: item.state, appearance: item.appearance, measurer: engine)
                results.set(index, .success(tree))
            } catch {
                results.set(index, .failure(error as? LayoutError ?? LayoutError("\(error)")))
            }
        }
        var trees: [LayoutTree] = []
        for result in results.all() {
            switch result {
            case .success(let tree): trees.append(tree)
            case .failure(let error): throw error
            case nil: throw LayoutError("\(spec.file): a layout did not complete")
            }
        }
        return trees
    }
}

/// Slots written by concurrent workers, each exactly once.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<LayoutTree, LayoutError>?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ result: Result<LayoutTree, LayoutError>) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    func all() -> [Result<LayoutTree, LayoutError>?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
