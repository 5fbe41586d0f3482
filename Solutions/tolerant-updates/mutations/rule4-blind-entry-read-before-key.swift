// breaks: rule 4
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 4: the entry is decoded before its key is checked, so a bad key whose entry is also broken records the entry's error instead of the key's.
// breaks only rule 4 because: a bad key with a good entry still records the key's dataCorrupted error, broken entries under good keys record their own error (3), good entries (1, 2), order (5) and non-objects (6) are unchanged.
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
                var update = try series.decode(Stock.Update.self, forKey: key)
                let date = try dateFormatter.date(from: key.stringValue).unwrapOrThrow(
                    DecodingError.dataCorruptedError(
                        forKey: key, in: series,
                        debugDescription: "\"\(key.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date"))
                update.date = date
                kept.append(update)
            } catch let error as DecodingError {
                setAside.append(Failure(key: key.stringValue, error: error))
            }
        }

        updates = kept.sorted { $0.date < $1.date }
        failures = setAside.sorted { $0.key < $1.key }
    }
}
