import Foundation

struct SalvagedSeries {
    struct Failure {
        let key: String
        let error: DecodingError
    }

    let updates: [Stock.Update]
    let failures: [Failure]
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let object = try decoder.container(keyedBy: AnyCodingKey.self)
        let collected = object.allKeys.reduce(into: (updates: [Stock.Update](), failures: [Failure]())) { partial, key in
            do {
                let stamp = try dateFormatter.date(from: key.stringValue)
                    .unwrapOrThrow(DecodingError.dataCorruptedError(forKey: key, in: object, debugDescription: "bad date key"))
                var entry = try object.decode(Stock.Update.self, forKey: key)
                entry.date = stamp
                partial.updates.append(entry)
            } catch {
                partial.failures.append(Failure(key: key.stringValue, error: error as! DecodingError))
            }
        }
        self.updates = collected.updates.sorted(by: { $0.date < $1.date })
        self.failures = collected.failures.sorted(by: { $0.key < $1.key })
    }
}
