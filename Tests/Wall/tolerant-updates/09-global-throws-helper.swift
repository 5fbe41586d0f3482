// style: global throws helpers; some parameters; Optional map
import Foundation

struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]

    struct Failure {
        let key: String
        let error: DecodingError
    }
}

/// Decodes the entry under `key`, dated from the key; throws the `DecodingError` that sets it aside.
func salvageEntry(_ key: AnyCodingKey, in series: KeyedDecodingContainer<AnyCodingKey>) throws -> Stock.Update {
    let date = try dateFormatter.date(from: key.stringValue).unwrapOrThrow(
        DecodingError.dataCorruptedError(forKey: key, in: series,
                                         debugDescription: "\(key.stringValue) is not a date"))
    var update = try series.decode(Stock.Update.self, forKey: key)
    update.date = date
    return update
}

/// Puts updates in date order.
func chronological(_ updates: some Sequence<Stock.Update>) -> [Stock.Update] {
    updates.sorted { $0.date < $1.date }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        var kept: [Stock.Update] = []
        var setAside: [Failure] = []
        for key in series.allKeys {
            do {
                kept.append(try salvageEntry(key, in: series))
            } catch let error as DecodingError {
                setAside.append(Failure(key: key.stringValue, error: error))
            }
        }
        updates = chronological(kept)
        failures = setAside.sorted { $0.key < $1.key }
    }
}
