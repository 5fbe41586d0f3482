import Foundation

// Harness for `tolerant-updates`. A case's input is one time-series object
// (timestamps to entries), or any other JSON value, decoded as the top-level
// value (so the series' coding path is empty and a failure's path starts
// with its key), through the bridge: the series' layout is the answer's.
//
// Result: {"updates": [{"date", "open", "high", "low", "close", "volume"}]
// in the order the answer keeps them, "failures": [{"key", "thrown", "path"}]
// in the order the answer keeps them}: dates as "yyyy-MM-dd HH:mm:ss" in
// UTC, prices with four decimals, each failure's error as its kind and the
// string values of its coding path (its description is free). A thrown
// `DecodingError` is returned as `{"thrown": kind}`; other errors propagate.
enum WorkbookExercise: TypedHarness {
    struct Update: Encodable {
        let date, open, high, low, close: String
        let volume: Int
    }
    struct Failure: Encodable { let key, thrown: String; let path: [String] }
    /// `oldestFirst` and `failuresByKey`: whether each update's date is at
    /// or after the one before it, and each failure's key at or after the
    /// one before it: the orders rules 2 and 5 fix, whatever the lists hold.
    struct Salvaged: Encodable { let updates: [Update]; let failures: [Failure]; let oldestFirst, failuresByKey: Bool }

    static func run(_ input: WorkbookJSON) throws -> WorkbookJSON {
        do {
            let salvaged = try workbookAnswerSalvage(input.data)
            func price(_ value: Float) -> String { String(format: "%.4f", Double(value)) }
            return try WorkbookJSON(encoding: Salvaged(
                updates: salvaged.updates.map { Update(date: formatter.string(from: $0.date), open: price($0.open), high: price($0.high),
                                                       low: price($0.low), close: price($0.close), volume: $0.volume) },
                failures: salvaged.failures.map { Failure(key: $0.key, thrown: $0.error.workbookKind, path: $0.error.workbookPath) },
                oldestFirst: zip(salvaged.updates, salvaged.updates.dropFirst()).allSatisfy { $0.date <= $1.date },
                failuresByKey: zip(salvaged.failures, salvaged.failures.dropFirst()).allSatisfy { $0.key <= $1.key }))
        } catch let error as DecodingError {
            return ["thrown": WorkbookJSON(error.workbookKind)]
        }
    }

    static let formatter = DateFormatter.workbookUTC("yyyy-MM-dd HH:mm:ss")
}
