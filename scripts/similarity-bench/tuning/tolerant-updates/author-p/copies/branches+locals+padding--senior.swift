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
        let keys = container.allKeys
        var updates: [Stock.Update] = []
        var failures: [Failure] = []
        updates.reserveCapacity(keys.count)

        for key in keys {
            let name = key.stringValue
            do {
                let update = try container.datedUpdate(forKey: key)
                updates.append(update)
            } catch {
                switch error {
                case let decodingError as DecodingError:
                    failures.append(Failure(key: name, error: decodingError))
                default:
                    throw error
                }
            }
        }

        assert(updates.count + failures.count == keys.count, "every entry is accounted for")
        let byDate = updates.sorted { $0.date < $1.date }
        let byKey = failures.sorted { $0.key < $1.key }
        self.updates = byDate
        self.failures = byKey
    }
}

private extension KeyedDecodingContainer where Key == AnyCodingKey {
    /// The update stored under a timestamp key, dated from that key.
    /// The key is validated first, so a bad timestamp wins over a bad entry.
    func datedUpdate(forKey key: Key) throws -> Stock.Update {
        let timestamp = key.stringValue
        let date = try dateFormatter.date(from: timestamp).unwrapOrThrow(
            DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription: "\"\(timestamp)\" is not a timestamp"))
        var update = try decode(Stock.Update.self, forKey: key)
        update.date = date
        return update
    }
}
