import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    /// The entries that decoded, each dated from its key, oldest first.
    let updates: [Stock.Update]
    /// The entries that did not, by key.
    let failures: [Failure]

    struct Failure {
        /// The entry's key in the series.
        let key: String
        /// Why it was set aside, exactly as the decoder reported it.
        let error: DecodingError
    }
}

extension SalvagedSeries {
    /// What became of one entry of the series.
    private enum Outcome {
        case kept(Stock.Update)
        case setAside(Failure)
    }

    /// A timestamp key that the formatter has already read: holding one is
    /// proof that the key is a date.
    private struct Timestamp {
        let key: AnyCodingKey
        let date: Date

        static func parse(
            _ key: AnyCodingKey, in series: KeyedDecodingContainer<AnyCodingKey>
        ) -> Result<Timestamp, DecodingError> {
            guard let date = dateFormatter.date(from: key.stringValue) else {
                return .failure(DecodingError.dataCorruptedError(
                    forKey: key, in: series,
                    debugDescription: "\"\(key.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date"))
            }
            return .success(Timestamp(key: key, date: date))
        }
    }

    /// Key first, then entry: an unreadable key wins over a broken entry.
    private static func outcome(
        of key: AnyCodingKey, in series: KeyedDecodingContainer<AnyCodingKey>
    ) throws -> Outcome {
        switch Timestamp.parse(key, in: series) {
        case .failure(let error):
            return .setAside(Failure(key: key.stringValue, error: error))
        case .success(let stamp):
            do {
                var update = try series.decode(Stock.Update.self, forKey: stamp.key)
                update.date = stamp.date
                return .kept(update)
            } catch let error as DecodingError {
                return .setAside(Failure(key: key.stringValue, error: error))
            }
        }
    }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        // Not an object? The container throws typeMismatch, and that is fatal.
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        let outcomes = try series.allKeys.map { try Self.outcome(of: $0, in: series) }

        updates = outcomes
            .compactMap { outcome -> Stock.Update? in
                switch outcome {
                case .kept(let update): return update
                case .setAside: return nil
                }
            }
            .sorted { $0.date < $1.date }

        failures = outcomes
            .compactMap { outcome -> Failure? in
                switch outcome {
                case .kept: return nil
                case .setAside(let failure): return failure
                }
            }
            .sorted { $0.key < $1.key }
    }
}
