import Foundation

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let entries = try decoder.container(keyedBy: AnyCodingKey.self)
        var kept: [Stock.Update] = []
        var setAside: [Failure] = []

        for timestamp in entries.allKeys {
            do {
                // Validate the key first, so a bad timestamp wins over a bad entry.
                let date = try dateFormatter.date(from: timestamp.stringValue).unwrapOrThrow(
                    DecodingError.dataCorruptedError(
                        forKey: timestamp, in: entries,
                        debugDescription: "\"\(timestamp.stringValue)\" is not a timestamp"))
                var update = try entries.decode(Stock.Update.self, forKey: timestamp)
                update.date = date
                kept.append(update)
            } catch let failure as DecodingError {
                setAside.append(Failure(key: timestamp.stringValue, error: failure))
            }
        }

        updates = kept.sorted { $0.date < $1.date }
        failures = setAside.sorted { $0.key < $1.key }
    }
}

extension SalvagedSeries {
    struct Failure {
        let key: String
        let error: DecodingError
    }
}

struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]
}
