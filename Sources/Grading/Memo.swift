import Foundation

/// What this process has already worked out, by a stamp that changes when
/// its inputs do (a path with its size and modification time): shared by
/// every thread, never written to disk.
final class Memo<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Value] = [:]

    func value(for stamp: String) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return values[stamp]
    }

    func set(_ value: Value, for stamp: String) {
        lock.lock()
        values[stamp] = value
        lock.unlock()
    }
}
