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
    /// What became of one entry of the series.
    private enum EntryOutcome {
        case decoded(Stock.Update)
        case setAside(Failure)
    }

    init(from decoder: Decoder) throws {
        // The series is an object where the KEYS are the dates, so I can't
        // write an enum for them. AnyCodingKey takes any key.
        // (if the series is not an object at all this throws typeMismatch by itself)
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let allKeys = container.allKeys
        var log = "series with \(allKeys.count) keys"

        let outcomes: [EntryOutcome] = try allKeys.map { key in
            let keyText = key.stringValue

            // FIRST check the key is a date. If not, it's a failure no matter
            // what the entry holds.
            guard let date = dateFormatter.date(from: keyText) else {
                let keyError = DecodingError.dataCorruptedError(
                    forKey: key,
                    in: container,
                    debugDescription: "\"" + keyText + "\" is not a yyyy-MM-dd HH:mm:ss date")
                return .setAside(Failure(key: keyText, error: keyError))
            }

            // now try the entry itself, one bad entry doesn't stop the others
            do {
                var update = try container.decode(Stock.Update.self, forKey: key)
                update.date = date
                return .decoded(update)
            } catch let error as DecodingError {
                // keep the error exactly like it was thrown
                return .setAside(Failure(key: keyText, error: error))
            }
        }

        var goodUpdates: [Stock.Update] = outcomes.compactMap { outcome in
            switch outcome {
            case .decoded(let update): return update
            case .setAside: return nil
            }
        }
        var badEntries: [Failure] = outcomes.compactMap { outcome in
            switch outcome {
            case .decoded: return nil
            case .setAside(let failure): return failure
            }
        }
        log += ", \(goodUpdates.count) kept, \(badEntries.count) set aside"
        if goodUpdates.count + badEntries.count != allKeys.count {
            // every key has to end up in exactly one of the two lists
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "lost entries: " + log))
        }

        // allKeys comes in no special order so sort everything at the end
        goodUpdates.sort { $0.date < $1.date }
        badEntries.sort { $0.key < $1.key }

        updates = goodUpdates
        failures = badEntries
    }
}
