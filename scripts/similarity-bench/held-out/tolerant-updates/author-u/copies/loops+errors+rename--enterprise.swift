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

/// Contract for a component that reads a timestamp out of a series key.
protocol EntryDateReading {
    func readDate(from rawKey: String) -> Date?
}

/// Contract for a component that processes one entry of a time series.
protocol EntryProcessing {
    func processEntry(
        at seriesKey: AnyCodingKey,
        of series: KeyedDecodingContainer<AnyCodingKey>
    ) -> Result<Stock.Update, SalvagedSeries.Failure>
}

/// A failure can travel through `Result` as its error side.
extension SalvagedSeries.Failure: Error {}

// MARK: - Implementations

/// Reads dates with the chapter's `dateFormatter`.
struct FormatterEntryDateReader: EntryDateReading {
    func readDate(from rawKey: String) -> Date? {
        return dateFormatter.date(from: rawKey)
    }
}

/// Processes one entry, checking its key before its value.
struct TimeSeriesEntryProcessor: EntryProcessing {
    private let dateReader: EntryDateReading

    init(dateReader: EntryDateReading = FormatterEntryDateReader()) {
        self.dateReader = dateReader
    }

    func processEntry(
        at seriesKey: AnyCodingKey,
        of series: KeyedDecodingContainer<AnyCodingKey>
    ) -> Result<Stock.Update, SalvagedSeries.Failure> {
        let rawKey = seriesKey.stringValue

        // First the key: it has to be a date no matter what the entry holds.
        guard let entryDate = dateReader.readDate(from: rawKey) else {
            let badKeyError = DecodingError.dataCorruptedError(
                forKey: seriesKey,
                in: series,
                debugDescription: "\"\(rawKey)\" is not a yyyy-MM-dd HH:mm:ss date")
            return .failure(SalvagedSeries.Failure(key: rawKey, error: badKeyError))
        }

        // Then the value.
        return Result { try series.decode(Stock.Update.self, forKey: seriesKey) }
            .map { decoded -> Stock.Update in
                var dated = decoded
                dated.date = entryDate
                return dated
            }
            .mapError { thrown -> SalvagedSeries.Failure in
                // Stock.Update throws DecodingError only; keep anything else wrapped.
                let reason = (thrown as? DecodingError) ?? DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: series.codingPath + [seriesKey],
                    debugDescription: "Unexpected error while decoding the entry",
                    underlyingError: thrown))
                return SalvagedSeries.Failure(key: rawKey, error: reason)
            }
    }
}

// MARK: - Decodable

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        // typeMismatch from the decoder when the series is not an object.
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        let processor: EntryProcessing = TimeSeriesEntryProcessor()

        let outcomes = series.allKeys.map { processor.processEntry(at: $0, of: series) }

        let goodEntries: [Stock.Update] = outcomes.compactMap { outcome in
            guard case .success(let update) = outcome else { return nil }
            return update
        }
        let badEntries: [Failure] = outcomes.compactMap { outcome in
            guard case .failure(let failure) = outcome else { return nil }
            return failure
        }

        self.updates = goodEntries.sorted { earlier, later in
            earlier.date < later.date
        }
        self.failures = badEntries.sorted { lhs, rhs in
            lhs.key < rhs.key
        }
    }
}
