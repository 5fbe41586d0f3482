import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    /// The entries that decoded, each dated from its key.
    let updates: [Stock.Update]
    /// The entries that did not.
    let failures: [Failure]

    struct Failure {
        /// The entry's key in the series.
        let key: String
        /// Why it was set aside.
        let error: DecodingError
    }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let entries = try decoder.container(keyedBy: AnyCodingKey.self)
        var kept: [Stock.Update] = []
        var setAside: [Failure] = []

        for entryKey in entries.allKeys {
            let stamp = dateFormatter.date(from: entryKey.stringValue)
            if stamp == nil {
                let problem = DecodingError.dataCorruptedError(
                    forKey: entryKey, in: entries,
                    debugDescription: "\(entryKey.stringValue) is not a date")
                setAside.append(Failure(key: entryKey.stringValue, error: problem))
                continue
            }

            do {
                var entry = try entries.decode(Stock.Update.self, forKey: entryKey)
                entry.date = stamp!
                kept.append(entry)
            } catch let problem as DecodingError {
                setAside.append(Failure(key: entryKey.stringValue, error: problem))
            }
        }

        // insertion sort, oldest update first
        for pos in stride(from: 1, to: kept.count, by: 1) {
            let moving = kept[pos]
            var slot = pos - 1
            while slot >= 0 && kept[slot].date > moving.date {
                kept[slot + 1] = kept[slot]
                slot -= 1
            }
            kept[slot + 1] = moving
        }

        // insertion sort, failures by key
        for pos in stride(from: 1, to: setAside.count, by: 1) {
            let moving = setAside[pos]
            var slot = pos - 1
            while slot >= 0 && setAside[slot].key > moving.key {
                setAside[slot + 1] = setAside[slot]
                slot -= 1
            }
            setAside[slot + 1] = moving
        }

        updates = kept
        failures = setAside
    }
}
