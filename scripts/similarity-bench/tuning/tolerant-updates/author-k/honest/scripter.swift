import Foundation

/// One time series decoded entry by entry: a bad entry is set aside, not fatal.
struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]

    struct Failure {
        let key: String
        let error: DecodingError
    }
}

// like sorted(updates, key=lambda u: u.date) in python
func sortedByDate(_ updates: [Stock.Update]) -> [Stock.Update] {
    return updates.sorted { $0.date < $1.date }
}

// like sorted(failures, key=lambda f: f.key)
func sortedByKey(_ failures: [SalvagedSeries.Failure]) -> [SalvagedSeries.Failure] {
    return failures.sorted { $0.key < $1.key }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        // the keys are timestamps (data!), so read the object with a key type that takes any string
        let seriesJson = try decoder.container(keyedBy: AnyCodingKey.self)

        var goodUpdates: [Stock.Update] = []
        var badEntries: [Failure] = []

        for key in seriesJson.allKeys {
            let timestamp = key.stringValue

            // step 1: the key has to be a date -> check it before looking at the entry
            guard let date = dateFormatter.date(from: timestamp) else {
                let keyError = DecodingError.dataCorruptedError(
                    forKey: key, in: seriesJson,
                    debugDescription: "\"\(timestamp)\" is not a yyyy-MM-dd HH:mm:ss date")
                badEntries.append(Failure(key: timestamp, error: keyError))
                continue
            }

            // step 2: decode the entry, one bad entry must not stop the loop
            do {
                var update = try seriesJson.decode(Stock.Update.self, forKey: key)
                update.date = date
                goodUpdates.append(update)
            } catch let error as DecodingError {
                // print("set aside", timestamp, error)
                badEntries.append(Failure(key: timestamp, error: error))
            }
        }

        updates = sortedByDate(goodUpdates)
        failures = sortedByKey(badEntries)
    }
}
