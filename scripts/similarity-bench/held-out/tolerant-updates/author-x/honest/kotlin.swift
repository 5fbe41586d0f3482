import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]

    // just a data class: which key, what went wrong
    struct Failure {
        let key: String
        let error: DecodingError
    }
}

// Kotlin has sortedBy { }, so I made one
private extension Array {
    func sortedBy<T: Comparable>(_ selector: (Element) -> T) -> [Element] {
        sorted { selector($0) < selector($1) }
    }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        // throws typeMismatch by itself if the series isn't an object
        let series = try decoder.container(keyedBy: AnyCodingKey.self)

        var good = [Stock.Update]()
        var bad = [Failure]()

        try series.allKeys.forEach { key in
            // like runCatching, but I only want DecodingErrors in there
            switch try Self.entry(for: key, in: series) {
            case .success(let update): good.append(update)
            case .failure(let error): bad.append(Failure(key: key.stringValue, error: error))
            }
        }

        updates = good.sortedBy { $0.date }
        failures = bad.sortedBy { $0.key }
    }

    private static func entry(
        for key: AnyCodingKey,
        in series: KeyedDecodingContainer<AnyCodingKey>
    ) throws -> Result<Stock.Update, DecodingError> {
        // key first: a key that's not a date loses even if the entry is fine
        guard let date = dateFormatter.date(from: key.stringValue) else {
            return .failure(.dataCorruptedError(
                forKey: key, in: series,
                debugDescription: "\"\(key.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date"))
        }
        do {
            var update = try series.decode(Stock.Update.self, forKey: key)
            update.date = date
            return .success(update)
        } catch let error as DecodingError {
            return .failure(error)
        }
    }
}
