// expect-fail: bad key with a broken entry
// Decodes the entry before checking its key, so a bad key with a broken entry reports the entry's error.
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
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        var kept: [Stock.Update] = []
        var setAside: [Failure] = []
        for key in series.allKeys {
            do {
                var update = try series.decode(Stock.Update.self, forKey: key)
                update.date = try dateFormatter.date(from: key.stringValue).unwrapOrThrow(
                    DecodingError.dataCorruptedError(forKey: key, in: series, debugDescription: "not a date"))
                kept.append(update)
            } catch let error as DecodingError {
                setAside.append(Failure(key: key.stringValue, error: error))
            }
        }
        updates = kept.sorted { $0.date < $1.date }
        failures = setAside.sorted { $0.key < $1.key }
    }
}
