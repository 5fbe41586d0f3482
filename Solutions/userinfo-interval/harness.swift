import Foundation

// Harness for `userinfo-interval`. A case's input:
//   {"fixture": "RAY-5min" | "document": {...}, "minutes": 5 | "5" | absent}
// `fixture` names a file of the chapter's resources; `document` is a whole
// Alpha Vantage response. `minutes` goes into `decoder.userInfo[.timeInterval]`
// exactly as given: an Int, a String (the wrong type), or nothing at all.
// `"everyInterval": true` writes the document's one series under the name of
// every interval (1, 5, 15, 30 and 60 minutes), for the cases of rules 4 to 6,
// so that an answer reading a fixed series (a rule-1 bug) still meets them.
//
// Result: {"info", "symbol", "refreshedAt", "updates": [{"date", "open",
// "high", "low", "close", "volume"}], "oldestFirst"}, the updates in the order
// the answer's `updates` holds them, and whether that order is by date;
// "seriesRead": the names of the document's series whose entries the updates
// are (an entry is an update's when its key is the update's date written with
// `dateFormatter` and its prices and volume are the update's; failing that,
// when one of the two is), sorted, with "(no series)" for an update that is
// none of them. Rule 1's cases compare
// only that: which series was read, not how many of its entries became
// updates or how (rule 5's). Dates print as "yyyy-MM-dd HH:mm:ss" in UTC and prices with
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
        /// The document's one series is also written under the name of every
        /// other interval, so that which series is read (rule 1's) does not
        /// matter to a case of another rule.
        var everyInterval: Bool?
    }

    struct Update: Encodable {
        let date, open, high, low, close: String
        let volume: Int
    }

    /// An entry's prices and volume, whatever its date.
    struct Entry: Hashable {
        let open, high, low, close: Float
        let volume: Int
    }
    struct Described: Encodable {
        let info, symbol, refreshedAt: String
        let updates: [Update]
        /// Whether each update's date is at or after the one before it: the
        /// order rule 6 fixes, whatever the updates hold.
        let oldestFirst: Bool
        /// The series the updates were read from (rule 1's).
        let seriesRead: [String]
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
        let updates = stock.updates.map { Update(date: formatter.string(from: $0.date), open: price($0.open), high: price($0.high),
                                                 low: price($0.low), close: price($0.close), volume: $0.volume) }
        // Each series of the document: its name, its entries by key, and
        // the set of its entries (prices and volume), read as `Stock.Update`
        // reads them (Float and Int from text).
        var series: [(name: String, byKey: [String: Entry], entries: Set<Entry>)] = []
        if case let .object(fields) = try WorkbookJSON(parsing: data(input)) {
            for case let (name, .object(entries)) in fields where name.hasPrefix("Time Series (") {
                var byKey: [String: Entry] = [:]
                for (key, entry) in entries {
                    guard case let .string(open)? = entry["1. open"], case let .string(high)? = entry["2. high"],
                          case let .string(low)? = entry["3. low"], case let .string(close)? = entry["4. close"],
                          case let .string(volume)? = entry["5. volume"], let opened = Float(open), let highest = Float(high),
                          let lowest = Float(low), let closed = Float(close), let traded = Int(volume) else { continue }
                    byKey[key] = Entry(open: opened, high: highest, low: lowest, close: closed, volume: traded)
                }
                series.append((name, byKey, Set(byKey.values)))
            }
        }
        var read = Set<String>()
        for (update, held) in zip(updates, stock.updates) {
            // The series holding the update's entry under its key (the date
            // as `dateFormatter` writes it: the format and zone the harness
            // prints); else one holding that entry under another key, or
            // another entry under that key (the update made wrongly: rule
            // 5's), so that only which series was read counts.
            let entry = Entry(open: held.open, high: held.high, low: held.low, close: held.close, volume: held.volume)
            var names = series.filter { $0.byKey[update.date] == entry }.map(\.name)
            if names.isEmpty { names = series.filter { $0.entries.contains(entry) }.map(\.name) }
            if names.isEmpty { names = series.filter { $0.byKey[update.date] != nil }.map(\.name) }
            read.formUnion(names.isEmpty ? ["(no series)"] : names)
        }
        return try WorkbookJSON(encoding: Described(
            info: stock.info, symbol: stock.symbol, refreshedAt: formatter.string(from: stock.refreshedAt),
            updates: updates, oldestFirst: zip(stock.updates, stock.updates.dropFirst()).allSatisfy { $0.date <= $1.date },
            seriesRead: read.sorted()))
    }

    static func data(_ input: Input) throws -> Data {
        if let name = input.fixture {
            guard let url = Bundle.module.url(forResource: name, withExtension: "json") else {
                throw WorkbookHarnessFault("no fixture \(name).json in Chapters/Fixtures/AlphaVantage: fix the case's \"fixture\"")
            }
            return try Data(contentsOf: url)
        }
        guard let document = input.document else { throw WorkbookHarnessFault("the case's input has neither \"fixture\" nor \"document\"") }
        guard input.everyInterval == true else { return document.data }
        guard case let .object(fields) = document, let series = fields.first(where: { $0.0.hasPrefix("Time Series (") })?.1 else {
            throw WorkbookHarnessFault("\"everyInterval\" needs a document with one \"Time Series (…)\"")
        }
        let others = fields.filter { !$0.0.hasPrefix("Time Series (") }
        return WorkbookJSON.object(others + [1, 5, 15, 30, 60].map { ("Time Series (\($0)min)", series) }).data
    }

    static let formatter = DateFormatter.workbookUTC("yyyy-MM-dd HH:mm:ss")
}
