import Foundation

// Harness for `numeric-strings`. A case's input is one entry of a time
// series, a JSON object such as {"1. open": "101.9000", ..., "5. volume": "1807"},
// decoded as the top-level value (so a coding path starts at the entry's own keys).
//
// Result: {"open", "high", "low", "close"} as four-decimal strings (so the
// comparison does not depend on Float printing) and "volume" as a number.
// A thrown `DecodingError` is returned as raw data, `{"thrown": kind}`, and
// for `dataCorrupted` also `"path"`, the string values of its coding path
// (rule 2 fixes that path; the wording of the description is free).
// Other errors propagate.
enum WorkbookExercise: TypedHarness {
    struct Prices: Encodable {
        let open, high, low, close: String
        let volume: Int
    }

    static func run(_ input: WorkbookJSON) throws -> WorkbookJSON {
        do {
            let update = try input.decode(Stock.Update.self)
            func price(_ value: Float) -> String { String(format: "%.4f", Double(value)) }
            return try WorkbookJSON(encoding: Prices(open: price(update.open), high: price(update.high), low: price(update.low),
                                                     close: price(update.close), volume: update.volume))
        } catch let error as DecodingError {
            guard case let .dataCorrupted(context) = error else { return ["thrown": WorkbookJSON(error.workbookKind)] }
            return ["thrown": "dataCorrupted", "path": WorkbookJSON(context.codingPath.map(\.stringValue))]
        }
    }
}
