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
        // The series is an object whose keys are timestamps, so any key is allowed.
        // This line throws typeMismatch when the series is not an object.
        let container = try decoder.container(keyedBy: AnyCodingKey.self)

        // The good entries and the bad ones.
        var goodUpdates: [Stock.Update] = []
        var badEntries: [Failure] = []

        // Look at every key on its own.
        for key in container.allKeys {
            // First the key: it must be a date.
            let maybeDate = dateFormatter.date(from: key.stringValue)
            if maybeDate == nil {
                // Not a date: record a dataCorrupted error for this key.
                badEntries.append(Failure(key: key.stringValue, error: DecodingError.dataCorruptedError(
                    forKey: key,
                    in: container,
                    debugDescription: "\"\(key.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date")))
                // Go on with the next key.
                continue
            }

            // Then the entry itself.
            let attempt = Result { try container.decode(Stock.Update.self, forKey: key) }
            switch attempt {
            case .success(var update):
                // The date comes from the key.
                update.date = maybeDate!
                goodUpdates.append(update)
            case .failure(let error as DecodingError):
                // Keep the error as it is and go on.
                badEntries.append(Failure(key: key.stringValue, error: error))
            case .failure(let other):
                // Anything else is not ours to handle.
                throw other
            }
        }

        // Oldest update first, failures in the order of their keys.
        self.updates = goodUpdates.sorted { first, second in
            return first.date < second.date
        }
        self.failures = badEntries.sorted { first, second in
            return first.key < second.key
        }
    }
}
