import Foundation

/// A series read one entry at a time; broken entries are collected instead of failing everything.
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
        let entries = try decoder.container(keyedBy: AnyCodingKey.self)
        var kept = [Stock.Update]()
        var setAside = [Failure]()

        for entryKey in entries.allKeys {
            // check the timestamp before even looking at the value
            if let stamp = dateFormatter.date(from: entryKey.stringValue) {
                do {
                    var entry = try entries.decode(Stock.Update.self, forKey: entryKey)
                    entry.date = stamp
                    kept.append(entry)
                } catch {
                    if let decodingError = error as? DecodingError {
                        setAside.append(Failure(key: entryKey.stringValue, error: decodingError))
                    } else {
                        throw error
                    }
                }
            } else {
                let corrupt = DecodingError.dataCorruptedError(
                    forKey: entryKey, in: entries,
                    debugDescription: "key \(entryKey.stringValue) is not a date in yyyy-MM-dd HH:mm:ss form")
                setAside.append(Failure(key: entryKey.stringValue, error: corrupt))
            }
        }

        kept.sort { $0.date < $1.date }
        setAside.sort { $0.key < $1.key }
        updates = kept
        failures = setAside
    }
}
