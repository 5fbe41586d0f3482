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

extension SalvagedSeries: Decodable {
    private typealias SeriesContainer = KeyedDecodingContainer<AnyCodingKey>

    /// What became of one entry of the series.
    private enum EntryOutcome {
        case decoded(Stock.Update)
        case setAside(Failure)
    }

    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        var updates: [Stock.Update] = []
        var failures: [Failure] = []
        for key in series.allKeys {
            switch try Self.outcome(of: key, in: series) {
            case .decoded(let update):
                updates.append(update)
            case .setAside(let failure):
                failures.append(failure)
            }
        }
        self.updates = updates.sorted(by: Self.isOlder)
        self.failures = failures.sorted(by: Self.precedesByKey)
    }

    /// The key first: an unreadable timestamp is the failure, whatever the entry holds.
    private static func outcome(of key: AnyCodingKey, in series: SeriesContainer) throws -> EntryOutcome {
        switch timestamp(of: key, in: series) {
        case .failure(let error):
            return .setAside(Failure(key: key.stringValue, error: error))
        case .success(let date):
            switch try entry(at: key, in: series) {
            case .success(let update):
                return .decoded(dated(update, at: date))
            case .failure(let error):
                return .setAside(Failure(key: key.stringValue, error: error))
            }
        }
    }

    /// The key read as a date, or a `dataCorrupted` error at the key's path.
    private static func timestamp(of key: AnyCodingKey, in series: SeriesContainer) -> Result<Date, DecodingError> {
        guard let date = dateFormatter.date(from: key.stringValue) else {
            return .failure(DecodingError.dataCorruptedError(
                forKey: key, in: series,
                debugDescription: "\"\(key.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date"))
        }
        return .success(date)
    }

    /// The entry as an update. Decoding errors are values; anything else propagates.
    private static func entry(at key: AnyCodingKey, in series: SeriesContainer) throws -> Result<Stock.Update, DecodingError> {
        do {
            return .success(try series.decode(Stock.Update.self, forKey: key))
        } catch let error as DecodingError {
            return .failure(error)
        }
    }

    private static func dated(_ update: Stock.Update, at date: Date) -> Stock.Update {
        var copy = update
        copy.date = date
        return copy
    }

    private static func isOlder(_ lhs: Stock.Update, _ rhs: Stock.Update) -> Bool {
        lhs.date < rhs.date
    }

    private static func precedesByKey(_ lhs: Failure, _ rhs: Failure) -> Bool {
        lhs.key < rhs.key
    }
}
