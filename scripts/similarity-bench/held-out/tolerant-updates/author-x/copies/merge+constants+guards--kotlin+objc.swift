import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    /// The entries that decoded, each dated from its key.
    let updates: [Stock.Update]
    /// The entries that did not.
    let failures: [Failure]

    // just a data class: which key, what went wrong
    struct Failure {
        let key: String
        let error: DecodingError
    }
}

private enum SeriesText {
    static let quote = "\""
    static let notADate = " is not a yyyy-MM-dd HH:mm:ss date"
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

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        // throws typeMismatch by itself if the series isn't an object
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        let accumulator = SalvagedSeriesAccumulator()

        try series.allKeys.forEach { key in
            // like runCatching, but I only want DecodingErrors in there
            switch try Self.entry(for: key, in: series) {
            case .success(let update): accumulator.recordDecodedUpdate(update)
            case .failure(let error): accumulator.recordFailure(forEntryKey: key.stringValue, decodingError: error)
            }
        }

        self.updates = accumulator.updatesSortedByDate()
        self.failures = accumulator.failuresSortedByKey()
    }

    private static func entry(
        for key: AnyCodingKey,
        in series: KeyedDecodingContainer<AnyCodingKey>
    ) throws -> Result<Stock.Update, DecodingError> {
        // key first: a key that's not a date loses even if the entry is fine
        if let date = dateFormatter.date(from: key.stringValue) {
            do {
                var update = try series.decode(Stock.Update.self, forKey: key)
                update.date = date
                return .success(update)
            } catch let error as DecodingError {
                return .failure(error)
            }
        } else {
            return .failure(.dataCorruptedError(
                forKey: key, in: series,
                debugDescription: SeriesText.quote + key.stringValue + SeriesText.quote + SeriesText.notADate))
        }
    }
}
