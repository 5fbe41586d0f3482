import Foundation

/// Input of one case, as cases.json writes it:
///   {"fixture": "RAY-5min" | "document": {...}, "minutes": 5 | "5" | absent}
/// `fixture` names a file of the chapter's resources; `document` is a whole
/// Alpha Vantage response. `minutes` goes into `decoder.userInfo[.timeInterval]`
/// exactly as given: an Int, a String (the wrong type), or nothing at all.
///
/// Result: {"info", "symbol", "refreshedAt", "updates": [{"date", "open",
/// "high", "low", "close", "volume"}]}, in the order the answer's `updates`
/// holds them. Dates print as "yyyy-MM-dd HH:mm:ss" in UTC and prices with
/// four decimals, so the comparison does not depend on Float printing.
/// A thrown `DecodingError` is returned as raw data, `{"thrown": kind}`, plus
/// `"debug"` (its debug description) when it is a `dataCorrupted` error at the
/// root (an empty coding path): rule 2 fixes that description ("Missing time
/// interval"), while the wording of errors inside the document is free.
/// Other errors propagate.
enum WorkbookExercise {
    static func run(_ input: Any) throws -> Any {
        guard let object = input as? [String: Any] else {
            throw WorkbookCaseError("the case's input must be a JSON object with \"fixture\" or \"document\"")
        }
        let data = try workbookData(object)

        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .formatted(dateFormatter)
        switch object["minutes"] {
        case nil:
            break
        case let text as String:
            decoder.userInfo[.timeInterval] = text
        case let number as Int:
            decoder.userInfo[.timeInterval] = number
        case let other?:
            throw WorkbookCaseError("\"minutes\" must be an integer or a string, not \(other)")
        }

        let stock: Stock
        do {
            stock = try decoder.decode(Stock.self, from: data)
        } catch let error as DecodingError {
            return workbookDescribe(error)
        }
        return [
            "info": stock.info,
            "symbol": stock.symbol,
            "refreshedAt": WorkbookFormat.date(stock.refreshedAt),
            "updates": stock.updates.map { update -> [String: Any] in
                [
                    "date": WorkbookFormat.date(update.date),
                    "open": WorkbookFormat.price(update.open),
                    "high": WorkbookFormat.price(update.high),
                    "low": WorkbookFormat.price(update.low),
                    "close": WorkbookFormat.price(update.close),
                    "volume": update.volume,
                ]
            },
        ] as [String: Any]
    }

    private static func workbookDescribe(_ error: DecodingError) -> [String: Any] {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return ["thrown": "dataCorrupted", "debug": context.debugDescription]
        case .dataCorrupted: return ["thrown": "dataCorrupted"]
        case .keyNotFound: return ["thrown": "keyNotFound"]
        case .typeMismatch: return ["thrown": "typeMismatch"]
        case .valueNotFound: return ["thrown": "valueNotFound"]
        @unknown default: return ["thrown": "unknown"]
        }
    }

    private static func workbookData(_ object: [String: Any]) throws -> Data {
        if let name = object["fixture"] as? String {
            guard let url = Bundle.module.url(forResource: name, withExtension: "json") else {
                throw WorkbookCaseError("no fixture \(name).json in Chapters/Fixtures/AlphaVantage: fix the case's \"fixture\"")
            }
            return try Data(contentsOf: url)
        }
        if let document = object["document"] {
            return try JSONSerialization.data(withJSONObject: document)
        }
        throw WorkbookCaseError("the case's input has neither \"fixture\" nor \"document\"")
    }
}

/// A case that cannot be run as written (a mistake in cases.json, not in the answer).
struct WorkbookCaseError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = "Solutions/userinfo-interval/harness.swift: " + message }
}

enum WorkbookFormat {
    private static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()

    static func date(_ date: Date) -> String { formatter.string(from: date) }
    static func price(_ value: Float) -> String { String(format: "%.4f", Double(value)) }
}
