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
        // The series is an object whose keys are timestamps, so any key must be accepted.
        let seriesContainer: KeyedDecodingContainer<AnyCodingKey> = try decoder.container(keyedBy: AnyCodingKey.self)

        // Each key produces either an update or a failure.
        let outcomesPerKey: [(update: Stock.Update?, failure: Failure?)] = seriesContainer.allKeys.map { timestampKey in
            let timestampText: String = timestampKey.stringValue

            // First check the key: it must be a date the formatter can read.
            guard let entryDate: Date = dateFormatter.date(from: timestampText) else {
                // The key is not a date: record a dataCorrupted error at the key's path.
                let badKeyError: DecodingError = DecodingError.dataCorruptedError(
                    forKey: timestampKey,
                    in: seriesContainer,
                    debugDescription: "\"\(timestampText)\" is not a yyyy-MM-dd HH:mm:ss date")
                return (nil, Failure(key: timestampText, error: badKeyError))
            }

            // The key is fine, so now try to decode the entry itself.
            do {
                var decodedUpdate: Stock.Update = try seriesContainer.decode(Stock.Update.self, forKey: timestampKey)
                decodedUpdate.date = entryDate
                return (decodedUpdate, nil)
            } catch let decodingError as DecodingError {
                // The entry is broken: remember its key and its error.
                return (nil, Failure(key: timestampText, error: decodingError))
            } catch {
                // Stock.Update only ever throws DecodingError.
                let wrappedError: DecodingError = DecodingError.dataCorruptedError(
                    forKey: timestampKey, in: seriesContainer, debugDescription: "\(error)")
                return (nil, Failure(key: timestampText, error: wrappedError))
            }
        }

        // Updates go oldest first, failures in the order of their keys.
        self.updates = outcomesPerKey
            .compactMap { $0.update }
            .sorted { $0.date < $1.date }
        self.failures = outcomesPerKey
            .compactMap { $0.failure }
            .sorted { $0.key < $1.key }
    }
}
