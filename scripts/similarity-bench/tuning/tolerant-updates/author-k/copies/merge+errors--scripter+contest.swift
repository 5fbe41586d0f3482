import Foundation

struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]
    struct Failure { let key: String; let error: DecodingError }
}

// like sorted(updates, key=lambda u: u.date) in python
func sortedByDate(_ updates: [Stock.Update]) -> [Stock.Update] {
    return updates.sorted { $0.date < $1.date }
}

// like sorted(failures, key=lambda f: f.key)
func sortedByKey(_ failures: [SalvagedSeries.Failure]) -> [SalvagedSeries.Failure] {
    return failures.sorted { $0.key < $1.key }
}

// the key has to be a date, otherwise throw the error for that key
func dateOfKey(_ key: AnyCodingKey, in seriesJson: KeyedDecodingContainer<AnyCodingKey>) throws -> Date {
    if let date = dateFormatter.date(from: key.stringValue) {
        return date
    }
    throw DecodingError.dataCorruptedError(forKey: key, in: seriesJson, debugDescription: "bad date \(key.stringValue)")
}

extension SalvagedSeries: Decodable {
    init(from d: Decoder) throws {
        let c = try d.container(keyedBy: AnyCodingKey.self)
        var goodUpdates = [Stock.Update](), badEntries = [Failure]()
        for k in c.allKeys {
            do {
                let t = try dateOfKey(k, in: c)
                var x = try c.decode(Stock.Update.self, forKey: k); x.date = t; goodUpdates.append(x)
            } catch let e as DecodingError { badEntries.append(Failure(key: k.stringValue, error: e)) }
        }
        updates = sortedByDate(goodUpdates)
        failures = sortedByKey(badEntries)
    }
}
