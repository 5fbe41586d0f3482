import Foundation

private typealias Series = KeyedDecodingContainer<AnyCodingKey>

private enum SeriesText {
    static let timestampPattern = "yyyy-MM-dd HH:mm:ss"
    static func notATimestamp(_ text: String) -> String {
        "\"\(text)\" is not a \(timestampPattern) date"
    }
}

/// The key is judged first: an unreadable timestamp is a failure whatever its entry holds.
private func salvage(_ key: AnyCodingKey, in series: Series) throws -> Result<Stock.Update, DecodingError> {
    guard let date = dateFormatter.date(from: key.stringValue) else {
        return .failure(.dataCorruptedError(
            forKey: key, in: series,
            debugDescription: SeriesText.notATimestamp(key.stringValue)))
    }
    do {
        var update = try series.decode(Stock.Update.self, forKey: key)
        update.date = date
        return .success(update)
    } catch let error as DecodingError {
        return .failure(error)
    }
}

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

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        let outcomes = try series.allKeys.map { key in
            (key: key.stringValue, outcome: try salvage(key, in: series))
        }
        let good = outcomes.compactMap { $0.outcome.succeeded }
        let bad = outcomes.compactMap { entry in entry.outcome.failed.map { Failure(key: entry.key, error: $0) } }

        self.init(updates: good.sorted { $0.date < $1.date },
                  failures: bad.sorted { $0.key < $1.key })
    }
}

extension SalvagedSeries {
    struct Failure {
        let key: String
        let error: DecodingError
    }
}

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]
}
