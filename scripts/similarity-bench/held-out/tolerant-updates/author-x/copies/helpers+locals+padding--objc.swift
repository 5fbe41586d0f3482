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
    private(set) var visitedEntryCount: Int = 0
    private(set) var summaryLog: String = ""

    func noteVisitedEntry(_ entryKeyString: String) {
        self.visitedEntryCount += 1
        self.summaryLog += "visited \(entryKeyString)\n"
    }

    func recordDecodedUpdate(_ decodedUpdate: Stock.Update) {
        self.collectedUpdates.append(decodedUpdate)
    }

    func recordFailure(forEntryKey entryKey: String, decodingError: DecodingError) {
        self.collectedFailures.append(SalvagedSeries.Failure(key: entryKey, error: decodingError))
        self.summaryLog += "set aside \(entryKey)\n"
    }

    func isConsistent() -> Bool {
        return self.collectedUpdates.count + self.collectedFailures.count == self.visitedEntryCount
    }
}

// MARK: - SalvagedSeries (Decodable)

extension SalvagedSeries: Decodable {

    init(from decoder: Decoder) throws {
        // Opening the container throws typeMismatch when the series is not an object.
        let timeSeriesContainer = try decoder.container(keyedBy: AnyCodingKey.self)
        let accumulator = SalvagedSeriesAccumulator()

        for entryKey in timeSeriesContainer.allKeys {
            accumulator.noteVisitedEntry(entryKey.stringValue)
            do {
                let parsedDate: Date? = dateFormatter.date(from: entryKey.stringValue)
                if parsedDate == nil {
                    throw DecodingError.dataCorruptedError(
                        forKey: entryKey,
                        in: timeSeriesContainer,
                        debugDescription: "\"\(entryKey.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date")
                }
                var decodedUpdate = try timeSeriesContainer.decode(Stock.Update.self, forKey: entryKey)
                decodedUpdate.date = parsedDate!
                accumulator.recordDecodedUpdate(decodedUpdate)
            } catch let decodingError as DecodingError {
                accumulator.recordFailure(forEntryKey: entryKey.stringValue, decodingError: decodingError)
            }
        }

        if !accumulator.isConsistent() {
            print("SalvagedSeries: bookkeeping mismatch\n\(accumulator.summaryLog)")
        }

        self.updates = accumulator.collectedUpdates.sorted { (firstUpdate, secondUpdate) -> Bool in
            return firstUpdate.date.compare(secondUpdate.date) == .orderedAscending
        }
        self.failures = accumulator.collectedFailures.sorted { (firstFailure, secondFailure) -> Bool in
            return firstFailure.key < secondFailure.key
        }
    }
}
