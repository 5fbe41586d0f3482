import Foundation

/// Problems that stop `workbook gradebook` before anything is written. Each
/// message says what is wrong, where, and what to do.
public enum GradebookError: Error, Sendable, Equatable, CustomStringConvertible {
    case noInput
    case notFound(path: String)
    case duplicateAssignment(first: String, second: String, what: String)
    case badOutput(path: String, reason: String)
    /// A shard's grades.json holds only part of the class.
    case shard(path: String, index: Int, count: Int)

    public var description: String {
        switch self {
        case .noInput:
            return "error: no assignments given; name the folders './workbook grade --assignment' wrote (each holding grades.json), e.g. ./workbook gradebook grades/hw1 grades/hw2"
        case let .notFound(path):
            return "\(path): error: no grades.json here; give the folder './workbook grade --output' wrote (or the grades.json itself), graded with --format json or the default formats"
        case let .duplicateAssignment(first, second, what):
            return "\(second): error: the same \(what) as \(first); each assignment can be in the gradebook once, so give each folder once (or give the assignments different ids and titles)"
        case let .badOutput(path, reason):
            return "\(path): error: \(reason)"
        case let .shard(path, index, count):
            return "\(path): error: this is shard \(index)/\(count) of a class, not the whole class; combine the shards with './workbook merge shard-*/grades.json --output DIR' and give DIR instead"
        }
    }
}
