// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: updates are sorted newest first.
// breaks only rule 2 because: the same updates with the same dates (1) and the same failures, sorted by key (3-5), are produced; a non-object still throws (6).
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
                setAside.append(Failure(key: key.stringValue, error: error))
            }
        }

        updates = kept.sorted { $0.date > $1.date }
        failures = setAside.sorted { $0.key < $1.key }
    }
}
