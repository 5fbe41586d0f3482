import Foundation

// MARK: - SalvagedSeries

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

// MARK: - SalvagedSeriesAccumulator

/// Collects the decoded updates and the failures while the series is walked.
final class SalvagedSeriesAccumulator {
    private(set) var collectedUpdates: [Stock.Update] = []
    private(set) var collectedFailures: [SalvagedSeries.Failure] = []

    func recordDecodedUpdate(_ decodedUpdate: Stock.Update) {
        self.collectedUpdates.append(decodedUpdate)
    }

    func recordFailure(forEntryKey entryKey: String, decodingError: DecodingError) {
        let failure = SalvagedSeries.Failure(key: entryKey, error: decodingError)
        self.collectedFailures.append(failure)
    }

    func updatesSortedByDate() -> [Stock.Update] {
        return self.collectedUpdates.sorted { (firstUpdate, secondUpdate) -> Bool in
            return firstUpdate.date.compare(secondUpdate.date) == .orderedAscending
        }
    }

    func failuresSortedByKey() -> [SalvagedSeries.Failure] {
        return self.collectedFailures.sorted { (firstFailure, secondFailure) -> Bool in
            return firstFailure.key < secondFailure.key
        }
    }
}

// MARK: - SalvagedSeries (Decodable)

extension SalvagedSeries: Decodable {

    init(from decoder: Decoder) throws {
        // Opening the container throws typeMismatch when the series is not an object.
        let timeSeriesContainer = try decoder.container(keyedBy: AnyCodingKey.self)
        let accumulator = SalvagedSeriesAccumulator()

        for entryKey in timeSeriesContainer.allKeys {
            do {
                let entryDate = try SalvagedSeries.dateForEntryKey(entryKey, inContainer: timeSeriesContainer)
                let decodedUpdate = try SalvagedSeries.updateForEntryKey(entryKey, entryDate: entryDate, inContainer: timeSeriesContainer)
                accumulator.recordDecodedUpdate(decodedUpdate)
            } catch let decodingError as DecodingError {
                accumulator.recordFailure(forEntryKey: entryKey.stringValue, decodingError: decodingError)
            }
        }

        self.updates = accumulator.updatesSortedByDate()
        self.failures = accumulator.failuresSortedByKey()
    }

    // MARK: Private helpers

    /// The date the entry key spells, or a dataCorrupted error at that key.
    private static func dateForEntryKey(_ entryKey: AnyCodingKey, inContainer timeSeriesContainer: KeyedDecodingContainer<AnyCodingKey>) throws -> Date {
        let parsedDate: Date? = dateFormatter.date(from: entryKey.stringValue)
        if parsedDate == nil {
            throw DecodingError.dataCorruptedError(
                forKey: entryKey,
                in: timeSeriesContainer,
                debugDescription: "\"\(entryKey.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date")
        }
        return parsedDate!
    }

    /// The update stored under the entry key, dated with the given date.
    private static func updateForEntryKey(_ entryKey: AnyCodingKey, entryDate: Date, inContainer timeSeriesContainer: KeyedDecodingContainer<AnyCodingKey>) throws -> Stock.Update {
        var decodedUpdate = try timeSeriesContainer.decode(Stock.Update.self, forKey: entryKey)
        decodedUpdate.date = entryDate
        return decodedUpdate
    }
}
