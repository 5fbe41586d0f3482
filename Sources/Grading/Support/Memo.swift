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

    /// A file's stamp: its path, size and modification time; nil when it
    /// cannot be read.
    static func stamp(of url: URL) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              let size = attributes[.size] as? NSNumber, let date = attributes[.modificationDate] as? Date else { return nil }
        return "\(url.path)|\(size.int64Value)|\(date.timeIntervalSince1970)"
    }

    func set(_ value: Value, for stamp: String) {
        lock.lock()
        values[stamp] = value
        lock.unlock()
    }
}
