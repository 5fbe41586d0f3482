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

// MARK: - Abstractions

/// Contract for a component that turns a series key into a timestamp.
protocol SeriesTimestampParsing {
    func parseTimestamp(from keyText: String) -> Date?
}

/// Contract for a component that decodes a single entry of a time series.
protocol SeriesEntryDecoding {
    func decodeEntry(
        forKey entryKey: AnyCodingKey,
        in seriesContainer: KeyedDecodingContainer<AnyCodingKey>
    ) -> SeriesEntryDecodingOutcome
}

/// The explicit outcome of decoding one entry: an update, or a recorded failure.
enum SeriesEntryDecodingOutcome {
    case succeeded(Stock.Update)
    case failed(SalvagedSeries.Failure)
}

// MARK: - Implementations

/// Parses timestamps with the chapter's shared `dateFormatter`.
struct AlphaVantageTimestampParser: SeriesTimestampParsing {
    func parseTimestamp(from keyText: String) -> Date? {
        return dateFormatter.date(from: keyText)
    }
}

/// Decodes one entry; the key is validated before the entry itself is read.
struct SeriesEntryDecoder: SeriesEntryDecoding {
    private let timestampParser: SeriesTimestampParsing

    init(timestampParser: SeriesTimestampParsing = AlphaVantageTimestampParser()) {
        self.timestampParser = timestampParser
    }

    func decodeEntry(
        forKey entryKey: AnyCodingKey,
        in seriesContainer: KeyedDecodingContainer<AnyCodingKey>
    ) -> SeriesEntryDecodingOutcome {
        let keyText = entryKey.stringValue

        // Step 1: the key must be a date, whatever the entry holds.
        guard let entryTimestamp = timestampParser.parseTimestamp(from: keyText) else {
            let invalidKeyError = DecodingError.dataCorruptedError(
                forKey: entryKey,
                in: seriesContainer,
                debugDescription: "\"\(keyText)\" is not a yyyy-MM-dd HH:mm:ss date")
            return .failed(SalvagedSeries.Failure(key: keyText, error: invalidKeyError))
        }

        // Step 2: the entry itself.
        do {
            var decodedUpdate = try seriesContainer.decode(Stock.Update.self, forKey: entryKey)
            decodedUpdate.date = entryTimestamp
            return .succeeded(decodedUpdate)
        } catch let decodingError as DecodingError {
            return .failed(SalvagedSeries.Failure(key: keyText, error: decodingError))
        } catch {
            // Stock.Update only throws decoding errors, but do not lose anything else.
            let wrappedError = DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: seriesContainer.codingPath + [entryKey],
                debugDescription: "Unexpected error while decoding the entry",
                underlyingError: error))
            return .failed(SalvagedSeries.Failure(key: keyText, error: wrappedError))
        }
    }
}

// MARK: - Decodable

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        // Throws the decoder's typeMismatch when the series is not an object.
        let seriesContainer = try decoder.container(keyedBy: AnyCodingKey.self)
        let entryDecoder: SeriesEntryDecoding = SeriesEntryDecoder()

        var decodedUpdates: [Stock.Update] = []
        var recordedFailures: [Failure] = []

        for entryKey in seriesContainer.allKeys {
            switch entryDecoder.decodeEntry(forKey: entryKey, in: seriesContainer) {
            case .succeeded(let update):
                decodedUpdates.append(update)
            case .failed(let failure):
                recordedFailures.append(failure)
            }
        }

        self.updates = decodedUpdates.sorted { firstUpdate, secondUpdate in
            firstUpdate.date < secondUpdate.date
        }
        self.failures = recordedFailures.sorted { firstFailure, secondFailure in
            firstFailure.key < secondFailure.key
        }
    }
}
