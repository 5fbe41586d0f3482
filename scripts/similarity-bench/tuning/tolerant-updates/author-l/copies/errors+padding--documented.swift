import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
///
/// The series is a JSON object whose keys are timestamps and whose values are
/// entries. Every entry is decoded on its own, so one broken entry costs only
/// itself: it is recorded in `failures` and the rest of the series is kept.
internal struct SalvagedSeries {

    /// The entries that decoded, each dated from its key, oldest first.
    internal let updates: [Stock.Update]

    /// The entries that did not decode, sorted by key.
    internal let failures: [Failure]

    /// An entry that was set aside, with the reason why.
    internal struct Failure {
        /// The entry's key in the series.
        internal let key: String
        /// Why it was set aside, exactly as it was thrown.
        internal let error: DecodingError
    }

    /// A coding key that accepts any string, because the keys of a series are
    /// timestamps that cannot be listed in an enum.
    fileprivate struct EntryKey: CodingKey {
        /// The timestamp as the document spells it.
        internal let stringValue: String
        /// Always `nil`: the keys of a series are never positions.
        internal let intValue: Int?

        /// Creates a key from a timestamp string. Never fails.
        internal init?(stringValue: String) {
            self.stringValue = stringValue
            self.intValue = nil
        }

        /// Creates a key from an integer, using its digits as the string.
        internal init?(intValue: Int) {
            self.stringValue = String(intValue)
            self.intValue = intValue
        }
    }

    /// What became of one entry of the series.
    fileprivate enum Outcome {
        /// The entry decoded and was dated.
        case kept(Stock.Update)
        /// The entry (or its key) was broken.
        case setAside(Failure)

        /// The update, when the entry was kept.
        internal var update: Stock.Update? {
            switch self {
            case .kept(let update): return update
            case .setAside: return nil
            }
        }

        /// The failure, when the entry was set aside.
        internal var failure: Failure? {
            switch self {
            case .kept: return nil
            case .setAside(let failure): return failure
            }
        }
    }
}

extension SalvagedSeries: Decodable {

    /// Decodes a time-series object, keeping the good entries and recording the bad ones.
    ///
    /// - Parameter decoder: A decoder positioned at the series object.
    /// - Throws: The decoder's `DecodingError.typeMismatch` when the series
    ///   is not a JSON object. Broken entries never make it throw.
    internal init(from decoder: Decoder) throws {
        let container: KeyedDecodingContainer<EntryKey> = try decoder.container(keyedBy: EntryKey.self)
        let keyCount: Int = container.allKeys.count

        let outcomes: [Outcome] = try container.allKeys.map { key in
            try SalvagedSeries.outcome(for: key, in: container)
        }

        let updates: [Stock.Update] = outcomes.compactMap { $0.update }
        let failures: [Failure] = outcomes.compactMap { $0.failure }

        // Every key must have ended up on exactly one side.
        let accounted: Int = updates.count + failures.count
        let summary: String = "\(accounted) of \(keyCount) entries accounted for"
        if accounted != keyCount {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: summary))
        }

        self.updates = updates.sorted { $0.date < $1.date }
        self.failures = failures.sorted { $0.key < $1.key }
    }

    /// Decodes the entry stored under one key.
    ///
    /// The key is read first, so a key that is not a date is reported as a key
    /// problem even when its entry is broken too.
    ///
    /// - Parameters:
    ///   - key: The entry's timestamp key.
    ///   - container: The series' keyed container.
    /// - Returns: `.kept` with the dated update, or `.setAside` with the error.
    /// - Throws: Only errors that are not `DecodingError`s.
    private static func outcome(for key: EntryKey,
                                in container: KeyedDecodingContainer<EntryKey>) throws -> Outcome {
        let keyText: String = key.stringValue
        guard let date: Date = dateFormatter.date(from: keyText) else {
            let error: DecodingError = DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription: "The key \"\(keyText)\" is not a yyyy-MM-dd HH:mm:ss date")
            return .setAside(Failure(key: keyText, error: error))
        }

        let attempt: Result<Stock.Update, Error> = Result {
            try container.decode(Stock.Update.self, forKey: key)
        }
        switch attempt {
        case .success(let decoded):
            var update: Stock.Update = decoded
            update.date = date
            return .kept(update)
        case .failure(let error as DecodingError):
            return .setAside(Failure(key: keyText, error: error))
        case .failure(let other):
            throw other
        }
    }
}
