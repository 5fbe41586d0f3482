// breaks: rule 3
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 3: a broken entry is recorded with a fresh dataCorrupted error at its key ("bad entry") instead of the error the entry threw.
// breaks only rule 3 because: bad keys are checked first and recorded with their own dataCorrupted error as before (4), good entries (1, 2), failure order (5) and non-objects (6) are unchanged.
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
                var update: Stock.Update
                do {
                    update = try series.decode(Stock.Update.self, forKey: key)
                } catch {
                    throw DecodingError.dataCorruptedError(forKey: key, in: series, debugDescription: "bad entry")
                }
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
