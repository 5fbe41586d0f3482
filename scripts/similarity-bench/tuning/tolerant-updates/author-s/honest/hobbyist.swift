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
        // The series is an object where the KEYS are the dates, so I can't
        // write an enum for them. AnyCodingKey takes any key.
        // (if the series is not an object at all this throws typeMismatch by itself)
        let container = try decoder.container(keyedBy: AnyCodingKey.self)

        // two lists, one for the good entries and one for the broken ones
        var goodUpdates: [Stock.Update] = []
        var badEntries: [Failure] = []

        // go through every key one by one
        for key in container.allKeys {
            var keyText = key.stringValue

            // FIRST check the key is a date. If not, it's a failure no matter
            // what the entry holds.
            var date = dateFormatter.date(from: keyText)
            if date == nil {
                let keyError = DecodingError.dataCorruptedError(
                    forKey: key,
                    in: container,
                    debugDescription: "\"" + keyText + "\" is not a yyyy-MM-dd HH:mm:ss date")
                badEntries.append(Failure(key: keyText, error: keyError))
                continue // go on with the next key
            }

            // now try the entry itself. The do/catch is INSIDE the loop so
            // one bad entry doesn't stop all the others
            do {
                var update = try container.decode(Stock.Update.self, forKey: key)
                update.date = date!
                goodUpdates.append(update)
            } catch let error as DecodingError {
                // keep the error exactly like it was thrown
                badEntries.append(Failure(key: keyText, error: error))
            }
        }

        // allKeys comes in no special order so sort everything at the end
        // updates: oldest first
        goodUpdates.sort(by: { first, second in
            return first.date < second.date
        })
        // failures: by the text of their key
        badEntries.sort(by: { first, second in
            return first.key < second.key
        })

        updates = goodUpdates
        failures = badEntries
    }
}
