import Foundation

extension SalvagedSeries {
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

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        var bad: [Failure] = []
        var good: [Stock.Update] = []

        for key in series.allKeys {
            do {
                good.append(try SalvagedSeries.readEntry(at: key, in: series))
            } catch let error as DecodingError {
                bad.append(Failure(key: key.stringValue, error: error))
            }
        }

        bad.sort { $0.key < $1.key }
        good.sort { $0.date < $1.date }
        failures = bad
        updates = good
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
    let failures: [Failure]
    let updates: [Stock.Update]
}
