import Foundation

// MARK: - A key type for keys that are data

struct TimestampKey: FreeFormKey {
    let stringValue: String

    init(_ text: String) {
        stringValue = text
    }
}

/// A coding key made from any string. Conformers only store the string;
/// the CodingKey plumbing comes from the extension.
protocol FreeFormKey: CodingKey {
    init(_ text: String)
}

extension FreeFormKey {
    init?(intValue: Int) {
        self.init(String(intValue))
    }

    init?(stringValue: String) {
        self.init(stringValue)
    }

    var intValue: Int? { nil }
}

// MARK: - Decoding

extension SalvagedSeries: Decodable {

    /// Decodes a time-series object, keeping the good entries and recording the bad ones.
    ///
    /// - Throws: The decoder's `DecodingError.typeMismatch` when the series
    ///   is not a JSON object. Broken entries never make it throw.
    internal init(from decoder: Decoder) throws {
        let container: KeyedDecodingContainer<TimestampKey> = try decoder.container(keyedBy: TimestampKey.self)

        let outcomes: [Outcome] = try container.allKeys.map { key in
            guard let date: Date = dateFormatter.date(from: key.stringValue) else {
                return .setAside(Failure(key: key.stringValue, error: DecodingError.dataCorruptedError(
                    forKey: key, in: container,
                    debugDescription: "The key \"\(key.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date")))
            }
            do {
                var update: Stock.Update = try container.decode(Stock.Update.self, forKey: key)
                update.date = date
                return .kept(update)
            } catch let error as DecodingError {
                return .setAside(Failure(key: key.stringValue, error: error))
            }
        }

        self.failures = outcomes.compactMap { $0.failure }.sorted { $0.key < $1.key }
        self.updates = outcomes.compactMap { $0.update }.sorted { $0.date < $1.date }
    }
}

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
internal struct SalvagedSeries {

    /// An entry that was set aside, with the reason why.
    internal struct Failure {
        /// The entry's key in the series.
        internal let key: String
        /// Why it was set aside, exactly as it was thrown.
        internal let error: DecodingError
    }

    /// What became of one entry of the series.
    fileprivate enum Outcome {
        /// The entry (or its key) was broken.
        case setAside(Failure)
        /// The entry decoded and was dated.
        case kept(Stock.Update)

        /// The failure, when the entry was set aside.
        internal var failure: Failure? {
            if case .setAside(let failure) = self { return failure }
            return nil
        }

        /// The update, when the entry was kept.
        internal var update: Stock.Update? {
            if case .kept(let update) = self { return update }
            return nil
        }
    }

    /// The entries that did not decode, sorted by key.
    internal let failures: [Failure]

    /// The entries that decoded, each dated from its key, oldest first.
    internal let updates: [Stock.Update]
}
