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

        // one (timestamp, outcome) pair per entry, like a list of tuples
        let outcomes: [(String, Result<Stock.Update, DecodingError>)] = seriesJson.allKeys.map { key in
            let timestamp = key.stringValue

            // step 1: the key has to be a date -> check it before looking at the entry
            guard let date = dateFormatter.date(from: timestamp) else {
                let keyError = DecodingError.dataCorruptedError(
                    forKey: key, in: seriesJson,
                    debugDescription: "\"\(timestamp)\" is not a yyyy-MM-dd HH:mm:ss date")
                return (timestamp, .failure(keyError))
            }

            // step 2: decode the entry, one bad entry must not stop the others
            let decoded = Result { try seriesJson.decode(Stock.Update.self, forKey: key) }
            switch decoded {
            case .success(var update):
                update.date = date
                return (timestamp, .success(update))
            case .failure(let error):
                // print("set aside", timestamp, error)
                return (timestamp, .failure(error as! DecodingError))
            }
        }

        let goodUpdates = outcomes.compactMap { pair -> Stock.Update? in
            if case .success(let update) = pair.1 { return update }
            return nil
        }
        let badEntries = outcomes.compactMap { pair -> Failure? in
            if case .failure(let error) = pair.1 { return Failure(key: pair.0, error: error) }
            return nil
        }

        updates = sortedByDate(goodUpdates)
        failures = sortedByKey(badEntries)
    }
}
