// expect-pass
// A correct strategy, written beside helpers whose names the grader's own
// code also uses: its own FileHandle.readDataToEndOfFile() (which the
// grader's driver calls to read its input), a JSONSerialization method the
// driver calls to write results, and types named like the harness's helpers.
// None of them is the grader's business: they only change this program.
import Foundation

struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    init?(stringValue: String) { self.stringValue = stringValue; intValue = nil }
    init?(intValue: Int) { stringValue = String(intValue); self.intValue = intValue }
}

extension FileHandle {
    func readDataToEndOfFile() -> Data { Data("not what the grader sent".utf8) }
}

extension JSONSerialization {
    class func data(withJSONObject object: Any, options: JSONSerialization.WritingOptions = []) throws -> Data {
        Data("[]".utf8)
    }
}

/// A key for the strategy's result (the harness has a `WorkbookKey` of its own).
struct WorkbookKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue; intValue = nil }
    init?(intValue: Int) { return nil }
}

/// Words of the harness, used here for other things.
enum WorkbookExerciseNotes { static let fields = ["store-link"] }
struct WorkbookRecord { var value = 0 }

extension JSONDecoder.KeyDecodingStrategy {
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        .custom { path in
            let words = path.last!.stringValue.split(separator: "-", omittingEmptySubsequences: false)
            guard words.count > 1 else { return path.last! }
            return WorkbookKey(stringValue: words.dropFirst().reduce(String(words[0])) { $0 + $1.prefix(1).uppercased() + $1.dropFirst() })
        }
    }
}
