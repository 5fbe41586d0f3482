import Foundation
import Testing
import Workers

@Suite struct WorkerPoolTests {
    /// How many bodies run at once, and which slots are in use.
    final class Watch: @unchecked Sendable {
        private let lock = NSLock()
        private var running: Set<Int> = []
        private(set) var most = 0
        private(set) var clash = false
        private(set) var seen: [Int] = []

        func enter(_ slot: Int) {
            lock.withLock {
                if !running.insert(slot).inserted { clash = true }
                most = max(most, running.count)
                seen.append(slot)
            }
        }

        func leave(_ slot: Int) {
            _ = lock.withLock { running.remove(slot) }
        }
    }

    @Test("map keeps the items' order, runs at most `workers` at once, never two on one slot")
    func map() {
        let watch = Watch()
        let values = WorkerPool(workers: 3, firstSlot: 5).map(Array(0..<40)) { item, slot in
            watch.enter(slot)
            Thread.sleep(forTimeInterval: Double(item % 4) / 1000)
            watch.leave(slot)
            return item * item
        }
        #expect(values == (0..<40).map { $0 * $0 })
        #expect(watch.most <= 3 && watch.most >= 1)
        #expect(!watch.clash, "two bodies ran on one slot at once")
        #expect(Set(watch.seen).isSubset(of: [5, 6, 7]), "\(Set(watch.seen))")
        #expect(watch.seen.count == 40)
    }

    @Test("no more workers than items, and none for no items")
    func fewItems() {
        let watch = Watch()
        #expect(WorkerPool(workers: 8, firstSlot: 0).map([1, 2]) { item, slot in watch.enter(slot); watch.leave(slot); return item } == [1, 2])
        #expect(Set(watch.seen).isSubset(of: [0, 1]))
        #expect(WorkerPool(workers: 8).map([Int]()) { item, _ in item }.isEmpty)
    }

    @Test("run starts each worker once with its own slot, and waits for all")
    func run() {
        let watch = Watch()
        WorkerPool(workers: 4, firstSlot: 2).run { slot in
            watch.enter(slot)
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(watch.seen.sorted() == [2, 3, 4, 5])
        #expect(!watch.clash)
        #expect(WorkerPool(workers: 0).workers == 1)
    }
}
