import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]

    struct Failure {
        let key: String
        let error: DecodingError
    }
}

private typealias Series = KeyedDecodingContainer<AnyCodingKey>

/// The timestamp problem for a key, if it has one.
private func badTimestamp(_ key: AnyCodingKey, in series: Series) -> DecodingError {
    let text = key.stringValue
    let why = "\"\(text)\" is not a yyyy-MM-dd HH:mm:ss date"
    return .dataCorruptedError(forKey: key, in: series, debugDescription: why)
}

/// The entry itself, dated, or the error it threw.
private func datedEntry(_ key: AnyCodingKey, at date: Date, in series: Series) throws -> Result<Stock.Update, DecodingError> {
    do {
        var update = try series.decode(Stock.Update.self, forKey: key)
        update.date = date
        return .success(update)
    } catch let error as DecodingError {
        return .failure(error)
    }
}

/// The key is judged first: an unreadable timestamp is a failure whatever its entry holds.
private func salvage(_ key: AnyCodingKey, in series: Series) throws -> Result<Stock.Update, DecodingError> {
    if let date = dateFormatter.date(from: key.stringValue) {
        return try datedEntry(key, at: date, in: series)
    } else {
        return .failure(badTimestamp(key, in: series))
    }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        let outcomes = try series.allKeys.map { key in
            (key: key.stringValue, outcome: try salvage(key, in: series))
        }

        updates = outcomes
            .compactMap { entry -> Stock.Update? in
                if case .success(let update) = entry.outcome { return update }
                return nil
            }
            .sorted { $0.date < $1.date }
        failures = outcomes
            .compactMap { entry -> Failure? in
                if case .failure(let error) = entry.outcome { return Failure(key: entry.key, error: error) }
                return nil
            }
            .sorted { $0.key < $1.key }
    }
}
