import Foundation

/// A fixed number of worker threads, each with its own slot number (a
/// grader's sandbox slot: its own uid and scratch folder), so two programs
/// running at once never share one. `run` starts the workers and waits for
/// them; `map` hands out items to them and keeps the results in order.
public struct WorkerPool: Sendable {
    /// Threads at once (at least 1).
    public let workers: Int
    /// Worker n gets slot `firstSlot + n`.
    public let firstSlot: Int
    /// Each worker's stack: the compilers' and readers' own recursion runs
    /// on it, deeper than a secondary thread's default allows.
    public var stackSize: Int = 4 << 20

    public init(workers: Int, firstSlot: Int = 0) {
        self.workers = max(1, workers)
        self.firstSlot = firstSlot
    }

    /// Runs `body` once on each worker, passing the worker's slot, and
    /// returns when every worker has returned.
    public func run(_ body: @escaping @Sendable (_ slot: Int) -> Void) {
        let group = DispatchGroup()
        for worker in 0..<workers {
            group.enter()
            let slot = firstSlot + worker
            let thread = Thread {
                body(slot)
                group.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        group.wait()
    }

    /// `body` of every item, each call on a worker with that worker's slot,
    /// at most `workers` at once (no more workers than items); the values in
    /// the items' order.
    public func map<Item: Sendable, Value: Sendable>(_ items: [Item], _ body: @escaping @Sendable (Item, _ slot: Int) -> Value) -> [Value] {
        guard !items.isEmpty else { return [] }
        let results = Results<Value>(count: items.count)
        var pool = WorkerPool(workers: min(workers, items.count), firstSlot: firstSlot)
        pool.stackSize = stackSize
        pool.run { slot in
            while let index = results.claim() {
                results.set(index, body(items[index], slot))
            }
        }
        return results.values()
    }
}

/// The items handed out so far and their values, behind one lock.
private final class Results<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]
    private var next = 0

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    /// The next item's index, or nil when every item is handed out.
    func claim() -> Int? {
        lock.withLock {
            guard next < slots.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func set(_ index: Int, _ value: Value) {
        lock.withLock { slots[index] = value }
    }

    func values() -> [Value] {
        lock.withLock { slots.map { $0! } }
    }
}
