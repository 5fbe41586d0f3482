import Foundation

/// A time series read one entry at a time, keeping broken entries aside.
struct SalvagedSeries {
    /// Entries that could be read, each carrying the date of its key.
    let updates: [Stock.Update]
    /// Entries that could not be read.
    let failures: [Failure]

    struct Failure {
        /// The timestamp key of the entry.
        let key: String
        /// The error that made it unusable.
        let error: DecodingError
    }
}

extension SalvagedSeries: Decodable {
    // Builds the error for a key that is not a valid timestamp.
    private static func invalidTimestampError(
        for entryKey: AnyCodingKey,
        in entriesByTime: KeyedDecodingContainer<AnyCodingKey>
    ) -> DecodingError {
        let keyText: String = entryKey.stringValue
        let explanation: String = "\"\(keyText)\" is not a yyyy-MM-dd HH:mm:ss date"
        return DecodingError.dataCorruptedError(forKey: entryKey, in: entriesByTime, debugDescription: explanation)
    }

    // Reads one entry and stamps it with the date taken from its key.
    private static func readEntry(
        at entryKey: AnyCodingKey,
        dated timestamp: Date,
        in entriesByTime: KeyedDecodingContainer<AnyCodingKey>
    ) throws -> Stock.Update {
        var entry: Stock.Update = try entriesByTime.decode(Stock.Update.self, forKey: entryKey)
        entry.date = timestamp
        return entry
    }

    init(from decoder: Decoder) throws {
        // Open the series with a key type that takes any timestamp.
        let entriesByTime: KeyedDecodingContainer<AnyCodingKey> = try decoder.container(keyedBy: AnyCodingKey.self)

        // Two buckets: the readable entries and the broken ones.
        var readableEntries: [Stock.Update] = []
        var brokenEntries: [Failure] = []

        for entryKey in entriesByTime.allKeys {
            let keyText: String = entryKey.stringValue

            // The timestamp is validated before anything else.
            if let timestamp: Date = dateFormatter.date(from: keyText) {
                // Good timestamp, so attempt to read the entry.
                do {
                    let entry: Stock.Update = try SalvagedSeries.readEntry(at: entryKey, dated: timestamp, in: entriesByTime)
                    readableEntries.append(entry)
                } catch let entryError as DecodingError {
                    // Keep the error as it is and move to the next key.
                    brokenEntries.append(Failure(key: keyText, error: entryError))
                }
            } else {
                // Bad timestamp: this key is a failure whatever its entry holds.
                let timestampError: DecodingError = SalvagedSeries.invalidTimestampError(for: entryKey, in: entriesByTime)
                brokenEntries.append(Failure(key: keyText, error: timestampError))
            }
        }

        // Oldest entry first; failures ordered by their key text.
        readableEntries.sort { (earlier: Stock.Update, later: Stock.Update) -> Bool in
            return earlier.date < later.date
        }
        brokenEntries.sort { (earlier: Failure, later: Failure) -> Bool in
            return earlier.key < later.key
        }

        self.updates = readableEntries
        self.failures = brokenEntries
    }
}
