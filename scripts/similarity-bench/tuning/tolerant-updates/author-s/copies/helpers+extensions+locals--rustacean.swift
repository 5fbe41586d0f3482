import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    /// The entries that decoded, each dated from its key.
    let updates: [Stock.Update]
    /// The entries that did not.
    let failures: [Failure]
}

extension SalvagedSeries {
    struct Failure {
        /// The entry's key in the series.
        let key: String
        /// Why it was set aside.
        let error: DecodingError
    }

    /// What became of one entry of the series.
    fileprivate enum EntryOutcome {
        case decoded(Stock.Update)
        case setAside(Failure)
    }

    fileprivate typealias SeriesContainer = KeyedDecodingContainer<AnyCodingKey>
}

extension SalvagedSeries {
    /// The key read as a date, or a `dataCorrupted` error at the key's path.
    fileprivate static func timestamp(of key: AnyCodingKey, in series: SeriesContainer) -> Result<Date, DecodingError> {
        if let date = dateFormatter.date(from: key.stringValue) {
            return .success(date)
        }
        let description = "\"\(key.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date"
        let error = DecodingError.dataCorruptedError(forKey: key, in: series, debugDescription: description)
        return .failure(error)
    }

    /// The key first: an unreadable timestamp is the failure, whatever the entry holds.
    /// Decoding errors become failures; anything else propagates.
    fileprivate static func outcome(of key: AnyCodingKey, in series: SeriesContainer) throws -> EntryOutcome {
        let name = key.stringValue
        switch timestamp(of: key, in: series) {
        case .failure(let error):
            return .setAside(Failure(key: name, error: error))
        case .success(let date):
            do {
                var update = try series.decode(Stock.Update.self, forKey: key)
                update.date = date
                return .decoded(update)
            } catch let error as DecodingError {
                return .setAside(Failure(key: name, error: error))
            }
        }
    }
}

extension SalvagedSeries: Decodable {
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
        self.updates = updates.sorted { $0.date < $1.date }
        self.failures = failures.sorted { $0.key < $1.key }
    }
}
