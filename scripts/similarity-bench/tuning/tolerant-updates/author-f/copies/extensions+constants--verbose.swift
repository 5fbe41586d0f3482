import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    /// The entries that decoded, each dated from its key.
    let updates: [Stock.Update]
    /// The entries that did not.
    let failures: [Failure]
}

extension SalvagedSeries {
    struct Failure {
        /// The entry's key in the series.
        let key: String
        /// Why it was set aside.
        let error: DecodingError
    }
}

extension SalvagedSeries {
    // The format every timestamp key must follow, named in the error message.
    static let expectedTimestampFormat: String = "yyyy-MM-dd HH:mm:ss"

    // Orders two updates oldest first.
    static func isOlder(_ firstUpdate: Stock.Update, than secondUpdate: Stock.Update) -> Bool {
        return firstUpdate.date < secondUpdate.date
    }

    // Orders two failures by their key.
    static func comesFirst(_ firstFailure: Failure, before secondFailure: Failure) -> Bool {
        return firstFailure.key < secondFailure.key
    }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        // The series is an object whose keys are timestamps, so any key must be accepted.
        let seriesContainer: KeyedDecodingContainer<AnyCodingKey> = try decoder.container(keyedBy: AnyCodingKey.self)

        // We collect the good entries and the bad entries separately.
        var collectedUpdates: [Stock.Update] = []
        var collectedFailures: [Failure] = []

        for timestampKey in seriesContainer.allKeys {
            let timestampText: String = timestampKey.stringValue

            // First check the key: it must be a date the formatter can read.
            if let entryDate: Date = dateFormatter.date(from: timestampText) {
                // The key is fine, so now try to decode the entry itself.
                do {
                    var decodedUpdate: Stock.Update = try seriesContainer.decode(Stock.Update.self, forKey: timestampKey)
                    decodedUpdate.date = entryDate
                    collectedUpdates.append(decodedUpdate)
                } catch let decodingError as DecodingError {
                    // The entry is broken: remember its key and its error, then move on.
                    let brokenEntry: Failure = Failure(key: timestampText, error: decodingError)
                    collectedFailures.append(brokenEntry)
                }
            } else {
                // The key is not a date: record a dataCorrupted error at the key's path.
                let badKeyError: DecodingError = DecodingError.dataCorruptedError(
                    forKey: timestampKey,
                    in: seriesContainer,
                    debugDescription: "\"\(timestampText)\" is not a \(SalvagedSeries.expectedTimestampFormat) date")
                let badKeyFailure: Failure = Failure(key: timestampText, error: badKeyError)
                collectedFailures.append(badKeyFailure)
            }
        }

        // Updates go oldest first, failures in the order of their keys.
        collectedUpdates.sort(by: SalvagedSeries.isOlder)
        collectedFailures.sort(by: SalvagedSeries.comesFirst)

        self.updates = collectedUpdates
        self.failures = collectedFailures
    }
}
