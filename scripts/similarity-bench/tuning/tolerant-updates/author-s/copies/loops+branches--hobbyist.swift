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
        // The series is an object where the KEYS are the dates, so there is
        // no enum for them. AnyCodingKey takes any key.
        // (if the series is not an object at all this throws typeMismatch by itself)
        let container = try decoder.container(keyedBy: AnyCodingKey.self)

        // every key becomes either a good update or a failure
        var results = try container.allKeys.map { key -> (Stock.Update?, Failure?) in
            var keyText = key.stringValue

            // FIRST check the key is a date. If not, it's a failure no matter
            // what the entry holds.
            switch dateFormatter.date(from: keyText) {
            case nil:
                let keyError = DecodingError.dataCorruptedError(
                    forKey: key,
                    in: container,
                    debugDescription: "\"" + keyText + "\" is not a yyyy-MM-dd HH:mm:ss date")
                return (nil, Failure(key: keyText, error: keyError))
            case let date?:
                // now try the entry itself, one bad entry doesn't stop the others
                do {
                    var update = try container.decode(Stock.Update.self, forKey: key)
                    update.date = date
                    return (update, nil)
                } catch let error as DecodingError {
                    // keep the error exactly like it was thrown
                    return (nil, Failure(key: keyText, error: error))
                }
            }
        }

        // split the results in two lists
        var goodUpdates = results.compactMap { $0.0 }
        var badEntries = results.compactMap { $0.1 }

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
