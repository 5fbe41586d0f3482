import Foundation

// MARK: - SalvagedSeries (Decodable)

extension SalvagedSeries: Decodable {

    // MARK: Private helpers

    /// The update stored under the entry key, dated with the given date.
    private static func updateForEntryKey(_ entryKey: AnyCodingKey, entryDate: Date, inContainer timeSeriesContainer: KeyedDecodingContainer<AnyCodingKey>) throws -> Stock.Update {
        var decodedUpdate = try timeSeriesContainer.decode(Stock.Update.self, forKey: entryKey)
        decodedUpdate.date = entryDate
        return decodedUpdate
    }

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

    init(from decoder: Decoder) throws {
        let accumulator = SalvagedSeriesAccumulator()
        // Opening the container throws typeMismatch when the series is not an object.
        let timeSeriesContainer = try decoder.container(keyedBy: AnyCodingKey.self)

        for entryKey in timeSeriesContainer.allKeys {
            do {
                let entryDate = try SalvagedSeries.dateForEntryKey(entryKey, inContainer: timeSeriesContainer)
                let decodedUpdate = try SalvagedSeries.updateForEntryKey(entryKey, entryDate: entryDate, inContainer: timeSeriesContainer)
                accumulator.recordDecodedUpdate(decodedUpdate)
            } catch let decodingError as DecodingError {
                accumulator.recordFailure(forEntryKey: entryKey.stringValue, decodingError: decodingError)
            }
        }

        self.failures = accumulator.failuresSortedByKey()
        self.updates = accumulator.updatesSortedByDate()
    }
}

// MARK: - SalvagedSeriesAccumulator (Sorting)

extension SalvagedSeriesAccumulator {

    func failuresSortedByKey() -> [SalvagedSeries.Failure] {
        return self.collectedFailures.sorted { (firstFailure, secondFailure) -> Bool in
            return firstFailure.key < secondFailure.key
        }
    }

    func updatesSortedByDate() -> [Stock.Update] {
        return self.collectedUpdates.sorted { (firstUpdate, secondUpdate) -> Bool in
            return firstUpdate.date.compare(secondUpdate.date) == .orderedAscending
        }
    }
}

// MARK: - SalvagedSeriesAccumulator (Recording)

extension SalvagedSeriesAccumulator {

    func recordFailure(forEntryKey entryKey: String, decodingError: DecodingError) {
        let failure = SalvagedSeries.Failure(error: decodingError, key: entryKey)
        self.collectedFailures.append(failure)
    }

    func recordDecodedUpdate(_ decodedUpdate: Stock.Update) {
        self.collectedUpdates.append(decodedUpdate)
    }
}

// MARK: - SalvagedSeriesAccumulator

/// Collects the decoded updates and the failures while the series is walked.
final class SalvagedSeriesAccumulator {
    fileprivate(set) var collectedFailures: [SalvagedSeries.Failure] = []
    fileprivate(set) var collectedUpdates: [Stock.Update] = []
}

// MARK: - SalvagedSeries

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    /// The entries that did not decode.
    let failures: [Failure]
    /// The entries that decoded, each dated from its key.
    let updates: [Stock.Update]

    struct Failure {
        /// Why it was set aside.
        let error: DecodingError
        /// The entry's key in the series.
        let key: String
    }
}
