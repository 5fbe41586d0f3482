import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
///
/// This follows the "keep the good, report the bad" policy. Every entry is
/// decoded on its own, inside its own `do`/`catch`, so one broken entry can
/// never stop the others from being read.
struct SalvagedSeries {
    /// The entries that decoded, each dated from its key, oldest first.
    let updates: [Stock.Update]

    /// The entries that did not decode, sorted by their key.
    let failures: [Failure]
}

extension SalvagedSeries: Decodable {

    init(from decoder: Decoder) throws {
        // The keys of a time series are timestamps, only known at run time,
        // so we read the object through `AnyCodingKey`. If the series is not
        // an object at all, this line throws the decoder's `typeMismatch`.
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        let keysInSeries = series.allKeys

        var goodUpdates: [Stock.Update] = []
        var badEntries: [Failure] = []

        for key in keysInSeries {
            let keyText = key.stringValue
            // The do/catch is *inside* the loop: a failure ends the work for
            // this one key, and the loop carries on with the next key.
            do {
                // The key is checked first (rule 4), so an unreadable key is
                // the failure we report even when its entry is broken too.
                guard let date = dateFormatter.date(from: keyText) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key,
                        in: series,
                        debugDescription: "\"\(keyText)\" is not a yyyy-MM-dd HH:mm:ss date")
                }
                var update = try series.decode(Stock.Update.self, forKey: key)
                update.date = date
                goodUpdates.append(update)
            } catch let error as DecodingError {
                let failure = Failure(key: keyText, error: error)
                badEntries.append(failure)
            }
        }

        // Rule 2: updates in date order. Rule 5: failures in key order.
        let updatesByDate = goodUpdates.sorted { $0.date < $1.date }
        let failuresByKey = badEntries.sorted { $0.key < $1.key }
        updates = updatesByDate
        failures = failuresByKey
    }
}

extension SalvagedSeries {
    /// An entry that was set aside, together with the reason why.
    struct Failure {
        /// The entry's key in the series.
        let key: String
        /// Why it was set aside.
        let error: DecodingError
    }
}
