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
        let container = try decoder.container(keyedBy: AnyCodingKey.self)

        let (good, bad) = try container.allKeys.reduce(
            into: ([Stock.Update](), [String: DecodingError]())
        ) { acc, key in
            // try/catch per entry so one broken entry doesn't kill the whole thing
            do {
                acc.0.append(try container.datedUpdate(forKey: key))
            } catch let err as DecodingError {
                acc.1[key.stringValue] = err
            }
        }

        updates = good.sorted { $0.date < $1.date }
        // dictionary has no order -> sort the keys and map them to Failure objects
        failures = bad.keys.sorted().map { Failure(key: $0, error: bad[$0]!) }
    }
}

private extension KeyedDecodingContainer where Key == AnyCodingKey {
    /// The update stored under a timestamp key, dated from that key.
    /// The key is validated first, so a bad timestamp wins over a bad entry.
    func datedUpdate(forKey key: Key) throws -> Stock.Update {
        if let date = dateFormatter.date(from: key.stringValue) {
            var update = try decode(Stock.Update.self, forKey: key)
            update.date = date
            return update
        } else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription: "\"\(key.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date")
        }
    }
}
