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
}

extension SalvagedSeries {

    /// What became of one entry of the series.
    fileprivate enum Outcome {
        /// The entry decoded and was dated.
        case kept(Stock.Update)
        /// The entry (or its key) was broken.
        case setAside(Failure)
    }
}

extension SalvagedSeries.Outcome {

    /// The update, when the entry was kept.
    fileprivate var update: Stock.Update? {
        switch self {
        case .kept(let update): return update
        case .setAside: return nil
        }
    }

    /// The failure, when the entry was set aside.
    fileprivate var failure: SalvagedSeries.Failure? {
        switch self {
        case .kept: return nil
        case .setAside(let failure): return failure
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

        let outcomes: [Outcome] = try container.allKeys.map { key in
            try SalvagedSeries.outcome(for: key, in: container)
        }

        self.updates = SalvagedSeries.sortedUpdates(in: outcomes)
        self.failures = SalvagedSeries.sortedFailures(in: outcomes)
    }

    /// The kept updates, oldest first.
    private static func sortedUpdates(in outcomes: [Outcome]) -> [Stock.Update] {
        let updates: [Stock.Update] = outcomes.compactMap { $0.update }
        let sorted: [Stock.Update] = updates.sorted { $0.date < $1.date }
        return sorted
    }

    /// The failures, in the order of their keys.
    private static func sortedFailures(in outcomes: [Outcome]) -> [Failure] {
        let failures: [Failure] = outcomes.compactMap { $0.failure }
        let sorted: [Failure] = failures.sorted { $0.key < $1.key }
        return sorted
    }

    /// Decodes the entry stored under one key.
    ///
    /// The key is read first, so a key that is not a date is reported as a key
    /// problem even when its entry is broken too.
    ///
    /// - Returns: `.kept` with the dated update, or `.setAside` with the error.
    /// - Throws: Only errors that are not `DecodingError`s.
    private static func outcome(for key: EntryKey,
                                in container: KeyedDecodingContainer<EntryKey>) throws -> Outcome {
        guard let date: Date = dateFormatter.date(from: key.stringValue) else {
            return .setAside(badKeyFailure(for: key, in: container))
        }

        do {
            return .kept(try datedUpdate(for: key, in: container, date: date))
        } catch let error as DecodingError {
            return .setAside(Failure(key: key.stringValue, error: error))
        }
    }

    /// The failure recorded for a key that is not a timestamp.
    private static func badKeyFailure(for key: EntryKey,
                                      in container: KeyedDecodingContainer<EntryKey>) -> Failure {
        let description: String = "The key \"\(key.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date"
        let error: DecodingError = DecodingError.dataCorruptedError(
            forKey: key, in: container, debugDescription: description)
        return Failure(key: key.stringValue, error: error)
    }

    /// Decodes the entry under `key` and gives it `date`.
    private static func datedUpdate(for key: EntryKey,
                                    in container: KeyedDecodingContainer<EntryKey>,
                                    date: Date) throws -> Stock.Update {
        var update: Stock.Update = try container.decode(Stock.Update.self, forKey: key)
        update.date = date
        return update
    }
}

extension SalvagedSeries {

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
}
