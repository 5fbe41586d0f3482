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

private func notADate(_ key: TimestampKey, in series: SeriesContainer) -> DecodingError {
    DecodingError.dataCorruptedError(forKey: key, in: series,
                                     debugDescription: "not a date: \(key.stringValue)")
}

/// Reads one entry: the key must be a date before the value is even looked at.
private func readEntry(_ key: TimestampKey, of series: SeriesContainer) -> Result<Stock.Update, DecodingError> {
    Result {
        let when = try dateFormatter.date(from: key.stringValue).unwrapOrThrow(notADate(key, in: series))
        var entry = try series.decode(Stock.Update.self, forKey: key)
        entry.date = when
        return entry
    }.mapError { $0 as! DecodingError }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: TimestampKey.self)
        var good: [Stock.Update] = []
        var bad: [Failure] = []
        for key in series.allKeys {
            switch readEntry(key, of: series) {
            case .success(let entry):
                good.append(entry)
            case .failure(let error):
                bad.append(Failure(key: key.stringValue, error: error))
            }
        }
        good.sort(by: { $0.date < $1.date })
        bad.sort(by: { $0.key < $1.key })
        updates = good
        failures = bad
    }
}
