import Foundation
import Hashing

/// A deterministic slice of a class: student `name` belongs to shard
/// `stableHash(name) % count`. The hash is FNV-1a (64 bit) over the name's
/// UTF-8 in Unicode normalization form C, so every machine, run and
/// platform puts a student in the same shard.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    public let index: Int
    public let count: Int

    public init(index: Int, count: Int) throws {
        guard count >= 1, index >= 0, index < count else { throw ClassroomError.badShard("\(index)/\(count)") }
        self.index = index
        self.count = count
    }

    /// Parses "INDEX/COUNT", e.g. "0/4" (shards are numbered from 0, as
    /// Kubernetes' JOB_COMPLETION_INDEX is).
    public init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let index = Int(parts[0].trimmingCharacters(in: .whitespaces)),
              let count = Int(parts[1].trimmingCharacters(in: .whitespaces)) else {
            throw ClassroomError.badShard(text)
        }
        do { try self.init(index: index, count: count) } catch { throw ClassroomError.badShard(text) }
    }

    public func contains(student name: String) -> Bool {
        Int(Shard.stableHash(name) % UInt64(count)) == index
    }

    public var description: String { "\(index)/\(count)" }

    public static func stableHash(_ name: String) -> UInt64 {
        FNV1a.hash(name.precomposedStringWithCanonicalMapping)
    }
}
