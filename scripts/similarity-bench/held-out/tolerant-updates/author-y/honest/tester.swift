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
        // Step 1: open the series as an object.
        // Rule 6: if it is not an object the container throws typeMismatch by itself.
        let series = try decoder.container(keyedBy: AnyCodingKey.self)
        let keysInSeries = series.allKeys

        var keptUpdates: [Stock.Update] = []
        var setAside: [Failure] = []

        // Step 2: one key at a time; the do/catch sits INSIDE the loop.
        for key in keysInSeries {
            let keyText = key.stringValue

            // Step 2a: check the key before the entry (rule 4).
            guard let date = dateFormatter.date(from: keyText) else {
                // Branch A: the key is not a yyyy-MM-dd HH:mm:ss date.
                let keyError = DecodingError.dataCorruptedError(
                    forKey: key, in: series,
                    debugDescription: "\"\(keyText)\" is not a yyyy-MM-dd HH:mm:ss date")
                setAside.append(Failure(key: keyText, error: keyError))
                continue
            }

            // Step 2b: the key is fine, now the entry (rules 1 and 3).
            do {
                var update = try series.decode(Stock.Update.self, forKey: key)
                update.date = date
                // Branch B: good key, good entry -> keep it.
                keptUpdates.append(update)
            } catch let entryError as DecodingError {
                // Branch C: good key, broken entry -> record the error unchanged.
                setAside.append(Failure(key: keyText, error: entryError))
            }
        }

        // Step 3: every key ended up in exactly one of the two lists.
        assert(keptUpdates.count + setAside.count == keysInSeries.count,
               "each entry is either kept or set aside")

        // Step 4: sort. Updates by date (rule 2), failures by key (rule 5).
        let sortedUpdates = keptUpdates.sorted { $0.date < $1.date }
        let sortedFailures = setAside.sorted { $0.key < $1.key }

        updates = sortedUpdates
        failures = sortedFailures
    }
}
