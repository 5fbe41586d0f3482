import Foundation

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        // the series is an object keyed by timestamps, so we need a key type
        // that accepts any string (this also throws typeMismatch when the
        // series is not an object at all)
        let seriesContainer = try decoder.container(keyedBy: AnyCodingKey.self)

        var badEntries: [Failure] = []
        var goodUpdates: [Stock.Update] = []

        for timestampKey in seriesContainer.allKeys {
            let timestampText = timestampKey.stringValue

            // check the key first: an unreadable timestamp is a failure
            // no matter what the entry itself holds
            guard let parsedDate = dateFormatter.date(from: timestampText) else {
                let badKeyError = DecodingError.dataCorruptedError(
                    forKey: timestampKey,
                    in: seriesContainer,
                    debugDescription: "\"\(timestampText)\" is not a yyyy-MM-dd HH:mm:ss date")
                badEntries.append(Failure(key: timestampText, error: badKeyError))
                continue
            }

            // now try the entry itself; a broken entry is recorded, not thrown
            do {
                var decodedUpdate = try seriesContainer.decode(Stock.Update.self, forKey: timestampKey)
                decodedUpdate.date = parsedDate
                goodUpdates.append(decodedUpdate)
            } catch let entryError as DecodingError {
                badEntries.append(Failure(key: timestampText, error: entryError))
            }
        }

        // final tidy-up: failures in key order, updates oldest first
        let failuresSortedByKey = badEntries.sorted { $0.key < $1.key }
        let updatesSortedByDate = goodUpdates.sorted { $0.date < $1.date }

        failures = failuresSortedByKey
        updates = updatesSortedByDate
    }
}

extension SalvagedSeries {
    struct Failure {
        /// Why it was set aside.
        let error: DecodingError
        /// The entry's key in the series.
        let key: String

        init(key: String, error: DecodingError) {
            self.key = key
            self.error = error
        }
    }
}

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    /// The entries that did not decode.
    let failures: [Failure]
    /// The entries that decoded, each dated from its key.
    let updates: [Stock.Update]
}
