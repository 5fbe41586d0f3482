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
        // the series is an object and every key in it is a date
        // (if it is not an object this line throws typeMismatch for us)
        let object = try decoder.container(keyedBy: AnyCodingKey.self)

        var kept: [Stock.Update] = []
        var setAside: [Failure] = []
        let howMany = object.allKeys.count
        var looked = 0

        for entryKey in object.allKeys {
            let timestamp = entryKey.stringValue
            looked += 1

            // first look at the key, it has to be a date
            guard let when = dateFormatter.date(from: timestamp) else {
                // the key is not a date, so this whole entry is a failure
                let why = DecodingError.dataCorruptedError(forKey: entryKey, in: object,
                                                           debugDescription: "the key " + timestamp + " is not a date")
                setAside.append(Failure(key: timestamp, error: why))
                continue
            }

            // now try to read the entry itself
            do {
                var entry = try object.decode(Stock.Update.self, forKey: entryKey)
                entry.date = when
                kept.append(entry)
            } catch let why as DecodingError {
                // this entry is broken, remember it and go on with the next one
                setAside.append(Failure(key: timestamp, error: why))
            }
        }

        // every key must have ended up in one of the two lists
        if looked != howMany || kept.count + setAside.count != howMany {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "lost some entries"))
        }

        // sort the good ones by date, oldest first
        kept.sort { first, second in first.date < second.date }
        // sort the failures by their key
        setAside.sort { first, second in first.key < second.key }

        updates = kept
        failures = setAside
    }
}
