import Foundation

/// Input of one case: one entry of a time series, a JSON object such as
/// {"1. open": "101.9000", ..., "5. volume": "1807"}, decoded as the top-level
/// value (so a coding path starts at the entry's own keys).
///
/// Result: {"open", "high", "low", "close"} as four-decimal strings (so the
/// comparison does not depend on Float printing) and "volume" as a number.
/// A thrown `DecodingError` is returned as raw data, `{"thrown": kind}`, and
/// for `dataCorrupted` also `"path"`, the string values of its coding path
/// (rule 2 fixes that path; the wording of the description is free).
/// Other errors propagate.
enum WorkbookExercise {
    static func run(_ input: Any) throws -> Any {
        let data = try JSONSerialization.data(withJSONObject: input, options: [.fragmentsAllowed])
        let update: Stock.Update
        do {
            update = try JSONDecoder().decode(Stock.Update.self, from: data)
        } catch let error as DecodingError {
            switch error {
            case .dataCorrupted(let context):
                return ["thrown": "dataCorrupted", "path": context.codingPath.map(\.stringValue)] as [String: Any]
            case .keyNotFound: return ["thrown": "keyNotFound"]
            case .typeMismatch: return ["thrown": "typeMismatch"]
            case .valueNotFound: return ["thrown": "valueNotFound"]
            @unknown default: return ["thrown": "unknown"]
            }
        }
        return [
            "open": workbookPrice(update.open),
            "high": workbookPrice(update.high),
            "low": workbookPrice(update.low),
            "close": workbookPrice(update.close),
            "volume": update.volume,
        ] as [String: Any]
    }

    private static func workbookPrice(_ value: Float) -> String { String(format: "%.4f", Double(value)) }
}
