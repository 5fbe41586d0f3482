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
        container.allKeys.forEach { key in
            // The key's text, e.g. "2020-08-14 19:44:00".
            let keyText = key.stringValue

            // First the key: it must be a date.
            guard let date = dateFormatter.date(from: keyText) else {
                // Not a date: record a dataCorrupted error for this key.
                let error = DecodingError.dataCorruptedError(
                    forKey: key,
                    in: container,
                    debugDescription: "\"\(keyText)\" is not a yyyy-MM-dd HH:mm:ss date")
                let failure = Failure(key: keyText, error: error)
                badEntries.append(failure)
                // Go on with the next key.
                return
            }

            // Then the entry itself.
            do {
                var update = try container.decode(Stock.Update.self, forKey: key)
                // The date comes from the key.
                update.date = date
                goodUpdates.append(update)
            } catch let error as DecodingError {
                // Keep the error as it is and go on.
                let failure = Failure(key: keyText, error: error)
                badEntries.append(failure)
            } catch {
                // Stock.Update only throws decoding errors.
            }
        }

        // Oldest update first.
        goodUpdates.sort { first, second in
            return first.date < second.date
        }
        // Failures in the order of their keys.
        badEntries.sort { first, second in
            return first.key < second.key
        }

        // Store both lists.
        self.updates = goodUpdates
        self.failures = badEntries
    }
}
