import Foundation

/// Work spread over threads, each with the stack `AnswerReader` needs
/// (`LargeStack`): the answers of a class are read two (or as many as there
/// are cores) at a time.
enum Parallel {
    /// `transform` of every item, in their order.
    static func map<Item, Result>(_ items: [Item], workers: Int, _ transform: (Item) -> Result) -> [Result] {
        guard !items.isEmpty else { return [] }
        return withoutActuallyEscaping(transform) { transform in
            let state = State<Item, Result>(items: items, transform: transform)
            let group = DispatchGroup()
            for _ in 0..<max(1, min(workers, items.count)) {
                group.enter()
                LargeStack.thread {
                    while let index = state.next() { state.store(index, state.transform!(state.items[index])) }
                    group.leave()
                }.start()
            }
            group.wait()
            // The threads may outlive this call by a moment: they must not
            // hold the closure when it returns.
            state.transform = nil
            return state.results.map { $0! }
        }
    }

    private final class State<Item, Result>: @unchecked Sendable {
        let items: [Item]
        var transform: ((Item) -> Result)?
        private(set) var results: [Result?]
        private var cursor = 0
        private let lock = NSLock()

        init(items: [Item], transform: @escaping (Item) -> Result) {
            self.items = items
            self.transform = transform
            results = Array(repeating: nil, count: items.count)
        }

        func next() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard cursor < items.count else { return nil }
            cursor += 1
            return cursor - 1
        }

        func store(_ index: Int, _ result: Result) {
            lock.lock()
            results[index] = result
            lock.unlock()
        }
    }
}
