import Foundation

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
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        var updates: [Stock.Update] = []
        var failures: [Failure] = []

        for key in container.allKeys {
            do {
                updates.append(try container.datedUpdate(forKey: key))
            } catch let error as DecodingError {
                failures.append(Failure(key: key.stringValue, error: error))
            }
        }

        self.updates = updates.sorted { $0.date < $1.date }
        self.failures = failures.sorted { $0.key < $1.key }
    }
}

private extension KeyedDecodingContainer where Key == AnyCodingKey {
    /// The update stored under a timestamp key, dated from that key.
    /// The key is validated first, so a bad timestamp wins over a bad entry.
    func datedUpdate(forKey key: Key) throws -> Stock.Update {
        let date = try dateFormatter.date(from: key.stringValue).unwrapOrThrow(
            DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription: "\"\(key.stringValue)\" is not a timestamp"))
        var update = try decode(Stock.Update.self, forKey: key)
        update.date = date
        return update
    }
}
