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
        // the series is basically a big { timestamp: entry } map
        let series = try decoder.container(keyedBy: AnyCodingKey.self)

        var good: [Stock.Update] = []
        var bad: [String: DecodingError] = [:] // timestamp -> what went wrong

        for key in series.allKeys {
            let timestamp = key.stringValue

            // check the key first - a bad timestamp wins over a bad entry
            guard let date = dateFormatter.date(from: timestamp) else {
                bad[timestamp] = DecodingError.dataCorruptedError(
                    forKey: key, in: series,
                    debugDescription: "\"\(timestamp)\" is not a yyyy-MM-dd HH:mm:ss date")
                continue
            }

            // try/catch per entry so one broken entry doesn't kill the whole thing
            do {
                var update = try series.decode(Stock.Update.self, forKey: key)
                update.date = date
                good.append(update)
            } catch let err as DecodingError {
                bad[timestamp] = err
            }
        }

        updates = good.sorted { $0.date < $1.date }
        // dictionary has no order -> sort the keys and map them to Failure objects
        failures = bad.keys.sorted().map { Failure(key: $0, error: bad[$0]!) }
    }
}
