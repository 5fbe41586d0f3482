// breaks: rule 3
// The reference answer, but an entry's error is recorded as a new
// dataCorrupted at the entry's key (rule 3: that error, unchanged).
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
    init(from decoder: Decoder) throws {
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        var kept: [Stock.Update] = []
        var setAside: [Failure] = []

        for key in series.allKeys {
            do {
                let date = try dateFormatter.date(from: key.stringValue).unwrapOrThrow(
                    DecodingError.dataCorruptedError(
                        forKey: key, in: series,
                        debugDescription: "\"\(key.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date"))
                var update = try series.decode(Stock.Update.self, forKey: key)
                update.date = date
                kept.append(update)
            } catch let error as DecodingError {
                if dateFormatter.date(from: key.stringValue) == nil {
                    setAside.append(Failure(key: key.stringValue, error: error))
                } else {
                    setAside.append(Failure(key: key.stringValue, error: DecodingError.dataCorrupted(DecodingError.Context(
                        codingPath: series.codingPath + [key], debugDescription: "bad entry: \(error)"))))
                }
            }
        }

        updates = kept.sorted { $0.date < $1.date }
        failures = setAside.sorted { $0.key < $1.key }
    }
}
