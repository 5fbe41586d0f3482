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

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        var good: [Stock.Update] = []
        var bad: [Failure] = []

        for key in series.allKeys {
            do {
                let update = try SalvagedSeries.readEntry(at: key, in: series)
                good.append(update)
            } catch let error as DecodingError {
                bad.append(Failure(key: key.stringValue, error: error))
            }
        }

        good.sort { $0.date < $1.date }
        bad.sort { $0.key < $1.key }
        updates = good
        failures = bad
    }

    /// The key must be a date before the entry is even looked at.
    private static func readEntry(at key: AnyCodingKey,
                                  in series: KeyedDecodingContainer<AnyCodingKey>) throws -> Stock.Update {
        guard let date = dateFormatter.date(from: key.stringValue) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: series,
                debugDescription: "\"\(key.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date")
        }
        var update = try series.decode(Stock.Update.self, forKey: key)
        update.date = date
        return update
    }
}
