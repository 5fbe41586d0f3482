import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    struct Failure {
        /// Why it was set aside.
        let error: DecodingError
        /// The entry's key in the series.
        let key: String
    }

    /// The entries that did not decode.
    let failures: [Failure]
    /// The entries that decoded, each dated from its key.
    let updates: [Stock.Update]
}

// MARK: - Decodable

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        // The decoder throws typeMismatch when the series is not an object.
        let timeSeriesContainer = try decoder.container(keyedBy: AnyCodingKey.self)
        let singleEntryDecoder: TimeSeriesEntryDecoding = TimeSeriesEntryDecoder()

        var collectedFailures: [Failure] = []
        var collectedUpdates: [Stock.Update] = []

        for timestampKey in timeSeriesContainer.allKeys {
            let result = singleEntryDecoder.decodeSingleEntry(forKey: timestampKey, in: timeSeriesContainer)
            if case .failed(let failure) = result {
                collectedFailures.append(failure)
            } else if case .succeeded(let update) = result {
                collectedUpdates.append(update)
            }
        }

        self.failures = collectedFailures.sorted { firstFailure, secondFailure in
            firstFailure.key < secondFailure.key
        }
        self.updates = collectedUpdates.sorted { firstUpdate, secondUpdate in
            firstUpdate.date < secondUpdate.date
        }
    }
}

// MARK: - Implementations

/// Decodes one entry; the key is checked before the entry is read.
struct TimeSeriesEntryDecoder: TimeSeriesEntryDecoding {
    private let timestampParser: TimeSeriesTimestampParsing

    init(timestampParser: TimeSeriesTimestampParsing = SharedFormatterTimestampParser()) {
        self.timestampParser = timestampParser
    }

    func decodeSingleEntry(
        forKey timestampKey: AnyCodingKey,
        in timeSeriesContainer: KeyedDecodingContainer<AnyCodingKey>
    ) -> TimeSeriesEntryOutcome {
        let timestampText = timestampKey.stringValue

        // 1) the key has to be a date, whatever the entry holds.
        guard let parsedTimestamp = timestampParser.parseTimestamp(from: timestampText) else {
            let malformedKeyError = DecodingError.dataCorruptedError(
                forKey: timestampKey,
                in: timeSeriesContainer,
                debugDescription: "\"\(timestampText)\" is not a yyyy-MM-dd HH:mm:ss date")
            return .failed(SalvagedSeries.Failure(error: malformedKeyError, key: timestampText))
        }

        // 2) the entry.
        do {
            var entryUpdate = try timeSeriesContainer.decode(Stock.Update.self, forKey: timestampKey)
            entryUpdate.date = parsedTimestamp
            return .succeeded(entryUpdate)
        } catch let decodingError as DecodingError {
            return .failed(SalvagedSeries.Failure(error: decodingError, key: timestampText))
        } catch {
            // Only decoding errors are expected from Stock.Update; wrap anything else.
            let wrappedError = DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: timeSeriesContainer.codingPath + [timestampKey],
                debugDescription: "Unexpected error while decoding the entry",
                underlyingError: error))
            return .failed(SalvagedSeries.Failure(error: wrappedError, key: timestampText))
        }
    }
}

/// Parses timestamps with the shared `dateFormatter` of the chapter.
struct SharedFormatterTimestampParser: TimeSeriesTimestampParsing {
    func parseTimestamp(from timestampText: String) -> Date? {
        return dateFormatter.date(from: timestampText)
    }
}

// MARK: - Abstractions

/// What decoding one entry produced: an update or a recorded failure.
enum TimeSeriesEntryOutcome {
    case failed(SalvagedSeries.Failure)
    case succeeded(Stock.Update)
}

/// Contract for a component that decodes one entry of a time series.
protocol TimeSeriesEntryDecoding {
    func decodeSingleEntry(
        forKey timestampKey: AnyCodingKey,
        in timeSeriesContainer: KeyedDecodingContainer<AnyCodingKey>
    ) -> TimeSeriesEntryOutcome
}

/// Contract for a component that turns a key into a timestamp.
protocol TimeSeriesTimestampParsing {
    func parseTimestamp(from timestampText: String) -> Date?
}
