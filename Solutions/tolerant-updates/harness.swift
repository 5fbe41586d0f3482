import Foundation

/// Input of one case: one time-series object (timestamps to entries), or any
/// other JSON value, decoded as the top-level value (so the series' coding
/// path is empty and a failure's path starts with its key).
///
/// Result: {"updates": [{"date", "open", "high", "low", "close", "volume"}]
/// in the order the answer keeps them, "failures": [{"key", "thrown", "path"}]
/// in the order the answer keeps them}: dates as "yyyy-MM-dd HH:mm:ss" in
/// UTC, prices with four decimals, each failure's error as its kind and the
/// string values of its coding path (its description is free). A thrown
/// `DecodingError` is returned as `{"thrown": kind}`; other errors propagate.
enum WorkbookExercise {
    static func run(_ input: Any) throws -> Any {
        let data = try JSONSerialization.data(withJSONObject: input, options: [.fragmentsAllowed])
        // Through the bridge: the series' layout is the answer's (see bridge.swift).
        let salvaged: (updates: [Stock.Update], failures: [(key: String, error: DecodingError)])
        do {
            salvaged = try workbookAnswerSalvage(data)
        } catch let error as DecodingError {
            return ["thrown": workbookKind(error).kind]
        }
        return [
            "updates": salvaged.updates.map { update -> [String: Any] in
                [
                    "date": workbookFormatter.string(from: update.date),
                    "open": workbookPrice(update.open),
                    "high": workbookPrice(update.high),
                    "low": workbookPrice(update.low),
                    "close": workbookPrice(update.close),
                    "volume": update.volume,
                ]
            },
            "failures": salvaged.failures.map { failure -> [String: Any] in
                let (kind, path) = workbookKind(failure.error)
                return ["key": failure.key, "thrown": kind, "path": path]
            },
        ] as [String: Any]
    }

    private static func workbookKind(_ error: DecodingError) -> (kind: String, path: [String]) {
        switch error {
        case .dataCorrupted(let context): return ("dataCorrupted", context.codingPath.map(\.stringValue))
        case .keyNotFound(_, let context): return ("keyNotFound", context.codingPath.map(\.stringValue))
        case .typeMismatch(_, let context): return ("typeMismatch", context.codingPath.map(\.stringValue))
        case .valueNotFound(_, let context): return ("valueNotFound", context.codingPath.map(\.stringValue))
        @unknown default: return ("unknown", [])
        }
    }

    private static let workbookFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()

    private static func workbookPrice(_ value: Float) -> String { String(format: "%.4f", Double(value)) }
}
