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
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        // if the series is not an object this throws typeMismatch and we stop
        let c = try decoder.container(keyedBy: AnyCodingKey.self)

        var ups: [Stock.Update] = []
        var fails: [Failure] = []

        try c.allKeys.forEach { k in
            // check the key first. a bad key is a failure even if the entry is broken too
            let stamp: Timestamp
            switch Timestamp.parse(k, in: c) {
            case .failure(let err):
                fails.append(Failure(key: k.stringValue, error: err))
                return
            case .success(let s):
                stamp = s
            }

            let decoded = Result { try c.decode(Stock.Update.self, forKey: stamp.key) }
            switch decoded {
            case .success(var u):
                u.date = stamp.date
                ups.append(u)
            case .failure(let err as DecodingError):
                fails.append(Failure(key: k.stringValue, error: err))
            case .failure(let other):
                throw other
            }
        }

        updates = ups.sorted { $0.date < $1.date }
        failures = fails.sorted { $0.key < $1.key }
    }
}
