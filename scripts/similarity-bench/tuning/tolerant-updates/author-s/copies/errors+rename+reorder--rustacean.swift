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
    private typealias Entries = KeyedDecodingContainer<AnyCodingKey>

    /// What became of one entry of the series.
    private enum Verdict {
        case kept(Stock.Update)
        case rejected(Failure)
    }

    private static func byKeyText(_ first: Failure, _ second: Failure) -> Bool {
        first.key < second.key
    }

    private static func byDate(_ first: Stock.Update, _ second: Stock.Update) -> Bool {
        first.date < second.date
    }

    private static func stamping(_ update: Stock.Update, with moment: Date) -> Stock.Update {
        var stamped = update
        stamped.date = moment
        return stamped
    }

    init(from decoder: Decoder) throws {
        let entries = try decoder.container(keyedBy: AnyCodingKey.self)
        var kept: [Stock.Update] = []
        var rejected: [Failure] = []
        for timestampKey in entries.allKeys {
            switch try Self.verdict(for: timestampKey, in: entries) {
            case .rejected(let failure):
                rejected.append(failure)
            case .kept(let update):
                kept.append(update)
            }
        }
        self.failures = rejected.sorted(by: Self.byKeyText)
        self.updates = kept.sorted(by: Self.byDate)
    }

    /// The key read as a date, or nil when the formatter cannot read it.
    private static func moment(of timestampKey: AnyCodingKey) -> Date? {
        dateFormatter.date(from: timestampKey.stringValue)
    }

    /// The key first: an unreadable timestamp is the failure, whatever the entry holds.
    private static func verdict(for timestampKey: AnyCodingKey, in entries: Entries) throws -> Verdict {
        guard let moment = moment(of: timestampKey) else {
            let error = DecodingError.dataCorruptedError(
                forKey: timestampKey, in: entries,
                debugDescription: "\"\(timestampKey.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date")
            return .rejected(Failure(key: timestampKey.stringValue, error: error))
        }
        do {
            let update = try entries.decode(Stock.Update.self, forKey: timestampKey)
            return .kept(stamping(update, with: moment))
        } catch let error as DecodingError {
            return .rejected(Failure(key: timestampKey.stringValue, error: error))
        }
    }
}
