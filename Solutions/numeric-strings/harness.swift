// Harness for `numeric-strings`: decodes one entry of a time series as the
// top-level value (a coding path starts at its own keys) and returns its
// prices as four-decimal strings, so no comparison depends on Float printing.
// A DecodingError is returned as {"thrown": kind}, a dataCorrupted one with
// "path", its coding path (rule 2 fixes it; the description is free).
import Foundation

enum WorkbookExercise: TypedHarness {
    static func run(_ input: WorkbookJSON) throws -> WorkbookJSON {
        do {
            let update = try input.decode(Stock.Update.self)
            func price(_ value: Float) -> WorkbookJSON { .string(String(format: "%.4f", Double(value))) }
            return ["open": price(update.open), "high": price(update.high), "low": price(update.low),
                    "close": price(update.close), "volume": .integer(update.volume)]
        } catch let error as DecodingError {
            guard case let .dataCorrupted(context) = error else { return ["thrown": WorkbookJSON(error.workbookKind)] }
            return ["thrown": "dataCorrupted", "path": WorkbookJSON(context.codingPath.map(\.stringValue))]
        }
    }
}
