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
        // the series is an object keyed by timestamps, so we need a key type
        // that accepts any string (this also throws typeMismatch when the
        // series is not an object at all)
        let seriesContainer = try decoder.container(keyedBy: AnyCodingKey.self)

        var goodUpdates: [Stock.Update] = []
        var badEntries: [Failure] = []

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

        // final tidy-up: updates oldest first, failures in key order
        let updatesSortedByDate = goodUpdates.sorted { $0.date < $1.date }
        let failuresSortedByKey = badEntries.sorted { $0.key < $1.key }

        updates = updatesSortedByDate
        failures = failuresSortedByKey
    }
}
