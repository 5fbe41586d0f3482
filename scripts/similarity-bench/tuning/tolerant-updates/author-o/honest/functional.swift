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

private extension Result {
    var succeeded: Success? {
        if case .success(let value) = self { return value }
        return nil
    }

    var failed: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// The key is judged first: an unreadable timestamp is a failure whatever its entry holds.
private func salvage(_ key: AnyCodingKey, in series: Series) throws -> Result<Stock.Update, DecodingError> {
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

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        let outcomes = try series.allKeys.map { key in
            (key: key.stringValue, outcome: try salvage(key, in: series))
        }

        updates = outcomes
            .compactMap { $0.outcome.succeeded }
            .sorted { $0.date < $1.date }
        failures = outcomes
            .compactMap { entry in entry.outcome.failed.map { Failure(key: entry.key, error: $0) } }
            .sorted { $0.key < $1.key }
    }
}
