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

        /// Static factory pairing a timestamp key with the error it caused.
        static func forTimestampKey(_ key: String, causedBy error: DecodingError) -> Failure {
            return Failure(key: key, error: error)
        }
    }
}

/// The outcome of decoding a single entry of the series.
enum SeriesEntryDecodingOutcome {
    case decodedUpdate(Stock.Update)
    case rejectedEntry(SalvagedSeries.Failure)
}

extension SalvagedSeries: Decodable {
    static let timestampFormatDescription: String = "yyyy-MM-dd HH:mm:ss"

    init(from decoder: Decoder) throws {
        let seriesContainer = try decoder.container(keyedBy: AnyCodingKey.self)

        var successfullyDecodedUpdates: [Stock.Update] = []
        var recordedFailures: [Failure] = []

        for timestampKey in seriesContainer.allKeys {
            let outcome = SalvagedSeries.decodeSingleEntry(forKey: timestampKey, in: seriesContainer)
            if case .decodedUpdate(let update) = outcome {
                successfullyDecodedUpdates.append(update)
            } else if case .rejectedEntry(let failure) = outcome {
                recordedFailures.append(failure)
            }
        }

        self.updates = successfullyDecodedUpdates.sorted { firstUpdate, secondUpdate in
            firstUpdate.date < secondUpdate.date
        }
        self.failures = recordedFailures.sorted { firstFailure, secondFailure in
            firstFailure.key < secondFailure.key
        }
    }

    /// Reads the key first, then the entry stored under it. Never throws:
    /// every problem becomes a rejected entry.
    static func decodeSingleEntry(
        forKey timestampKey: AnyCodingKey,
        in seriesContainer: KeyedDecodingContainer<AnyCodingKey>
    ) -> SeriesEntryDecodingOutcome {
        if let entryDate = dateFormatter.date(from: timestampKey.stringValue) {
            do {
                var decodedUpdate = try seriesContainer.decode(Stock.Update.self, forKey: timestampKey)
                decodedUpdate.date = entryDate
                return .decodedUpdate(decodedUpdate)
            } catch let entryDecodingError as DecodingError {
                return .rejectedEntry(Failure.forTimestampKey(timestampKey.stringValue, causedBy: entryDecodingError))
            } catch {
                preconditionFailure("Stock.Update only throws DecodingError, got \(error)")
            }
        } else {
            let invalidTimestampError = DecodingError.dataCorruptedError(
                forKey: timestampKey,
                in: seriesContainer,
                debugDescription: "\"\(timestampKey.stringValue)\" is not a \(timestampFormatDescription) date")
            return .rejectedEntry(Failure.forTimestampKey(timestampKey.stringValue, causedBy: invalidTimestampError))
        }
    }
}
