import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    /// The entries that decoded, each dated from its key, oldest first.
    let updates: [Stock.Update]
    /// The entries that did not, sorted by key.
    let failures: [Failure]

    /// An entry of the series that could not be turned into an update.
    struct Failure {
        /// The entry's key in the series.
        let key: String
        /// Why it was set aside, exactly as the decoder reported it.
        let error: DecodingError
    }
}

/// What became of one entry of the series.
private enum EntryOutcome {
    /// The entry decoded and was dated from its key.
    case decoded(Stock.Update)
    /// The entry, or its key, was rejected.
    case rejected(SalvagedSeries.Failure)
}

/// The keyed container a series is read through: any key is accepted.
private typealias SeriesContainer = KeyedDecodingContainer<AnyCodingKey>

extension SalvagedSeries: Decodable {
    /// Decodes one time-series object (timestamps to entries), keeping the
    /// entries that decode and recording the ones that do not.
    ///
    /// - Throws: `DecodingError.typeMismatch` when the series is not a JSON
    ///   object. Errors of single entries are never thrown; they are
    ///   recorded in `failures`.
    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        let keys = series.allKeys

        var decoded: [Stock.Update] = []
        var rejected: [Failure] = []
        var log = "series at \(decoder.codingPath.count) levels deep, \(keys.count) entries:"
        for key in keys {
            let result = try SalvagedSeries.outcome(for: key, in: series)
            if case .decoded(let update) = result {
                decoded.append(update)
                log += " +\(key.stringValue)"
            } else if case .rejected(let failure) = result {
                rejected.append(failure)
                log += " -\(key.stringValue)"
            }
        }
        precondition(decoded.count + rejected.count == keys.count, "every entry must be accounted for: \(log)")

        updates = decoded.sorted(by: SalvagedSeries.isOlder)
        failures = rejected.sorted(by: SalvagedSeries.hasEarlierKey)
    }

    /// Decodes the entry under `key`, dated from the key.
    ///
    /// The key is checked first, so that an unreadable key is reported even
    /// when the entry under it is broken too.
    /// - Parameters:
    ///   - key: The entry's key, expected to be a `yyyy-MM-dd HH:mm:ss` timestamp.
    ///   - series: The series' container.
    /// - Returns: The update, or the failure to record.
    /// - Throws: Only errors that are not `DecodingError`s, which are not
    ///   the series' to absorb.
    private static func outcome(for key: AnyCodingKey, in series: SeriesContainer) throws -> EntryOutcome {
        guard let date = dateFormatter.date(from: key.stringValue) else {
            let error = DecodingError.dataCorruptedError(
                forKey: key, in: series,
                debugDescription: "\"\(key.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date")
            return .rejected(Failure(key: key.stringValue, error: error))
        }
        do {
            var update = try series.decode(Stock.Update.self, forKey: key)
            update.date = date
            return .decoded(update)
        } catch let error as DecodingError {
            return .rejected(Failure(key: key.stringValue, error: error))
        }
    }

    /// Orders updates by date, oldest first.
    private static func isOlder(_ lhs: Stock.Update, _ rhs: Stock.Update) -> Bool {
        lhs.date < rhs.date
    }

    /// Orders failures by the text of their keys.
    private static func hasEarlierKey(_ lhs: Failure, _ rhs: Failure) -> Bool {
        lhs.key < rhs.key
    }
}
