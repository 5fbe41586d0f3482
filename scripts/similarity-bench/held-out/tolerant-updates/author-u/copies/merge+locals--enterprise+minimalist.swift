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

/// Contract for a component that turns a series key into a timestamp.
protocol SeriesTimestampParsing {
    func parseTimestamp(from keyText: String) -> Date?
}

/// Parses timestamps with the chapter's shared `dateFormatter`.
struct AlphaVantageTimestampParser: SeriesTimestampParsing {
    func parseTimestamp(from keyText: String) -> Date? {
        return dateFormatter.date(from: keyText)
    }
}

// MARK: - Decodable

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        let parser: SeriesTimestampParsing = AlphaVantageTimestampParser()
        var u: [Stock.Update] = [], f: [Failure] = []
        for k in c.allKeys {
            do {
                // The key first, so a bad key wins over a bad entry.
                let stamp = try parser.parseTimestamp(from: k.stringValue)
                    .unwrapOrThrow(DecodingError.dataCorruptedError(
                        forKey: k, in: c,
                        debugDescription: "\"\(k.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date"))
                var entry = try c.decode(Stock.Update.self, forKey: k)
                entry.date = stamp
                u.append(entry)
            } catch let e as DecodingError {
                f.append(Failure(key: k.stringValue, error: e))
            }
        }
        updates = u.sorted { $0.date < $1.date }
        failures = f.sorted { $0.key < $1.key }
    }
}
