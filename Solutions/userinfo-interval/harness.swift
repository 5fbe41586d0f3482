import Foundation

// Harness for `userinfo-interval`. A case's input:
//   {"fixture": "RAY-5min" | "document": {...}, "minutes": 5 | "5" | absent}
// `fixture` names a file of the chapter's resources; `document` is a whole
// Alpha Vantage response. `minutes` goes into `decoder.userInfo[.timeInterval]`
// exactly as given: an Int, a String (the wrong type), or nothing at all.
//
// Result: {"info", "symbol", "refreshedAt", "updates": [{"date", "open",
// "high", "low", "close", "volume"}]}, in the order the answer's `updates`
// holds them. Dates print as "yyyy-MM-dd HH:mm:ss" in UTC and prices with
// four decimals, so the comparison does not depend on Float printing.
// A thrown `DecodingError` is returned as raw data, `{"thrown": kind}`, plus
// `"debug"` (its debug description) when it is a `dataCorrupted` error at the
// root (an empty coding path): rule 2 fixes that description ("Missing time
// interval"), while the wording of errors inside the document is free.
// Other errors propagate.
enum WorkbookExercise: TypedHarness {
    struct Input: Decodable {
        var fixture: String?
        var document: WorkbookJSON?
        var minutes: WorkbookJSON?
    }

    struct Update: Encodable {
        let date, open, high, low, close: String
        let volume: Int
    }
    struct Described: Encodable {
        let info, symbol, refreshedAt: String
        let updates: [Update]
    }

    static func run(_ input: Input) throws -> WorkbookJSON {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .formatted(dateFormatter)
        switch input.minutes {
        case nil: break
        case let .string(text)?: decoder.userInfo[.timeInterval] = text
        case let .integer(number)?: decoder.userInfo[.timeInterval] = number
        case let other?: throw WorkbookHarnessFault("\"minutes\" must be an integer or a string, not \(other)")
        }
        let stock: Stock
        do {
            stock = try decoder.decode(Stock.self, from: data(input))
        } catch let error as DecodingError {
            guard case let .dataCorrupted(context) = error, context.codingPath.isEmpty else { return ["thrown": WorkbookJSON(error.workbookKind)] }
            return ["thrown": "dataCorrupted", "debug": WorkbookJSON(context.debugDescription)]
        }
        func price(_ value: Float) -> String { String(format: "%.4f", Double(value)) }
        return try WorkbookJSON(encoding: Described(
            info: stock.info, symbol: stock.symbol, refreshedAt: formatter.string(from: stock.refreshedAt),
            updates: stock.updates.map { Update(date: formatter.string(from: $0.date), open: price($0.open), high: price($0.high),
                                                low: price($0.low), close: price($0.close), volume: $0.volume) }))
    }

    static func data(_ input: Input) throws -> Data {
        if let name = input.fixture {
            guard let url = Bundle.module.url(forResource: name, withExtension: "json") else {
                throw WorkbookHarnessFault("no fixture \(name).json in Chapters/Fixtures/AlphaVantage: fix the case's \"fixture\"")
            }
            return try Data(contentsOf: url)
        }
        guard let document = input.document else { throw WorkbookHarnessFault("the case's input has neither \"fixture\" nor \"document\"") }
        return document.data
    }

    static let formatter = DateFormatter.workbookUTC("yyyy-MM-dd HH:mm:ss")
}
