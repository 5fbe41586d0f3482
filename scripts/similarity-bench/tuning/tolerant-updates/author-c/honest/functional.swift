import Foundation

struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]

    struct Failure {
        let key: String
        let error: DecodingError
    }
}

/// Any timestamp is a key of the series.
private struct TimestampKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

private typealias SeriesContainer = KeyedDecodingContainer<TimestampKey>

/// Reads one entry: the key must be a date before the value is even looked at.
private func readEntry(_ key: TimestampKey, of series: SeriesContainer) -> Result<Stock.Update, DecodingError> {
    Result {
        let when = try dateFormatter.date(from: key.stringValue).unwrapOrThrow(
            DecodingError.dataCorruptedError(forKey: key, in: series,
                                             debugDescription: "not a date: \(key.stringValue)"))
        var entry = try series.decode(Stock.Update.self, forKey: key)
        entry.date = when
        return entry
    }.mapError { $0 as! DecodingError }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: TimestampKey.self)
        let outcomes = series.allKeys.map { ($0.stringValue, readEntry($0, of: series)) }

        updates = outcomes
            .compactMap { try? $0.1.get() }
            .sorted(by: { $0.date < $1.date })
        failures = outcomes
            .compactMap { key, outcome -> Failure? in
                if case .failure(let error) = outcome { return Failure(key: key, error: error) }
                return nil
            }
            .sorted(by: { $0.key < $1.key })
    }
}
